import type { SummaryItem } from '#app/components/results/input-summary.tsx'
import { type Entry, entryLabel } from '#app/lib/entries.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { litresToUsGallons } from '#app/lib/units.ts'
import type { AreaPair } from '#app/lib/wall-finish.ts'

/** An area in the chosen system first, the other in brackets: '30.00 m² (322.92 ft²)'. */
export function formatAreaPair(area: AreaPair, system: UnitSystem) {
	const metric = `${formatNumber(area.metric)} m²`
	const imperial = `${formatNumber(area.imperial)} ft²`
	return system === 'metric' ? `${metric} (${imperial})` : `${imperial} (${metric})`
}

/** '6.60 litres (1.74 US gal)'. */
export function formatLitres(litres: number) {
	return `${formatNumber(litres)} litres (${formatNumber(litresToUsGallons(litres))} US gal)`
}

/** '4 × 2.4 m'. */
export function formatSize(first: number, second: number, unit: string) {
	return `${formatEntered(first)} × ${formatEntered(second)} ${unit}`
}

export function formatWastage(includeWastage: boolean, wastagePercentage: number) {
	return includeWastage ? `${formatEntered(wastagePercentage)}% included` : 'Not included'
}

/**
 * One summary line per entry, labelled by its name ('Wall 1: 4 × 2.4 m, 2 coats'); a repeated
 * name gets its position so every line stays distinct.
 */
export function entrySummaryItems<TEntry extends Entry>(
	entries: ReadonlyArray<TEntry>,
	listName: string,
	describe: (entry: TEntry) => string,
): Array<SummaryItem> {
	const seen = new Set<string>()
	return entries.map((entry, index) => {
		const name = entryLabel(entry, index, listName)
		const label = seen.has(name) ? `${name} (${listName} ${index + 1})` : name
		seen.add(label)
		return { label, value: describe(entry) }
	})
}
