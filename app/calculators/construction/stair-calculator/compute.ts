import type { ResultLine, ResultTable } from '#app/components/results/result-lines.ts'
import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { purchaseKey } from '#app/estimate/working-text.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { smallestThatFits } from '#app/lib/rounding.ts'
import { inToFt, mmToM } from '#app/lib/units.ts'
import { degrees, headlineRiser, longLength, plainLength, shortLength } from './figures.ts'
import { type Flight, flightOf, type Layout } from './flight.ts'
import { STRINGER_STOCK, STRINGERS_PER_FLIGHT } from './rules.ts'
import type { StairInput } from './schema.ts'
import { searchStair } from './search.ts'

export const WHOLE_FLIGHT_NOTE =
	'The upper floor is lower than the headroom over the whole flight; the headroom then depends on the ceiling above'

export type StairResult = Estimated & {
	/** The layout shown: the compliant one with the fewest risers, or the one that fails fewest checks. */
	layout: Layout
	isCompliant: boolean
	alsoCompliant: Layout | null
	/** Fit mode with no compliant layout: what run could comply. */
	runLine: string | null
	/** The upper floor is lower than the headroom over the whole flight: no opening length applies. */
	isWholeFlight: boolean
	/** The headroom used, in the unit typed (mm or in). */
	headroom: number
	/** The stringer stock length (m or ft), or null when the stringer is longer than the longest listed. */
	stock: number | null
}

/** '4.2 m' and '3.0 m' with one decimal; '16 ft' whole. */
function stockText(input: StairInput, length: number) {
	return input.unit === 'metric' ? `${formatNumber(length, 1)} m` : `${formatEntered(length)} ft`
}

function layoutLines(flight: Flight, layout: Layout, stock: number | null): Array<ResultLine> {
	const { input, unit } = flight
	const typed = (value: number) => `${formatEntered(value)} ${unit}`
	const { risers, riser, treads, going } = layout
	const stockList = STRINGER_STOCK[input.unit]
	const stringerInStock = input.unit === 'metric' ? mmToM(layout.stringer) : inToFt(layout.stringer)
	const stockUnit = input.unit === 'metric' ? 'm' : 'ft'
	const longest = stockText(input, stockList[stockList.length - 1] ?? 0)
	const opening: ResultLine =
		layout.openingNeeded === null
			? {
					label: 'Stairwell opening needed',
					value: 'The whole flight',
					steps: `${typed(input.totalRise)} − ${typed(input.floorDepth)} is under the ${typed(flight.headroomU)} headroom →`,
				}
			: {
					label: 'Stairwell opening needed',
					value: longLength(layout.openingNeeded, unit),
					steps: `${typed(input.nosing)} + (${typed(flight.headroomU)} + ${typed(input.floorDepth)}) × ${formatEntered(going)} ÷ ${formatEntered(riser)} =`,
				}
	return [
		{ label: 'Risers', value: String(risers) },
		{ label: 'Riser height', value: shortLength(riser, unit), steps: `${typed(input.totalRise)} ÷ ${risers} =` },
		{ label: 'Treads', value: String(treads), steps: `${risers} − 1 =` },
		{
			label: 'Going',
			value: shortLength(going, unit),
			steps: input.going === null ? `${typed(input.availableRun ?? 0)} ÷ ${treads} =` : undefined,
		},
		{
			label: 'Tread board depth',
			value: shortLength(going + input.nosing, unit),
			steps: `${typed(going)} + ${typed(input.nosing)} =`,
		},
		{ label: 'Total run', value: longLength(layout.totalRun, unit), steps: `${treads} × ${typed(going)} =` },
		{
			label: 'Stringer length',
			value: longLength(layout.stringer, unit),
			steps: `${risers} × √(${formatEntered(riser)}² + ${formatEntered(going)}²) ${unit} =`,
		},
		{
			label: 'Stringer stock',
			value: stock === null ? `Longer than ${longest}: order a special length` : stockText(input, stock),
			steps: `${formatNumber(stringerInStock)} ${stockUnit} →`,
		},
		{
			label: 'Pitch',
			value: degrees(layout.pitchDegrees),
			steps: `atan(${formatEntered(riser)} ÷ ${formatEntered(going)}) =`,
		},
		...(flight.rules === 'uk'
			? [
					{
						label: '2R + G',
						value: shortLength(layout.twoRPlusG, unit),
						steps: `2 × ${typed(riser)} + ${typed(going)} =`,
					},
				]
			: []),
		opening,
	]
}

