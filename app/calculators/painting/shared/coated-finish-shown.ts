import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import type { Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import { type CoatedFinishInput, type CoatedFinishSpec, sizedArea, sizesOf } from './coated-finish.ts'
import { areaSteps, coatedFinish, systemArea, typedLength, wastageFactor } from './compute.ts'
import { COVERAGE_UNIT_WORDS } from './coverage-units.ts'
import { toBaseLength } from './entries.ts'
import { coatedFinishRows, coverageRow, formatWastage } from './summary.ts'

/*
 * What paint and primer compute shows (docs/calculators/paint-calculator.md §3): apart from the spec and schema in
 * coated-finish.ts, so the page's first load does not carry it (it loads with compute, after the page wakes).
 */

/** Result rows with their working: each row's steps up to its figure. */
function withSteps(rows: ReadonlyArray<ResultLine>, steps: ReadonlyArray<string>): Array<ResultLine> {
	return rows.map((row, index) => ({ ...row, steps: steps[index]?.trimEnd() }))
}

/**
 * docs/calculators/paint-calculator.md and primer-calculator.md §3, in the chosen system (m, cm, mm read as
 * metres; or ft): surface area = length × its second size; the areas, area-weighted coats, litres and US gallons of
 * coatedFinish, with the coverage of the input (the type's default unless typed) and the spec's wastage when ticked.
 * The lines shown (issue #17) labelled `labels` (total area, net area, product needed), with the deduction and the
 * area with coats, each with its working.
 */
export function coatedFinishFor<TSpec extends CoatedFinishSpec>(
	spec: TSpec,
	input: CoatedFinishInput<TSpec>,
	labels: readonly [string, string, string],
) {
	const { unit: system, includeWastage } = input
	const toBase = (value: number) => toBaseLength(value, system, input.metricUnit)
	const area = (entry: { length: number }) => sizedArea(entry, spec.sizeKey, toBase)
	const { coverage } = input
	const surfaces = input.surfaces.map((surface) => ({ area: area(surface), coats: surface.coats }))
	const finish = coatedFinish(
		system,
		surfaces,
		input.openings.map(area),
		coverage,
		wastageFactor(includeWastage, spec.wastagePercentage),
	)
	const unit = typedLengthUnit(input)
	const term = (entry: { length: number }) =>
		sizesOf(entry, spec.sizeKey)
			.map((value) => typedLength(value, unit))
			.join(' × ')
	const square = (value: number) => systemArea(value, system)
	const coats = formatEntered(finish.averageCoats)
	const perSurface = surfaces.map((surface) => `${square(surface.area)} × ${surface.coats}`).join(' + ')
	const rows = coatedFinishRows({
		system,
		labels: { total: labels[0], net: labels[1], product: labels[2] },
		finish: {
			total: finish.totalArea,
			deduction: finish.deductionArea,
			net: finish.netArea,
			withCoats: finish.areaWithCoats,
			averageCoats: finish.averageCoats,
			litres: finish.litres,
			usGallons: finish.usGallons,
		},
	})
	const unitNeeded = system === 'metric' ? 'litres' : 'US gal'
	return {
		...finish,
		lines: withSteps(rows, [
			...areaSteps(system, input.surfaces.map(term), input.openings.map(term), finish),
			`${surfaces.length > 1 ? `(${perSurface}) ÷ ${square(finish.totalArea[system])} = ${coats}; ` : ''}${square(finish.netArea[system])} × ${coats} coats = `,
			`${square(finish.areaWithCoats[system])} ÷ ${formatEntered(coverage)} ${COVERAGE_UNIT_WORDS[system]} = ${includeWastage ? `${formatNumber(finish.areaWithCoats[system] / coverage)} ${unitNeeded}; ${plusPercent(spec.wastagePercentage, 'wastage')} = ` : ''}`,
		]),
	}
}

/** The key figure: '8.12 litres', or in imperial '2.14 US gallons'. */
export function formatNeeded(finish: { litres: number; usGallons: number }, system: UnitSystem) {
	return system === 'metric' ? `${formatNumber(finish.litres)} litres` : `${formatNumber(finish.usGallons)} US gallons`
}

/**
 * The paint or primer lines: litres (imperial: US gallons) as the key figure, then the requirements table (areas, coats, litres, the
 * product's own tin lines, coverage, wastage).
 */
export function coatedFinishShown<TSpec extends CoatedFinishSpec>(
	spec: TSpec,
	product: string,
	input: CoatedFinishInput<TSpec>,
	finish: ReturnType<typeof coatedFinishFor<TSpec>>,
	tinLines: ReadonlyArray<ResultLine>,
): ShownResult {
	return {
		headline: { label: `Total ${product} Needed`, value: formatNeeded(finish, input.unit) },
		tables: [
			{
				caption: `${product} Requirements Summary`,
				lines: [
					...finish.lines,
					...tinLines,
					coverageRow(finish.coverage, input.unit),
					{ label: 'Wastage Allowance', value: formatWastage(input.includeWastage, spec.wastagePercentage) },
				],
			},
		],
	}
}

/** A tin row's label: 'Large Tins (5 L)'. */
export function tinLabel(name: string, litres: number) {
	return `${name} Tins (${formatEntered(litres)} L)`
}

/** The tins bought, by size (none of a size not needed): 'Paint, 5 L tin', keyed 'paint-tin-5l'. */
export function tinPurchases(
	product: string,
	tins: ReadonlyArray<readonly [name: string, litres: number, count: number, ...unknown[]]>,
): Array<Purchase> {
	return tins
		.filter((tin) => tin[2] > 0)
		.map(([, litres, quantity]) => ({
			key: purchaseKey(`${product} tin ${litres}l`),
			item: `${product}, ${formatEntered(litres)} L tin`,
			quantity,
			unit: 'tin',
		}))
}
