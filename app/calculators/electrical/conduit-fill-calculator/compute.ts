import {
	cableFactor,
	CONDUIT_DIAMETERS_MM,
	type ConduitDiameter,
	type ConduitFactors,
	LONG_RUN_CONDUIT_FACTORS,
	SHORT_RUN_CONDUIT_FACTORS,
	SHORT_RUN_MAX_M,
} from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import {
	conductorAreaIn2,
	conduitAreaIn2,
	FILL_LIMIT_PERCENT,
	METRIC_DESIGNATORS,
	NOTE_7_ROUND_UP_FRACTION,
	TRADE_SIZES,
} from '#app/calculators/electrical/shared/nec-chapter-9.ts'
import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import { floorCount } from '#app/lib/rounding.ts'
import { MESSAGES } from './fields.ts'
import { type ConductorRowInput, type ConduitFillInput, isShortRun } from './schema.ts'
import {
	bendsText,
	cableLabel,
	conduitTypeName,
	judged,
	percentText,
	squareInches,
	ukHeadline,
	ukMethod,
	ukSmallest,
	ukStatus,
	usHeadline,
	usSmallest,
	usStatus,
	wireLabel,
	withMm2,
} from './shown.ts'
import { isAtLeast, isAtMost } from '#app/calculators/electrical/shared/tolerance.ts'
import type { UkConduitFillFigures, UsConduitFillFigures, UsRowResult } from './types.ts'

export type UsConduitFillResult = UsConduitFillFigures & Estimated
export type UkConduitFillResult = UkConduitFillFigures & Estimated
export type ConduitFillResult = UsConduitFillResult | UkConduitFillResult

/** Chapter 9 Table 1: 53 % for one conductor, 31 % for two, 40 % for three or more. */
export function fillLimitPercent(conductorCount: number) {
	if (conductorCount === 1) return FILL_LIMIT_PERCENT.one
	return conductorCount === 2 ? FILL_LIMIT_PERCENT.two : FILL_LIMIT_PERCENT.more
}

/** Note 7: w = floorCount(r), one more when r's decimal is 0.8 or more (tolerance rule). */
export function roundByNote7(ratio: number) {
	const whole = floorCount(ratio)
	return isAtLeast(ratio - whole, NOTE_7_ROUND_UP_FRACTION) ? whole + 1 : whole
}

/**
 * docs/calculators/conduit-fill-calculator.md §3, US step 5: how many wires of area a fit a conduit of area A. n3 at
 * 40 % if it is 3 or more, else 2 if two fit at 31 %, else 1 if one fits at 53 %, else 0. Reproduces NEC Annex C.
 */
export function maxConductors(conduitArea: number, wireArea: number) {
	const count = (limitPercent: number) => roundByNote7((limitPercent / 100) * (conduitArea / wireArea))
	const n3 = count(FILL_LIMIT_PERCENT.more)
	if (n3 >= 3) return n3
	if (count(FILL_LIMIT_PERCENT.two) >= 2) return 2
	return count(FILL_LIMIT_PERCENT.one) >= 1 ? 1 : 0
}

const rowArea = (row: ConductorRowInput) => conductorAreaIn2(row.type, row.size)

/** Rows all of one type and size: step 6 judges them by their Note 7 count. */
function isAlike(rows: ReadonlyArray<Pick<ConductorRowInput, 'type' | 'size'>>) {
	const [first] = rows
	return first !== undefined && rows.every((row) => row.type === first.type && row.size === first.size)
}

/**
 * docs/calculators/conduit-fill-calculator.md §3, US step 6: rows all of one type and size pass by the Note 7 count
 * (N ≤ nmax); mixed rows pass when fill % ≤* the Table 1 limit.
 */