/** 'Also compliant: 13 risers of 200.0 mm, going 250.0 mm, total run 3,000.0 mm, pitch 38.7°'. */
function alsoCompliantText(flight: Flight, layout: Layout | null) {
	if (!layout) return 'No other layout in range complies'
	const length = (value: number) => plainLength(value, flight.unit)
	return `${layout.risers} risers of ${length(layout.riser)}, going ${length(layout.going)}, total run ${length(layout.totalRun)}, pitch ${degrees(layout.pitchDegrees)}`
}

/**
 * One straight flight (docs/calculators/stair-calculator.md §3): every riser count in the search range is laid out
 * and checked against the chosen rules; the fewest that passes every check is shown, with the next as 'Also
 * compliant'. With none, the layout that fails fewest checks, and in fit mode the run that could comply.
 */
export function computeStair(input: StairInput): StairResult {
	const flight = flightOf(input)
	const { compliant, shown: layout, alsoCompliant, runLine } = searchStair(flight)
	const stringerInStock = input.unit === 'metric' ? mmToM(layout.stringer) : inToFt(layout.stringer)
	const stock = smallestThatFits(STRINGER_STOCK[input.unit], stringerInStock, (length) => length) ?? null
	const isCompliant = compliant !== null

	const checks: ResultTable = {
		caption: 'Checks',
		lines: layout.checks.map((check) => ({
			label: check.label,
			value: check.failure === null ? 'Pass' : `Fails: ${check.failure}`,
		})),
	}
	const notes: Array<ResultLine> = [
		...(isCompliant ? [{ label: 'Also compliant', value: alsoCompliantText(flight, alsoCompliant) }] : []),
		...(flight.isWholeFlight ? [{ label: 'Headroom', value: WHOLE_FLIGHT_NOTE }] : []),
		...(runLine ? [{ label: 'Run that complies', value: runLine }] : []),
	]
	const purchases: Array<Purchase> = []
	// Nothing to buy for a flight that fails the rules: the figures are shown to see why, not to order from.
	if (isCompliant) {
		if (stock !== null) {
			const item = `Stringer, ${stockText(input, stock)}`
			purchases.push({ key: purchaseKey(item), item, quantity: STRINGERS_PER_FLIGHT[input.rules], unit: 'stringer' })
		}
		const tread = `Tread board, ${plainLength(layout.going + input.nosing, flight.unit)} deep`
		purchases.push({ key: purchaseKey(tread), item: tread, quantity: layout.treads, unit: 'tread' })
	}
	return {
		layout,
		isCompliant,
		alsoCompliant,
		runLine,
		isWholeFlight: flight.isWholeFlight,
		headroom: flight.headroomU,
		stock,
		shown: {
			headline: isCompliant
				? { label: 'Stair layout', value: `${layout.risers} risers of ${headlineRiser(layout.riser, flight.unit)}` }
				: { label: 'Stair layout', value: 'No compliant layout', isMessage: true },
			tables: [
				{
					caption: isCompliant ? 'Layout' : 'Layout with the fewest failed checks',
					lines: layoutLines(flight, layout, stock),
				},
				checks,
				...(notes.length > 0 ? [{ caption: 'Notes', lines: notes }] : []),
			],
		},
		purchases,
	}
}
