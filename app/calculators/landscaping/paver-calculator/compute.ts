import type { Estimated } from '#app/estimate/estimate.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { IN_PER_FT, inToFt, kgPerM3ToLbPerFt3, mmToM } from '#app/lib/units.ts'
import { BAGS, CEMENT_DENSITY, DRY_VOLUME_FACTOR, findPreset, SAND_DENSITY, SUB_BASE_DENSITY } from './options.ts'
import { isSlab, type PaverInput, perimeterOf } from './schema.ts'
import { paverShown } from './shown.ts'
import type { BeddingFigures, PaverFigures, SubBaseFigures } from './types.ts'

export type PaverResult = Estimated & PaverFigures

/** A value the form asks for with Custom: the schema gives it whenever Custom is chosen. */
function required(value: number | null, name: string) {
	if (value === null) throw new Error(`A custom unit needs its ${name}`)
	return value
}

/** A small size (mm or in) in the length unit (m or ft). */
function toLength(input: PaverInput, small: number) {
	return input.unit === 'metric' ? mmToM(small) : inToFt(small)
}

/** A density in kg/m³ in the system's mass per volume: kg/m³, or lb/ft³ = kg/m³ × 2.20462 ÷ 35.3147. */
function densityOf(input: PaverInput, kgPerM3: number) {
	return input.unit === 'metric' ? kgPerM3 : kgPerM3ToLbPerFt3(kgPerM3)
}

/**
 * Vs = A × depth × (1 + allowance/100); mass = Vs × 2,200 kg/m³ (137.3412 lb/ft³); metric 850 kg bulk bags
 * = ⌈kg ÷ 850⌉, imperial 50 lb bags = ⌈lb ÷ 50⌉, counted by weight (docs/calculators/paver-calculator.md §3).
 */
function subBaseOf(input: PaverInput, area: number): SubBaseFigures | null {
	if (input.subBaseDepth === 0) return null
	const volume = area * toLength(input, input.subBaseDepth) * (1 + input.allowance / 100)
	const mass = volume * densityOf(input, SUB_BASE_DENSITY)
	const bags = ceilCount(input.unit === 'metric' ? mass / BAGS.bulkBagKg : mass / BAGS.baseBagLb)
	return { volume, mass, bags }
}

/**
 * Vb = A × bedding depth × (1 + allowance/100). A sand bed is Vb of sand; a mortar bed n:1 is Vb × 1.25 of dry
 * materials, cement dry ÷ (n + 1) and sand dry × n ÷ (n + 1). Sand 1,600 kg/m³ in 850 kg bulk bags, or 0.5 ft³ bags by
 * volume; cement 1,440 kg/m³ in 25 kg bags, or 94 lb bags (docs/calculators/paver-calculator.md §3).
 */
function beddingOf(input: PaverInput, area: number): BeddingFigures {
	const isMetric = input.unit === 'metric'
	const volume = area * toLength(input, input.beddingDepth) * (1 + input.allowance / 100)
	const mix = input.bedding === 'mortar' ? Number(input.mix) : null
	const dry = mix === null ? volume : volume * DRY_VOLUME_FACTOR
	const sandVolume = mix === null ? volume : (dry * mix) / (mix + 1)
	const sandMass = sandVolume * densityOf(input, SAND_DENSITY)
	const sandBags = ceilCount(isMetric ? sandMass / BAGS.bulkBagKg : sandVolume / BAGS.sandBagFt3)
	const cementVolume = mix === null ? 0 : dry / (mix + 1)
	const cementMass = cementVolume * densityOf(input, CEMENT_DENSITY)
	const cement =
		mix === null
			? null
			: {
					volume: cementVolume,
					mass: cementMass,
					bags: ceilCount(cementMass / (isMetric ? BAGS.cementBagKg : BAGS.cementBagLb)),
				}
	return { kind: input.bedding, volume, mix, dry, sandVolume, sandMass, sandBags, cement }
}

/**
 * Slabs or pavers for the areas, the sub-base, bedding and edge restraint (docs/calculators/paver-calculator.md §3).
 * A = Σ length × width, P = Σ 2(length + width) in m or ft; module M = (l + j)(w + j), metric with l, w and j in m
 * (mm ÷ 1,000), imperial in in² ÷ 144; count = ⌈A × (1 + waste/100) ÷ M⌉ whatever the pattern; edge restraint =
 * max(0, P − edges not needing restraint), Equal to 0 being 0.
 */
export function computePaver(input: PaverInput): PaverResult {
	const preset = findPreset(input.unit, input.paver)
	const unitLength = preset.length ?? required(input.customLength, 'length')
	const unitWidth = preset.width ?? required(input.customWidth, 'width')
	const area = input.areas.reduce((total, entry) => total + entry.length * entry.width, 0)
	const perimeter = perimeterOf(input.areas)
	const module =
		input.unit === 'metric'
			? (mmToM(unitLength) + mmToM(input.joint)) * (mmToM(unitWidth) + mmToM(input.joint))
			: ((unitLength + input.joint) * (unitWidth + input.joint)) / IN_PER_FT ** 2
	const areaWithWaste = area * (1 + input.waste / 100)
	const edges = input.edgesWithoutRestraint
	const figures: PaverFigures = {
		area,
		perimeter,
		isSlab: isSlab(input.unit, input.paver, input.customLength, input.customWidth),
		unitLength,
		unitWidth,
		module,
		perArea: 1 / module,
		areaWithWaste,
		count: ceilCount(areaWithWaste / module),
		subBase: subBaseOf(input, area),
		bedding: beddingOf(input, area),
		edgeRestraint: isEqualTol(perimeter, edges) ? 0 : Math.max(0, perimeter - edges),
	}
	return { ...figures, ...paverShown(input, figures) }
}
