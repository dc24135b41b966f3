import {
	CUSTOM_DIAMETER_BOUNDS,
	describePipe,
	lbPerIn3,
	resolvePipe,
} from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { boreArea, bothSystems, convertedSteps } from '#app/calculators/plumbing/shared/working.ts'
import type { ShownResult } from '#app/components/results/result-lines.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import {
	IN3_PER_FT3,
	IN3_PER_US_GAL,
	IN_PER_FT,
	L_PER_US_GAL,
	LB_PER_KG,
	LB_PER_US_GAL_WATER,
	LITRES_PER_M3,
	MM_PER_IN,
	MM_PER_M,
	type UnitSystem,
} from '#app/lib/units.ts'
import { EXTRA_VOLUME_BOUNDS, type PipeCalculatorInput, type PipeRunInput, RUN_BOUNDS } from './schema.ts'

export type PipeRunResult = {
	name: string
	/** '22 mm UK copper (EN 1057)', or 'Custom'. */
	pipe: string
	insideDiameterMm: number
	insideDiameterIn: number
	/** Water per length: L/m (metric) or US gal/ft (imperial). */
	volumePerLength: number
	/** L or US gal. */
	volume: number
	/** kg/m or lb/ft, and kg or lb; null for a custom run (outside diameter unknown). */
	pipeWeightPerLength: number | null
	pipeWeight: number | null
}

export type PipeCalculatorFigures = {
	runs: ReadonlyArray<PipeRunResult>
	/** Pipework alone and the extra volume, L or US gal. */
	pipeworkVolume: number
	extraVolume: number
	litres: number
	usGallons: number
	cubicMetres: number
	cubicFeet: number
	waterKg: number
	waterLb: number
	/** Null when every run is custom. */
	pipeKg: number | null
	pipeLb: number | null
	filledKg: number
	filledLb: number
	hasCustomRun: boolean
}

export type PipeCalculatorResult = PipeCalculatorFigures & Estimated

/** mm² to m²: kg/m = ρ · π/4 · (OD² − ID²) · 1e-6, L/m = π/4 · ID² · 1e-6 × 1000. */
const M2_PER_MM2 = 1 / MM_PER_M ** 2

/**
 * docs/calculators/pipe-calculator.md §3 steps 1 and 2, per run.
 * Metric: L/m = π · ID² / 4,000, kg/m = ρ · π/4 · (OD² − ID²) · 1e-6.
 * Imperial: gal/ft = π/4 · ID² · 12 / 231, lb/ft = ρ · π/4 · (OD² − ID²) · 12 with ρ in lb/in³.
 */
function runResult(run: PipeRunInput, system: UnitSystem): PipeRunResult {
	const pipe = resolvePipe(run, run.customDiameter, system)
	const isMetric = system === 'metric'
	const boreArea = (Math.PI / 4) * pipe.insideDiameter ** 2
	const volumePerLength = isMetric ? boreArea * M2_PER_MM2 * LITRES_PER_M3 : (boreArea * IN_PER_FT) / IN3_PER_US_GAL
	const { outsideDiameter, densityKgPerM3 } = pipe
	const wallArea = outsideDiameter === null ? null : (Math.PI / 4) * (outsideDiameter ** 2 - pipe.insideDiameter ** 2)
	const pipeWeightPerLength =
		wallArea === null || densityKgPerM3 === null
			? null
			: isMetric
				? densityKgPerM3 * wallArea * M2_PER_MM2
				: lbPerIn3(densityKgPerM3) * wallArea * IN_PER_FT
	return {
		name: run.name,
		pipe: outsideDiameter === null ? 'Custom' : describePipe(run, run.customDiameter, system),
		insideDiameterMm: isMetric ? pipe.insideDiameter : pipe.insideDiameter * MM_PER_IN,
		insideDiameterIn: isMetric ? pipe.insideDiameter / MM_PER_IN : pipe.insideDiameter,
		volumePerLength,
		volume: volumePerLength * run.length,
		pipeWeightPerLength,
		pipeWeight: pipeWeightPerLength === null ? null : pipeWeightPerLength * run.length,
	}
}

/**
 * docs/calculators/pipe-calculator.md §3: water content = Σ runs + extra; water 1 kg/L (metric) or 8.345395 lb/US gal;
 * pipe weight = Σ listed runs; filled = water + pipe. Other units: m³ = L / 1000, gal = L / 3.785411784,
 * ft³ = gal × 231 / 1728, lb = kg × 2.20462.
 */
