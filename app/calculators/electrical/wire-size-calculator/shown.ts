import { UK_MCB_RATINGS } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { cableTypeWords, conductorAreaText, resistanceText } from '#app/calculators/electrical/shared/conductor-text.ts'
import { SIXTY_DEGREE_CIRCUITS_MAX_A, US_BREAKER_RATINGS } from '#app/calculators/electrical/shared/nec-tables.ts'
import { formatLengthBoth } from '#app/calculators/electrical/shared/standard.ts'
import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { WireSizeInput } from './schema.ts'
import type { SizeCheck, WireSizeFigures } from './types.ts'

const amps = (value: number) => `${formatNumber(value)} A`
const volts = (value: number) => `${formatNumber(value)} V`
const percent = (value: number) => `${formatNumber(value)} %`

/** The headline when no size passes both checks: 'No single conductor up to 500 kcmil meets both limits'. */
export function noSizeHeadline(largest: string) {
	return `No single conductor up to ${largest} meets both limits`
}

/** The headline when no protective device in Table D is large enough: 'Beyond this calculator (over 600 A)'. */
export function beyondHeadline(largestAmps: number) {
	return `Beyond this calculator (over ${largestAmps} A)`
}

/** '65 A (75 °C column)', '20 A (75 °C column, limited by NEC 240.4(D))', '45 A (Method 100)'. */
function ratingText(size: SizeCheck, input: WireSizeInput, result: WireSizeFigures) {
	const rating = `${formatEntered(size.rating)} A`
	return input.standard === 'imperial'
		? `${rating} (${result.column} °C column${size.isLimitedBy2404D ? ', limited by NEC 240.4(D)' : ''})`
		: `${rating} (Method ${input.method})`
}

/**
 * The US column used (docs/calculators/wire-size-calculator.md §3 step 4): by circuit size, '60 °C (breaker 100 A or
 * less, NEC 110.14(C)(1)(a))' with the comparison as its working; chosen, '75 °C (chosen)'.
 */
function columnLine(result: WireSizeFigures, deviceRating: number): ResultLine {
	const label = 'Temperature column'
	if (!result.isColumnByCircuit) return { label, value: `${result.column} °C (chosen)` }
	const isSixty = result.column === '60'
	return {
		label,
		value: isSixty
			? `60 °C (breaker ${SIXTY_DEGREE_CIRCUITS_MAX_A} A or less, NEC 110.14(C)(1)(a))`
			: `75 °C (breaker over ${SIXTY_DEGREE_CIRCUITS_MAX_A} A, NEC 110.14(C)(1)(b))`,
		steps: `${deviceRating} A ${isSixty ? '≤' : '>'} ${SIXTY_DEGREE_CIRCUITS_MAX_A} A →`,
	}
}

/**
 * The outputs: the headline, then the 'Sizing' table's rows. Beyond the devices: load, design current and length only.
 * No size fits: the breaker and the two 'alone' sizes too. Otherwise every figure of the recommended size and its
 * neighbours. The ratings, area and resistance are looked up and the length is the one typed: they have no working.
 */
