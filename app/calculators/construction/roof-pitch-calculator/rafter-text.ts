import { formatFeetInches } from '#app/lib/feet-inches.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { ftToIn, ftToM, inToMm, mmToIn, mmToM, mToFt } from '#app/lib/units.ts'
import { type RafterStock, ROOF_PITCH_SYSTEMS } from './options.ts'
import type { RoofPitchInput } from './schema.ts'

/**
 * How the rafter's figures are written (docs/calculators/roof-pitch-calculator.md §4): the chosen system first, the
 * other in brackets. Lengths: metric '4.738 m (15.54 ft)', imperial '14.46 ft (14' 5 9/16"; 4.409 m)'; birdsmouth
 * figures: metric '70.0 mm (2.76 in)', imperial '1.75 in (1 3/4"; 44.5 mm)'; feet and inches from the unrounded figure.
 */
export function rafterTexts(input: RoofPitchInput) {
	const system = ROOF_PITCH_SYSTEMS[input.unit]
	const isMetric = input.unit === 'metric'
	const [longest] = system.stock.slice(-1)
	const inLengthUnit = (value: number) => `${formatEntered(value)} ${system.lengthUnit}`
	const inFineUnit = (value: number) => `${formatEntered(value)} ${system.fineUnit}`
	return {
		/** A length in m or ft, in both systems. */
		length: (value: number) =>
			isMetric
				? `${formatNumber(value, 3)} m (${formatNumber(mToFt(value))} ft)`
				: `${formatNumber(value)} ft (${formatFeetInches(value, 'ft')}; ${formatNumber(ftToM(value), 3)} m)`,
		/** The headline's rafter length, in the chosen system only. */
		headline: (value: number) =>
			isMetric ? `${formatNumber(value, 3)} m` : `${formatNumber(value)} ft (${formatFeetInches(value, 'ft')})`,
		/** A birdsmouth figure in mm or in, in both systems. */
		fine: (value: number) =>
			isMetric
				? `${formatNumber(value, 1)} mm (${formatNumber(mmToIn(value))} in)`
				: `${formatNumber(value)} in (${formatFeetInches(value, 'in')}; ${formatNumber(inToMm(value), 1)} mm)`,
		/** A length typed or worked out, as the working writes it: '7.2 m', '3.581 m', '175 mm'. */
		inLength: inLengthUnit,
		inFine: inFineUnit,
		stock: (stock: RafterStock | null) => stock?.label ?? `Longer than ${longest?.label}: order a special length`,
		longestStock: longest?.label ?? '',
		/** The slope as worked from what was typed: 'tan 35°', '6 ÷ 12', '600 mm ÷ 2,400 mm'. */
		slopeWork: () => {
			if (input.pitchMode === 'riseRun') return `${inFineUnit(input.rise ?? 0)} ÷ ${inFineUnit(input.run ?? 0)}`
			return input.pitchMode === 'degrees'
				? `tan ${formatEntered(input.pitch ?? 0)}°`
				: `${formatEntered(input.pitch ?? 0)} ÷ 12`
		},
		/** Spaces between rafters, in one unit: '8 m ÷ 0.4 m', '480 in ÷ 16 in'. */
		spacingWork: (buildingLength: number, spacing: number) =>
			isMetric
				? `${inLengthUnit(buildingLength)} ÷ ${formatEntered(mmToM(spacing))} m`
				: `${formatEntered(ftToIn(buildingLength))} in ÷ ${inFineUnit(spacing)}`,
	}
}
