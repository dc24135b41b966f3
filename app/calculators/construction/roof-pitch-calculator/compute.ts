import { degreesOf, RUN } from '#app/calculators/construction/shared/roof-pitch.ts'
import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { purchaseKey } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, isAtMostTol, smallestThatFits } from '#app/lib/rounding.ts'
import { inToFt, mmToM } from '#app/lib/units.ts'
import { type RafterStock, ROOF_PITCH_SYSTEMS } from './options.ts'
import { notchDepthOf, slopeOfEntry } from './rafter-geometry.ts'
import { rafterTexts } from './rafter-text.ts'
import type { RoofPitchInput } from './schema.ts'

/**
 * The rafter as drawn (decision 078), in the system's length unit (m or ft): nothing shown is read from it. x runs
 * level from the outside of the wall plate toward the ridge, y up from the top of the plate.
 */
export type RafterSection = {
	slope: number
	span: number
	/** Plate to ridge face (gable) or to the high end (lean-to). */
	run: number
	/** Plate to the ridge centreline (or the high end) on the measuring line. */
	roofRise: number
	overhang: number
	ridge: number
	/** The rafter's depth square to its edges, and measured plumb (D ÷ cos θ). */
	depth: number
	plumbDepth: number
	seat: number
	heel: number
}

export type RoofPitchResult = Estimated & {
	/** p = rise ÷ run, θ in degrees, pf = √(1 + p²). */
	slope: number
	degrees: number
	pitchFactor: number
	/** In m (metric) or ft (imperial). */
	run: number
	roofRise: number
	lineLength: number
	tail: number
	rafterLength: number
	stockNeeded: number
	/** The shortest listed stock at least as long as needed; null: longer than the longest, a special length. */
	stock: RafterStock | null
	/** Gable: per slope, and both slopes; lean-to: the one slope's. */
	raftersPerSlope: number
	rafters: number
	/** The birdsmouth, in mm (metric) or in (imperial). */
	heel: number
	notchDepth: number
	heightAbovePlate: number
	/** A notch deeper than the system's guidance (the results are still shown). */
	warning: string | null
	section: RafterSection
}

/**
 * A common rafter from its pitch and the building (docs/calculators/roof-pitch-calculator.md §3). Lengths in m
 * (metric) or ft (imperial), the birdsmouth in mm or in. p = tan θ, rise ÷ 12 or rise ÷ run; pf = √(1 + p²).
 * 1. Run = span ÷ 2 − ridge ÷ 2 (gable) or span (lean-to); roof rise = span ÷ 2 × p (gable) or span × p.
 * 2. L1 = run × pf, L2 = overhang × pf, L = L1 + L2.
 * 3. Stock needed = L + D × p; the shortest listed stock at least that long (Equal allowed).
 * 4. Rafters per slope n = ⌈building length ÷ spacing⌉ + 1; a gable has 2n.
 * 5. Plumb cut θ from square, seat level; birdsmouth heel h = s × p, depth n = s × sin θ, HAP = D ÷ cos θ − h. A notch
 *    deeper than a third (metric) or a quarter (imperial, IRC R802.7.1) of D warns.
 */