export function wireSizeShown(input: WireSizeInput, result: WireSizeFigures): ShownResult {
	const { standard, sizes, recommended, deviceRating, current, voltage } = result
	const isUs = standard === 'imperial'
	const size = sizes[recommended]
	const largest = sizes.at(-1)
	const fits = deviceRating !== null
	const supply = `${formatEntered(voltage)} V`
	const three = result.phase === 'three'
	const unit = isUs ? 'ft' : 'm'
	const ratingCheck = (checked: SizeCheck) =>
		`${formatEntered(checked.rating)} A ${checked.passesRating ? '≥' : '<'} ${deviceRating} A`
	const dropCheck = (checked: SizeCheck) =>
		`${percent(checked.dropPercent)} ${checked.passesDrop ? '≤' : '>'} ${formatEntered(input.maxDrop)} %`
	const checks = (checked: SizeCheck) => `${ratingCheck(checked)}, ${dropCheck(checked)}`
	const drop = ({ figure }: SizeCheck) =>
		`${'ohmsPerKft' in figure ? `${three ? '√3' : 2} × ${formatEntered(current)} A × ${formatEntered(figure.ohmsPerKft)} Ω/kft` : `${formatEntered(figure.mVPerAm)} mV/A/m × ${formatEntered(current)} A`} × ${formatEntered(result.length[unit])} ${unit} ÷ 1,000`
	/** The first size passing a check, or the largest failing it: '8 AWG: 50 A ≥ 50 A →'. */
	const alone = (label: string, index: number, check: (checked: SizeCheck) => string): ResultLine => {
		const checked = sizes[index] ?? largest
		return { label, value: sizes[index]?.name ?? 'none', steps: checked && `${checked.name}: ${check(checked)} →` }
	}
	/** A neighbour of the recommended size: '15 A · 2.51 V (2.09 %) · FAIL'. */
	const neighbour = (label: string, checked: SizeCheck | undefined): ResultLine | false =>
		!!checked && {
			label: `${label} (${checked.name})`,
			value: `${formatEntered(checked.rating)} A · ${volts(checked.dropV)} (${percent(checked.dropPercent)}) · ${checked.passesRating && checked.passesDrop ? 'PASS' : 'FAIL'}`,
			steps: `${drop(checked)} = ${volts(checked.dropV)}; ${checks(checked)} →`,
		}
	const largestDevice = (isUs ? US_BREAKER_RATINGS : UK_MCB_RATINGS).at(-1) ?? 0
	const headlineSize = size ?? largest
	const watts = input.loadMode === 'kW' ? input.power * 1000 : input.power
	const headline: ShownResult['headline'] = {
		label: 'Recommended size',
		isMessage: !size,
		value: size
			? // The US spelling is the value: 'copper', 'aluminum'.
				`${size.name} ${isUs ? input.material : `${cableTypeWords(input.cableType)} (copper)`}`
			: fits
				? noSizeHeadline(
						isUs
							? `${largest?.name}`
							: `${largest?.name} ${input.cableType === 'twin-and-earth' ? 'T&E' : 'single-core'}`,
					)
				: beyondHeadline(largestDevice),
		steps: `${headlineSize ? `${headlineSize.name}: ${checks(headlineSize)}` : `${amps(result.designCurrent)} > ${largestDevice} A`} →`,
	}
	const rows: Array<ResultLine | false | undefined> = [
		{
			label: 'Load current',
			value: amps(current),
			steps:
				input.loadMode === 'current'
					? undefined
					: `${formatEntered(watts)} W ÷ (${three ? `√3 × ${supply}` : supply} × ${formatEntered(input.powerFactor)}) =`,
		},
		isUs && {
			label: 'Design current',
			value: `${amps(result.designCurrent)}${result.isContinuous ? ' (× 1.25 continuous)' : ''}`,
			steps: result.isContinuous ? `${formatEntered(current)} A × 1.25 =` : undefined,
		},
		fits && {
			label: isUs ? 'Breaker rating' : 'MCB rating',
			value: `${deviceRating} A`,
			steps: `smallest ≥ ${amps(result.designCurrent)} →`,
		},
		deviceRating !== null && isUs && columnLine(result, deviceRating),
		size && { label: 'Rating of recommended size', value: ratingText(size, input, result) },
		size && isUs && { label: 'Conductor area', value: conductorAreaText(size.cmil) },
		size && { label: 'Resistance used', value: resistanceText(size.figure) },
		size && { label: 'Voltage drop', value: volts(size.dropV), steps: `${drop(size)} =` },
		size && {
			label: 'Voltage drop (%)',
			value: percent(size.dropPercent),
			steps: `${formatEntered(size.dropV)} V ÷ ${supply} × 100 =`,
		},
		// VD% ≤ 10 % for a recommended size, so the load voltage is positive.
		size && {
			label: 'Voltage at load',
			value: volts(voltage - size.dropV),
			steps: `${supply} − ${formatEntered(size.dropV)} V =`,
		},
		{ label: 'One-way length', value: formatLengthBoth(result.length, standard) },
		fits && alone('Size by rating alone', result.byRating, ratingCheck),
		fits && alone('Size by voltage drop alone', result.byDrop, dropCheck),
		size && neighbour('Next smaller size', sizes[recommended - 1]),
		size && neighbour('Next larger size', sizes[recommended + 1]),
	]
	return { headline, tables: [{ caption: 'Sizing', lines: rows.filter((row) => !!row) }] }
}