function usFill(rows: ReadonlyArray<ConductorRowInput>, conduitArea: number) {
	const conductorCount = rows.reduce((sum, row) => sum + row.count, 0)
	const conductorArea = rows.reduce((sum, row) => sum + row.count * rowArea(row), 0)
	const limitPercent = fillLimitPercent(conductorCount)
	const fillPercent = (conductorArea / conduitArea) * 100
	const [first] = rows
	const isPass =
		isAlike(rows) && first
			? conductorCount <= maxConductors(conduitArea, rowArea(first))
			: isAtMost(fillPercent, limitPercent)
	return { conductorCount, conductorArea, limitPercent, fillPercent, isPass }
}

/**
 * docs/calculators/conduit-fill-calculator.md §3 (US): NEC Chapter 9 fill, pass/fail, the smallest conduit and each
 * wire's maximum alone.
 */
function computeUs(input: ConduitFillInput): UsConduitFillResult {
	const { conduitType, tradeSize, rows } = input
	const area = conduitAreaIn2(conduitType, tradeSize)
	const fill = usFill(rows, area)
	const figures: UsConduitFillFigures = {
		standard: 'imperial',
		conduitType,
		tradeSize,
		metricDesignator: METRIC_DESIGNATORS[TRADE_SIZES.indexOf(tradeSize)] ?? 0,
		conduitAreaIn2: area,
		conductorCount: fill.conductorCount,
		limitPercent: fill.limitPercent,
		allowedAreaIn2: (area * fill.limitPercent) / 100,
		conductorAreaIn2: fill.conductorArea,
		fillPercent: fill.fillPercent,
		isPass: fill.isPass,
		isPermittedByNote7: fill.isPass && !isAtMost(fill.fillPercent, fill.limitPercent),
		smallestTradeSize: TRADE_SIZES.find((size) => usFill(rows, conduitAreaIn2(conduitType, size)).isPass) ?? null,
		rows: rows.map((row) => ({
			name: row.name,
			type: row.type,
			size: row.size,
			count: row.count,
			areaIn2: rowArea(row),
			maxAlone: maxConductors(area, rowArea(row)),
		})),
	}
	return { ...figures, shown: usShown(figures), purchases: [] }
}

const inches = (value: number) => `${formatEntered(value)} in²`

/** Step 5 in order: the count at 40 % if 3 or more, else 2 if two fit at 31 %, else 1 if one fits at 53 %, else 0. */
const NOTE_7_STEPS = [
	[FILL_LIMIT_PERCENT.more, 3],
	[FILL_LIMIT_PERCENT.two, 2],
	[FILL_LIMIT_PERCENT.one, 1],
] as const

/**
 * A wire's maximum alone, worked as docs/calculators/conduit-fill-calculator.md §6 does: '40 % × 0.533 in² ÷ 0.0824 in²
 * = 2.5874 → 2 < 3; 31 % … →'.
 */
function maxAloneSteps(area: number, row: UsRowResult) {
	let steps = ''
	for (const [limitPercent, least] of NOTE_7_STEPS) {
		const ratio = (limitPercent / 100) * (area / row.areaIn2)
		const count = roundByNote7(ratio)
		const worked = `${steps}${limitPercent} % × ${inches(area)} ÷ ${inches(row.areaIn2)} = ${formatEntered(ratio)} →`
		// One wire fits at 53 %: its count is 1, however many the ratio would give.
		if (count >= least || least === 1) return count > row.maxAlone ? `${worked} ${formatCount(count)} ≥ 1 →` : worked
		steps = `${worked} ${formatCount(count)} < ${least}; `
	}
	return steps
}

/**
 * The US lines (docs/calculators/conduit-fill-calculator.md §3) with their working: the count, limit, areas and fill; a
 * pass judged as step 6 judges it (identical wires by their Note 7 count, else the fill against the limit), at this
 * conduit and at the smallest (4 in when none passes); then each wire's maximum alone.
 */