function pipeFigures(input: PipeCalculatorInput): PipeCalculatorFigures {
	const system = input.unit
	const isMetric = system === 'metric'
	const runs = input.runs.map((run) => runResult(run, system))
	const pipeworkVolume = runs.reduce((sum, run) => sum + run.volume, 0)
	const volume = pipeworkVolume + input.extraVolume
	const litres = isMetric ? volume : volume * L_PER_US_GAL
	const usGallons = isMetric ? volume / L_PER_US_GAL : volume
	const weighed = runs.filter((run) => run.pipeWeight !== null)
	const pipeWeight = weighed.length ? weighed.reduce((sum, run) => sum + (run.pipeWeight ?? 0), 0) : null
	const water = isMetric ? litres : usGallons * LB_PER_US_GAL_WATER
	const [waterKg, waterLb] = isMetric ? [water, water * LB_PER_KG] : [water / LB_PER_KG, water]
	const pipeKg = pipeWeight === null ? null : isMetric ? pipeWeight : pipeWeight / LB_PER_KG
	const pipeLb = pipeWeight === null ? null : isMetric ? pipeWeight * LB_PER_KG : pipeWeight
	return {
		runs,
		pipeworkVolume,
		extraVolume: input.extraVolume,
		litres,
		usGallons,
		cubicMetres: litres / LITRES_PER_M3,
		cubicFeet: (usGallons * IN3_PER_US_GAL) / IN3_PER_FT3,
		waterKg,
		waterLb,
		pipeKg,
		pipeLb,
		filledKg: waterKg + (pipeKg ?? 0),
		filledLb: waterLb + (pipeLb ?? 0),
		hasCustomRun: weighed.length < runs.length,
	}
}

/**
 * The water content and the totals, in the chosen system, with their working: each run's water (π/4 × ID² × length)
 * and pipe (π/4 × (OD² − ID²) × length × density), summed; the water content, its cubic volume and weights. A weight
 * not known (a custom pipe's) is '–'.
 */
function pipeShown(input: PipeCalculatorInput, figures: PipeCalculatorFigures): ShownResult {
	const system = input.unit
	const isMetric = system === 'metric'
	const { unit } = EXTRA_VOLUME_BOUNDS[system]
	const volume = (value: number) => `${formatNumber(value)} ${unit}`
	const total = isMetric ? figures.litres : figures.usGallons
	const kilograms = (value: number | null) => `${formatNumber(value ?? 0)} kg`
	const pounds = (value: number | null) => `${formatNumber(value ?? 0)} lb`
	const own = (kg: number | null, lb: number | null) => (isMetric ? kilograms(kg) : pounds(lb))
	const both = (kg: number | null, lb: number | null) =>
		kg === null || lb === null ? '–' : bothSystems(system, kilograms(kg), pounds(lb))
	const perLength = (length: number) =>
		` × ${formatEntered(length)} ${RUN_BOUNDS[system].unit} ${isMetric ? '÷ 1,000' : '× 12'}`
	const water: Array<string> = []
	const pipe: Array<string> = []
	for (const run of input.runs) {
		const {
			insideDiameter: id,
			outsideDiameter: od,
			densityKgPerM3: density,
		} = resolvePipe(run, run.customDiameter, system)
		water.push(`${boreArea(system, id)}${perLength(run.length)}${isMetric ? '' : ' ÷ 231'}`)
		if (od !== null && density !== null) {
			pipe.push(
				`π/4 × (${formatEntered(od)}² − ${formatEntered(id)}²) ${CUSTOM_DIAMETER_BOUNDS[system].unit}²${perLength(run.length)} × ${formatEntered(isMetric ? density / LITRES_PER_M3 : lbPerIn3(density))}`,
			)
		}
	}
	return {
		headline: {
			label: 'Water content',
			value: volume(total),
			steps: `${volume(figures.pipeworkVolume)} + ${volume(figures.extraVolume)} =`,
		},
		tables: [
			{
				caption: 'Totals',
				lines: [
					{ label: 'Pipework volume', value: volume(figures.pipeworkVolume), steps: `${water.join(' + ')} =` },
					{ label: 'Extra volume', value: volume(figures.extraVolume) },
					{
						label: 'Water content',
						value: bothSystems(
							system,
							`${formatNumber(figures.litres)} L`,
							`${formatNumber(figures.usGallons)} US gal`,
						),
					},
					{
						label: 'Cubic volume',
						value: bothSystems(
							system,
							`${formatNumber(figures.cubicMetres, 3)} m³`,
							`${formatNumber(figures.cubicFeet)} ft³`,
						),
						steps: convertedSteps(volume(total), (isMetric ? figures.cubicMetres : figures.cubicFeet) / total),
					},
					{
						label: 'Water weight',
						value: both(figures.waterKg, figures.waterLb),
						steps: convertedSteps(volume(total), (isMetric ? figures.waterKg : figures.waterLb) / total),
					},
					{
						label: 'Pipe weight (empty)',
						value: both(figures.pipeKg, figures.pipeLb),
						steps: pipe.length ? `${pipe.join(' + ')} =` : undefined,
					},
					{
						label: 'Filled weight',
						value: both(figures.filledKg, figures.filledLb),
						steps: `${own(figures.waterKg, figures.waterLb)} + ${own(figures.pipeKg, figures.pipeLb)} =`,
					},
				],
			},
		],
	}
}

/**
 * docs/calculators/pipe-calculator.md §3 (see `pipeFigures`), with the lines shown and their working; nothing to buy.
 */
export function computePipeCalculator(input: PipeCalculatorInput): PipeCalculatorResult {
	const figures = pipeFigures(input)
	return { ...figures, shown: pipeShown(input, figures), purchases: [] }
}