export function computeRoofPitch(input: RoofPitchInput): RoofPitchResult {
	const system = ROOF_PITCH_SYSTEMS[input.unit]
	const isMetric = input.unit === 'metric'
	const isGable = input.roofType === 'gable'
	const slope = slopeOfEntry(input)
	// The schema asks for the pitch, or the rise and run, whichever the form shows.
	if (slope === null) throw new Error('The pitch, or its rise and run, is required')
	const angle = Math.atan(slope)
	const degrees = degreesOf(slope)
	const pitchFactor = Math.hypot(1, slope)
	/** A length typed in the fine unit (mm or in), in the length unit (m or ft). */
	const fine = (value: number) => (isMetric ? mmToM(value) : inToFt(value))
	const overhang = isMetric ? input.overhang : inToFt(input.overhang)
	const ridge = fine(input.ridge)

	const run = isGable ? input.span / 2 - ridge / 2 : input.span
	const roofRise = (isGable ? input.span / 2 : input.span) * slope
	const lineLength = run * pitchFactor
	const tail = overhang * pitchFactor
	const rafterLength = lineLength + tail
	const stockNeeded = rafterLength + fine(input.rafterDepth) * slope
	const stock = smallestThatFits(system.stock, stockNeeded, (item) => item.length) ?? null

	const spacing = isMetric ? mmToM(Number(input.spacing)) : inToFt(Number(input.spacing))
	const spaces = ceilCount(input.buildingLength / spacing)
	const raftersPerSlope = spaces + 1
	const rafters = isGable ? 2 * raftersPerSlope : raftersPerSlope

	const heel = input.seat * slope
	const notchDepth = notchDepthOf(input.seat, slope)
	const heightAbovePlate = input.rafterDepth / Math.cos(angle) - heel
	const { share, words } = system.notchLimit
	const isNotchDeep = !isAtMostTol(notchDepth, input.rafterDepth / share)
	const figure = (value: number) => formatNumber(value, isMetric ? 1 : 2)
	const warning = !isNotchDeep
		? null
		: `The birdsmouth cuts more than ${words} of the rafter depth (${figure(notchDepth)} of ${figure(input.rafterDepth)} ${system.fineUnit}${isMetric ? '' : '; IRC R802.7.1'}): shorten the seat or use a deeper rafter`

	const text = rafterTexts(input)
	const slopeWork = text.slopeWork()
	const degreesText = `${formatNumber(degrees, 1)}°`
	const lengthLine = (label: string, value: number, steps?: string): ResultLine => ({
		label,
		value: text.length(value),
		...(steps ? { steps } : {}),
	})
	const fineLine = (label: string, value: number, steps: string): ResultLine => ({
		label,
		value: text.fine(value),
		steps,
	})
	const p = formatEntered(slope)
	const pf = formatEntered(pitchFactor)
	const rafterCount: Array<ResultLine> = [
		{
			label: isGable ? 'Rafters per slope' : 'Rafters',
			value: formatCount(raftersPerSlope),
			steps: `⌈${text.spacingWork(input.buildingLength, Number(input.spacing))}⌉ + 1 = ${formatCount(spaces)} + 1 =`,
		},
		...(isGable
			? [
					{
						label: 'Rafters (both slopes)',
						value: formatCount(rafters),
						steps: `2 × ${formatCount(raftersPerSlope)} =`,
					},
				]
			: []),
	]
	const lines: Array<ResultLine> = [
		{
			label: 'Pitch (degrees)',
			value: degreesText,
			...(input.pitchMode === 'degrees' ? {} : { steps: `atan(${slopeWork}) =` }),
		},
		{
			label: 'Pitch (rise in 12)',
			value: `${formatNumber(slope * RUN)} in 12`,
			...(input.pitchMode === 'rise' ? {} : { steps: `12 × ${slopeWork} =` }),
		},
		{ label: 'Pitch (per cent)', value: `${formatNumber(slope * 100, 1)} %`, steps: `100 × ${slopeWork} =` },
		{ label: 'Pitch factor', value: formatNumber(pitchFactor, 3), steps: `√(1 + ${p}²) =` },
		lengthLine(
			'Rafter run',
			run,
			isGable ? `${text.inLength(input.span)} ÷ 2 − ${text.inFine(input.ridge)} ÷ 2 =` : undefined,
		),
		lengthLine('Roof rise', roofRise, `${text.inLength(input.span)}${isGable ? ' ÷ 2' : ''} × ${p} =`),
		lengthLine('Line length (plate to ridge)', lineLength, `${text.inLength(run)} × ${pf} =`),
		lengthLine('Tail (overhang)', tail, `${text.inLength(overhang)} × ${pf} =`),
		lengthLine('Rafter length', rafterLength),
		lengthLine(
			'Stock length needed',
			stockNeeded,
			`${text.inLength(rafterLength)} + ${text.inFine(input.rafterDepth)} × ${p} =`,
		),
		{
			label: 'Stock length',
			value: text.stock(stock),
			steps: stock
				? `shortest listed length ≥ ${text.inLength(stockNeeded)} →`
				: `${text.inLength(stockNeeded)} > ${text.longestStock} →`,
		},
		...rafterCount,
		{ label: 'Plumb cut', value: `${degreesText} from square (${formatNumber(90 - degrees, 1)}° to the rafter edge)` },
		{ label: 'Seat cut', value: `level, ${degreesText} to the rafter edge` },
		fineLine('Birdsmouth heel height', heel, `${text.inFine(input.seat)} × ${p} =`),
		fineLine(
			'Birdsmouth depth (square to the edge)',
			notchDepth,
			`${text.inFine(input.seat)} × sin ${formatEntered(degrees)}° =`,
		),
		fineLine(
			'Height above plate',
			heightAbovePlate,
			`${text.inFine(input.rafterDepth)} ÷ cos ${formatEntered(degrees)}° − ${formatEntered(heel)} ${system.fineUnit} =`,
		),
	]
	const item = `Rafter, ${text.inFine(input.rafterDepth)} deep × ${stock ? stock.label : `special length ${text.inLength(stockNeeded)}`}`

	return {
		slope,
		degrees,
		pitchFactor,
		run,
		roofRise,
		lineLength,
		tail,
		rafterLength,
		stockNeeded,
		stock,
		raftersPerSlope,
		rafters,
		heel,
		notchDepth,
		heightAbovePlate,
		warning,
		section: {
			slope,
			span: input.span,
			run,
			roofRise,
			overhang,
			ridge,
			depth: fine(input.rafterDepth),
			plumbDepth: fine(input.rafterDepth) / Math.cos(angle),
			seat: fine(input.seat),
			heel: fine(heel),
		},
		shown: {
			headline: {
				label: 'Rafter length',
				value: text.headline(rafterLength),
				steps: `${text.inLength(lineLength)} + ${text.inLength(tail)} =`,
			},
			tables: [{ caption: 'Pitch, Rafter and Cuts', lines }],
		},
		purchases: [{ key: purchaseKey(item), item, quantity: rafters, unit: 'length' }],
	}
}