function usShown(figures: UsConduitFillFigures): ShownResult {
	const { conduitAreaIn2: area, conductorAreaIn2: sum, conductorCount: count, limitPercent, rows } = figures
	const limit = `${limitPercent} %`
	const conductors = `${formatCount(count)} conductors`
	const [first] = rows
	const alike = isAlike(rows)
	const fillSteps = (conduit: number) => `${squareInches(sum)} ÷ ${inches(conduit)} × 100 =`
	const judgedAt = (conduit: number) => {
		if (alike && first) {
			const max = maxConductors(conduit, first.areaIn2)
			return judged(conductors, count <= max, `${formatCount(max)} max`)
		}
		const fill = (sum / conduit) * 100
		return judged(`${fillSteps(conduit)} ${percentText(fill)}`, isAtMost(fill, limitPercent), limit)
	}
	const fill = judged(percentText(figures.fillPercent), isAtMost(figures.fillPercent, limitPercent), limit)
	const smallest = conduitAreaIn2(figures.conduitType, figures.smallestTradeSize ?? '4')
	const conduit = `${figures.tradeSize} in ${conduitTypeName(figures)}`
	return {
		headline: {
			label: 'Conduit fill',
			value: usHeadline(figures),
			isMessage: true,
			steps: `${fill}${alike ? `; ${judgedAt(area)}` : ''} →`,
		},
		tables: [
			{
				caption: 'Conduit fill (NEC Chapter 9)',
				lines: [
					{ label: 'Conduit', value: `${conduit} (metric designator ${figures.metricDesignator})` },
					{ label: 'Internal area', value: withMm2(area, 3) },
					{
						label: 'Number of conductors',
						value: formatCount(count),
						steps: `${rows.map((row) => row.count).join(' + ')} =`,
					},
					{ label: 'Fill limit', value: limit, steps: `${conductors} →` },
					{
						label: 'Allowed area',
						value: squareInches(figures.allowedAreaIn2),
						steps: `${inches(area)} × ${limit} =`,
					},
					{
						label: 'Conductor area',
						value: withMm2(sum),
						steps: `${rows.map((row) => `${row.count} × ${inches(row.areaIn2)}`).join(' + ')} =`,
					},
					{ label: 'Fill', value: percentText(figures.fillPercent), steps: fillSteps(area) },
					{ label: 'Pass or fail', value: usStatus(figures), steps: `${judgedAt(area)} →` },
					{ label: 'Smallest conduit', value: usSmallest(figures), steps: `${judgedAt(smallest)} →` },
				],
			},
			{
				caption: `Maximum of each wire alone in ${conduit}`,
				lines: rows.map((row) => ({
					label: wireLabel(row),
					value: formatCount(row.maxAlone),
					steps: maxAloneSteps(area, row),
				})),
			},
		],
	}
}

/**
 * Table H's row for a long run: the smallest tabulated length ≥* L (1 m for shorter runs), and its factors for
 * the bends: null for '—'.
 */
function longRunFactors(runLengthM: number, bends: number) {
	const row = LONG_RUN_CONDUIT_FACTORS.find(([lengthM]) => isAtLeast(lengthM, Math.max(runLengthM, 1)))
	if (!row) throw new CalculationError(MESSAGES.runLengthOver)
	const cell = row[1][bends]
	return { tableRowM: row[0], factors: Array.isArray(cell) ? (cell as ConduitFactors) : null }
}

