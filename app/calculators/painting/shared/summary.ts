import type { SummaryItem } from '#app/components/results/input-summary.tsx'
import type { ResultRow } from '#app/components/results/results-table.tsx'
import { type Entry, entryLabel } from '#app/lib/entries.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { LENGTH_UNIT_SYSTEM_LABELS, type UnitSystem } from '#app/lib/units.ts'
import type { AreaPair } from './compute.ts'
import { COVERAGE_UNIT_WORDS } from './coverage-units.ts'
import { type FinishLengthUnit, OPENINGS_LEGEND } from './entries.ts'

/** An area in the chosen system first, the other in brackets: '30.00 m² (322.92 ft²)'. */
export function formatAreaPair(area: AreaPair, system: UnitSystem) {
	const metric = `${formatNumber(area.metric)} m²`
	const imperial = `${formatNumber(area.imperial)} ft²`
	return system === 'metric' ? `${metric} (${imperial})` : `${imperial} (${metric})`
}

/** '6.60 litres (1.74 US gal)'; imperial, the US gallons first: '1.74 US gal (6.60 litres)'. */
export function formatProduct({ litres, usGallons }: { litres: number; usGallons: number }, system: UnitSystem) {
	const inLitres = `${formatNumber(litres)} litres`
	const inGallons = `${formatNumber(usGallons)} US gal`
	return system === 'metric' ? `${inLitres} (${inGallons})` : `${inGallons} (${inLitres})`
}

/** '4 × 2.4 m', '12 × 8 ft (12' 0" × 8' 0")'. */
export function formatSize(first: number, second: number, unit: string) {
	return formatLengths([first, second], unit)
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
		const name = entryLabel(entry, listName, index)
		const label = seen.has(name) ? `${name} (${listName} ${index + 1})` : name
		seen.add(label)
		return { label, value: describe(entry) }
	})
}

/** '1 coat', '2 coats'. */
export function formatCoats(count: number) {
	return `${formatEntered(count)} ${count === 1 ? 'coat' : 'coats'}`
}

/** The windows and doors as submitted, or 'None'. */
export function openingSummaryItems<TEntry extends Entry>(
	openings: ReadonlyArray<TEntry>,
	describe: (opening: TEntry) => string,
): Array<SummaryItem> {
	if (openings.length === 0) return [{ label: OPENINGS_LEGEND, value: 'None' }]
	return entrySummaryItems(openings, OPENINGS_LEGEND, describe)
}

/** The area and litre rows paint and primer share, labelled with the seed's names. */
export function coatedFinishRows({
	system,
	labels,
	finish,
}: {
	system: UnitSystem
	labels: { total: string; net: string; product: string }
	finish: {
		total: AreaPair
		deduction: AreaPair
		net: AreaPair
		withCoats: AreaPair
		averageCoats: number
		litres: number
		usGallons: number
	}
}): Array<ResultRow> {
	return [
		{ label: labels.total, value: formatAreaPair(finish.total, system) },
		{ label: 'Windows and Doors Deducted', value: formatAreaPair(finish.deduction, system) },
		{ label: labels.net, value: formatAreaPair(finish.net, system) },
		{
			label: 'Total Area with Coats',
			value: `${formatAreaPair(finish.withCoats, system)}, ${formatNumber(finish.averageCoats)} coats on average`,
		},
		{ label: labels.product, value: formatProduct(finish, system) },
	]
}

/** The coverage used, in the chosen system first: '11.00 m² per litre (448.21 ft² per US gal)'. */
export function coverageRow(coverage: { perLitre: number; perUsGallonFt2: number }, system: UnitSystem): ResultRow {
	const metric = `${formatNumber(coverage.perLitre)} ${COVERAGE_UNIT_WORDS.metric}`
	const imperial = `${formatNumber(coverage.perUsGallonFt2)} ${COVERAGE_UNIT_WORDS.imperial}`
	return { label: 'Coverage', value: system === 'metric' ? `${metric} (${imperial})` : `${imperial} (${metric})` }
}

type Sized<TSize extends 'height' | 'width'> = Entry & { length: number } & Record<TSize, number>

/** The paint and primer input summary: units, type, coverage, each surface with its coats, openings, wastage. */
export function coatedInputItems<TSize extends 'height' | 'width'>({
	unit,
	type,
	coverage,
	listName,
	sizeKey,
	surfaces,
	openings,
	wastage,
}: {
	unit: FinishLengthUnit
	type: SummaryItem
	coverage: SummaryItem
	listName: string
	sizeKey: TSize
	surfaces: ReadonlyArray<Sized<TSize> & { coats: number }>
	openings: ReadonlyArray<Sized<TSize>>
	wastage: string
}): Array<SummaryItem> {
	const size = (entry: Sized<TSize>) => formatSize(entry.length, entry[sizeKey], unit)
	return [
		{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
		type,
		coverage,
		...entrySummaryItems(surfaces, listName, (surface) => `${size(surface)}, ${formatCoats(surface.coats)}`),
		...openingSummaryItems(openings, size),
		{ label: 'Wastage', value: wastage },
	]
}
