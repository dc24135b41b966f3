import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { formatLengthBoth, formatSignificant3, ohmsPerKm } from '#app/calculators/electrical/shared/standard.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { referenceLine } from './reference-text.ts'
import type { VoltageDropFigures } from './types.ts'

/** A percentage as the results show it: '5.28 %'. */
const percentText = (value: number) => `${formatNumber(value)} %`

const volts = (value: number) => `${formatNumber(value)} V`

const passFail = (passes: boolean) => (passes ? 'PASS' : 'FAIL')

/** The drop in % against a limit: '5.28 % > 3 %'. */
function dropAgainst({ dropPercent }: VoltageDropFigures, limitPercent: number, isWithin: boolean) {
	return `${percentText(dropPercent)} ${isWithin ? '≤' : '>'} ${formatEntered(limitPercent)} %`
}

/** '6.34 V (5.28 %) — over the 3 % limit'. */
function voltageDropHeadline(result: VoltageDropFigures) {
	const { limitPercent, isWithinLimit } = result
	return `${volts(result.dropV)} (${percentText(result.dropPercent)}) — ${isWithinLimit ? 'within' : 'over'} the ${formatEntered(limitPercent)} % limit`
}

function conductorLines({ conductor }: VoltageDropFigures): Array<ResultLine> {
	if (conductor.standard === 'metric') {
		return [{ label: 'Resistance used', value: `${formatEntered(conductor.mVPerAm)} mV/A/m` }]
	}
	const { ohmsPerKft, cmil, mm2 } = conductor
	return [
		{
			label: 'Resistance used',
			value: `${formatSignificant3(ohmsPerKft)} Ω/kft (${formatSignificant3(ohmsPerKm(ohmsPerKft))} Ω/km)`,
		},
		{ label: 'Conductor area', value: `${formatCount(cmil)} cmil (≈ ${formatNumber(mm2)} mm²)` },
	]
}

/**
 * The outputs: the headline, then the run's table in the standard's units. The drop, %, load voltage, the 3 % and
 * 5 % checks and the maximum length are worked; the resistance, area and rating are looked up, the length typed.
 */
export function voltageDropShown(figures: VoltageDropFigures): ShownResult {
	const { conductor, standard, dropV, limitPercent } = figures
	const supply = `${formatEntered(figures.voltage)} V`
	const amps = `${formatEntered(figures.current)} A`
	const perAmpere =
		conductor.standard === 'imperial'
			? `${figures.phase === 'three' ? '√3' : 2} × ${amps} × ${formatEntered(conductor.ohmsPerKft)} Ω/kft`
			: `${formatEntered(conductor.mVPerAm)} mV/A/m × ${amps}`
	const unit = standard === 'imperial' ? 'ft' : 'm'
	const drop = `${formatEntered(dropV)} V`
	const check = (limit: number, passes: boolean): ResultLine => ({
		label: `${limit} % limit`,
		value: passFail(passes),
		steps: `${dropAgainst(figures, limit, passes)} →`,
	})
	return {
		headline: {
			label: 'Voltage drop',
			value: voltageDropHeadline(figures),
			isMessage: true,
			steps: `${dropAgainst(figures, limitPercent, figures.isWithinLimit)} →`,
		},
		tables: [
			{
				caption: 'Voltage drop along the run',
				lines: [
					{
						label: 'Voltage drop',
						value: volts(dropV),
						steps: `${perAmpere} × ${formatEntered(figures.length[unit])} ${unit} ÷ 1,000 =`,
					},
					{
						label: 'Voltage drop (%)',
						value: percentText(figures.dropPercent),
						steps: `${drop} ÷ ${supply} × 100 =`,
					},
					{
						label: 'Voltage at load',
						value: volts(figures.loadV),
						steps: `${supply} − ${drop} ${dropV > figures.voltage ? '< 0 →' : '='}`,
					},
					check(3, figures.passes3),
					check(5, figures.passes5),
					{
						label: `Maximum one-way length for ${formatEntered(limitPercent)} %`,
						value: formatLengthBoth(figures.maxLength, standard),
						steps: `${limitPercent} % × ${supply} × 1,000 ÷ (${perAmpere}) =`,
					},
					...conductorLines(figures),
					{ label: 'One-way length', value: formatLengthBoth(figures.length, standard) },
					referenceLine(figures),
				],
			},
		],
	}
}