/** docs/calculators/conduit-fill-calculator.md §3 (UK): the IET On-Site Guide cable-factor method. */
function computeUk(input: ConduitFillInput): UkConduitFillResult {
	const { runLength, bends, rows } = input
	const diameterMm = Number(input.diameter) as ConduitDiameter
	const short = isShortRun(runLength, bends)
	const run = short ? 'short' : 'long'
	const { tableRowM, factors } = short
		? { tableRowM: null, factors: SHORT_RUN_CONDUIT_FACTORS }
		: longRunFactors(runLength, bends)
	const cableFactors = rows.map((row) => {
		const factor = cableFactor(row.cable, run)
		if (factor === null) throw new CalculationError(MESSAGES.shortRunCable)
		return factor
	})
	const cableFactorSum = rows.reduce((sum, row, index) => sum + row.count * (cableFactors[index] ?? 0), 0)
	const conduitFactor = factors?.[CONDUIT_DIAMETERS_MM.indexOf(diameterMm)] ?? null
	const smallestIndex = factors ? factors.findIndex((factor) => isAtLeast(factor, cableFactorSum)) : -1
	const figures: UkConduitFillFigures = {
		standard: 'metric',
		isShortRun: short,
		tableRowM,
		bends,
		diameterMm,
		cableFactorSum,
		conduitFactor,
		usedPercent: conduitFactor === null ? null : (cableFactorSum / conduitFactor) * 100,
		isPass: conduitFactor !== null && isAtMost(cableFactorSum, conduitFactor),
		smallestDiameterMm: CONDUIT_DIAMETERS_MM[smallestIndex] ?? null,
		rows: rows.map((row, index) => {
			const factor = cableFactors[index] ?? 0
			return {
				name: row.name,
				cable: row.cable,
				count: row.count,
				cableFactor: factor,
				maxAlone: conduitFactor === null ? null : floorCount(conduitFactor / factor),
			}
		}),
	}
	// The factor the smallest conduit is judged by: its own, or 32 mm's when none is large enough.
	const smallestFactor = factors?.at(smallestIndex) ?? null
	return { ...figures, shown: ukShown(figures, runLength, smallestFactor), purchases: [] }
}

/**
 * The UK lines (docs/calculators/conduit-fill-calculator.md §3) with their working: the run's method, Σ count × cable
 * factor, and Σ against the conduit factor (this conduit's, the smallest's); with no factor for the length and bends
 * ('—'), that is what the results are judged on.
 */
function ukShown(figures: UkConduitFillFigures, runLength: number, smallestFactor: number | null): ShownResult {
	const { cableFactorSum, conduitFactor: factor, rows } = figures
	const sum = formatCount(cableFactorSum)
	const against = (conduit: number) => judged(sum, isAtMost(cableFactorSum, conduit), formatCount(conduit))
	const judgedBy = factor === null ? 'No conduit factor' : against(factor)
	const method = judged(`${formatEntered(runLength)} m`, isAtMost(runLength, SHORT_RUN_MAX_M), `${SHORT_RUN_MAX_M} m`)
	return {
		headline: { label: 'Conduit capacity', value: ukHeadline(figures), isMessage: true, steps: `${judgedBy} →` },
		tables: [
			{
				caption: 'Cable-factor method (IET On-Site Guide)',
				lines: [
					{ label: 'Method', value: ukMethod(figures), steps: `${method}, ${bendsText(figures.bends)} →` },
					{
						label: 'Sum of cable factors',
						value: sum,
						steps: `${rows.map((row) => `${row.count} × ${row.cableFactor}`).join(' + ')} =`,
					},
					{ label: 'Conduit factor', value: factor === null ? '— (not covered)' : formatCount(factor) },
					factor === null
						? { label: 'Capacity used', value: '–' }
						: {
								label: 'Capacity used',
								value: percentText(figures.usedPercent ?? 0),
								steps: `${sum} ÷ ${formatCount(factor)} × 100 =`,
							},
					{ label: 'Pass or fail', value: ukStatus(figures), steps: `${judgedBy} →` },
					{
						label: 'Smallest conduit',
						value: ukSmallest(figures),
						steps: `${smallestFactor === null ? judgedBy : against(smallestFactor)} →`,
					},
				],
			},
			{
				caption: `Maximum of each cable alone in a ${figures.diameterMm} mm conduit`,
				lines: rows.map((row): ResultLine =>
					factor === null || row.maxAlone === null
						? { label: cableLabel(row), value: '–' }
						: {
								label: cableLabel(row),
								value: formatCount(row.maxAlone),
								steps: `${formatCount(factor)} ÷ ${row.cableFactor} = ${formatEntered(factor / row.cableFactor)} →`,
							},
				),
			},
		],
	}
}

/** docs/calculators/conduit-fill-calculator.md §3: US NEC Chapter 9 fill, or the UK cable-factor method. */
export function computeConduitFill(input: ConduitFillInput): ConduitFillResult {
	return input.standard === 'metric' ? computeUk(input) : computeUs(input)
}
