import type { ResultLine, ResultTable, ShownResult } from '#app/components/results/result-lines.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { SIZE_UNITS } from './options.ts'
import { type DuctInput, ductFieldBounds } from './schema.ts'
import type { DuctFigures, DuctFlow, RectangularDuct } from './types.ts'

/** The message that replaces the headline when the airflow needs more than the largest standard size. */
export function noRoundSizeMessage(largest: number, unit: UnitSystem) {
	return `No standard round size above ${formatCount(largest)} ${SIZE_UNITS[unit]}: use a rectangular duct or split the airflow`
}

/** The active system's figure first, the other's beside it. */
function pair(unit: UnitSystem, imperial: string, metric: string) {
	return unit === 'imperial' ? `${imperial} (${metric})` : `${metric} (${imperial})`
}

/** Pieces of the working both ducts share: the flow q with its unit, in² or mm² per ft² or m², f at a diameter. */
type Working = { flow: string; perArea: string; friction: (diameter: number) => string }

/** A velocity and a friction as the results show them, the active system's first. */
function flowTexts(unit: UnitSystem, flow: DuctFlow) {
	return [
		pair(unit, `${formatCount(flow.velocityFpm)} fpm`, `${formatNumber(flow.velocityMs)} m/s`),
		pair(unit, `${formatNumber(flow.frictionInWc, 3)} in. w.c./100 ft`, `${formatNumber(flow.frictionPaM)} Pa/m`),
	] as const
}

/**
 * docs/calculators/duct-size-calculator.md §3: the lines: the standard round size (or the message that none is large enough), the
 * round duct's table and, when a width fits the fixed side, the rectangle's. A flow q in CFM or L/s: velocity =
 * q × 144 ÷ in² (fpm) or q × 1,000 ÷ mm² (m/s); friction f = K × q^1.9 ÷ d^5.02 and d = (K × q^1.9 ÷ f)^(1/5.02).
 */
export function ductShown(input: DuctInput, figures: DuctFigures, frictionK: number): ShownResult {
	const { unit } = input
	const isImperial = unit === 'imperial'
	const size = SIZE_UNITS[unit]
	const q = formatEntered(isImperial ? input.airflow : figures.airflowLs)
	const kq = `${formatNumber(frictionK, isImperial ? 4 : 0)} × ${q}^1.9`
	const work: Working = {
		flow: `${q} ${isImperial ? 'CFM' : 'L/s'}`,
		perArea: isImperial ? '144' : '1,000',
		friction: (diameter) => `${kq} ÷ ${formatEntered(diameter)}^5.02 =`,
	}
	const required = pair(
		unit,
		`${formatNumber(figures.requiredDiameterIn)} in`,
		`${formatNumber(figures.requiredDiameterMm, 1)} mm`,
	)
	const need = isImperial
		? `${formatNumber(figures.requiredDiameterIn)} in`
		: `${formatNumber(figures.requiredDiameterMm, 1)} mm`
	const { standardSize, round, rectangular } = figures
	const diameter = standardSize ?? figures.requiredDiameter
	const atRequired = standardSize === null ? ' at the required diameter' : ''
	const [velocity, friction] = flowTexts(unit, round)
	const rate = ductFieldBounds(unit)
	const sized: Pick<ResultLine, 'value' | 'steps'> =
		standardSize === null ? { value: '–' } : { value: `${formatCount(standardSize)} ${size}`, steps: `${need} →` }
	const roundTable: ResultTable = {
		caption: 'Round Duct',
		lines: [
			{
				label: 'Required exact diameter',
				value: required,
				steps: `${
					input.method === 'friction'
						? `(${kq} ÷ ${formatEntered(input.friction)})^(1/5.02)`
						: `√(4 × ${work.flow} × ${work.perArea} ÷ (π × ${formatEntered(input.velocity)} ${rate.velocity.unit}))`
				} =`,
			},
			{ label: 'Standard size', ...sized },
			{
				label: 'Velocity',
				value: velocity + atRequired,
				steps: `${work.flow} × ${work.perArea} ÷ (π/4 × ${formatEntered(diameter)}²) =`,
			},
			{ label: 'Friction', value: friction + atRequired, steps: work.friction(diameter) },
			{
				label: 'Airflow',
				value: `${formatNumber(figures.airflowCfm)} CFM, ${formatNumber(figures.airflowLs)} L/s, ${formatNumber(figures.airflowM3h)} m³/h`,
			},
			{
				label: 'Cross-section area',
				value:
					pair(unit, `${formatNumber(figures.areaFt2, 3)} ft²`, `${formatNumber(figures.areaM2, 4)} m²`) + atRequired,
				steps: `π/4 × (${formatEntered(diameter)} ${size} ÷ ${isImperial ? 12 : '1,000'})² =`,
			},
		],
	}
	return {
		headline:
			standardSize === null
				? { label: 'Round duct', value: noRoundSizeMessage(figures.largestStandardSize, unit), isMessage: true }
				: { label: 'Round duct', ...sized, isMessage: false },
		tables: [
			roundTable,
			...(rectangular?.width ? [rectangularTable(unit, rectangular, rectangular.width, need, work)] : []),
		],
	}
}

/** The rectangle of the fixed side and the width found: De ≥ the need, its velocity, friction at De, aspect ratio. */
function rectangularTable(
	unit: UnitSystem,
	rectangle: RectangularDuct,
	width: number,
	need: string,
	work: Working,
): ResultTable {
	const size = SIZE_UNITS[unit]
	const [a, b] = [formatEntered(rectangle.fixedSide), formatEntered(width)]
	const [velocity, friction] = flowTexts(unit, rectangle.flow)
	const de = `${formatNumber(rectangle.equivalentDiameter)} ${size}`
	const [long, short] = rectangle.fixedSide > width ? [a, b] : [b, a]
	return {
		caption: 'Rectangular Duct (equal friction)',
		lines: [
			{ label: 'Rectangular duct', value: `${a} × ${b} ${size}`, steps: `${de} ≥ ${need} →` },
			{
				label: 'Equivalent diameter',
				value: de,
				steps: `1.3 × (${a} × ${b})^0.625 ÷ (${a} + ${b})^0.25 =`,
			},
			{ label: 'Velocity', value: velocity, steps: `${work.flow} × ${work.perArea} ÷ (${a} × ${b}) =` },
			{ label: 'Friction', value: friction, steps: work.friction(rectangle.equivalentDiameter) },
			{ label: 'Aspect ratio', value: formatNumber(rectangle.aspectRatio), steps: `${long} ÷ ${short} =` },
		],
	}
}
