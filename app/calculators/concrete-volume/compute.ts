import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { ft3ToM3, ftToM, kgToLb, m3ToFt3 } from '#app/lib/units.ts'
import { findConcreteType } from './options.ts'
import type { ConcreteInput } from './schema.ts'

/** Seed 001 §9 constants. */
export const WASTAGE_FACTOR = 1.1
export const CEMENT_KG_PER_M3 = 1440
export const AGGREGATE_KG_PER_M3 = 1600
export const WATER_L_PER_M3 = 1000
/** Mix 1:2:3 by volume (6 parts); water 0.5 of the cement part. */
const MIX_PARTS = 6
const WATER_RATIO = 0.5
export const BAG_KG = 25
export const BUILDERS_BAG_KG = 850
export const READY_MIX_ABOVE_M3 = 0.5
/** Reinforcement: 12 mm bars at 0.3 m both ways, steel 7850 kg/m³ (SPEC-NOTES §3). */
export const REBAR_SPACING_M = 0.3
const REBAR_DIAMETER_M = 0.012
const STEEL_KG_PER_M3 = 7850
export const REBAR_KG_PER_M = Math.PI * (REBAR_DIAMETER_M / 2) ** 2 * STEEL_KG_PER_M3
const COLUMN_VERTICAL_BARS = 4

export type ConcreteResult = {
	/** Volume of the shape, m³, before wastage. */
	netVolumeM3: number
	/** Volume to order (with wastage when on), m³ and ft³. */
	volumeM3: number
	volumeFt3: number
	wasteM3: number
	weightKg: number
	weightLb: number
	cementKg: number
	sandKg: number
	gravelKg: number
	waterL: number
	/** Null unless reinforcement is included. */
	rebar: { lengthM: number; weightKg: number } | null
	bags: number
	buildersBags: number
	isReadyMixAdvised: boolean
}

/** Bars each way over a span × span rectangle at 0.3 m: floor(span / 0.3) + 1 bars of the other span. */
function gridBarLengthM(spanA: number, spanB: number) {
	const lines = (span: number) => floorCount(span / REBAR_SPACING_M) + 1
	return lines(spanB) * spanA + lines(spanA) * spanB
}

/**
 * Slab and footing: a grid over the plan (length × width); wall: over the face (length × height);
 * column: 4 vertical bars of its height plus a tie of π × diameter every 0.3 m (floor(height / 0.3) + 1 ties).
 */
function rebarLengthM(input: ConcreteInput) {
	const toM = (value: number) => (input.unit === 'imperial' ? ftToM(value) : value)
	const [length, width, height, diameter] = [input.length, input.width, input.height, input.diameter].map(toM) as [
		number,
		number,
		number,
		number,
	]
	if (input.shape === 'column') {
		const tiePerimeter = diameter > 0 ? Math.PI * diameter : 2 * (length + width)
		const ties = floorCount(height / REBAR_SPACING_M) + 1
		return COLUMN_VERTICAL_BARS * height + ties * tiePerimeter
	}
	return input.shape === 'wall' ? gridBarLengthM(length, height) : gridBarLengthM(length, width)
}

/**
 * Seed 001 §9 and SPEC-NOTES §3. Volume = π (d / 2)² h for a column with a diameter, else l × w × h, in the unit
 * entered (ft³ → m³ × 0.0283168); × 1.1 with wastage. Weight = V × type density. Mix 1:2:3: cement V/6 × 1440 kg,
 * sand 2V/6 × 1600 kg, gravel 3V/6 × 1600 kg, water V/6 × 0.5 × 1000 L. Bags = ceil(kg / 25), builder's bags ceil(kg / 850).
 */
export function computeConcrete(input: ConcreteInput): ConcreteResult {
	const type = findConcreteType(input.concreteType)
	if (!type) throw new TypeError(`Unknown concrete type: ${input.concreteType}`)
	const isRound = input.shape === 'column' && input.diameter > 0
	const enteredVolume = isRound
		? Math.PI * (input.diameter / 2) ** 2 * input.height
		: input.length * input.width * input.height
	const netVolumeM3 = input.unit === 'imperial' ? ft3ToM3(enteredVolume) : enteredVolume
	const factor = input.includeWastage ? WASTAGE_FACTOR : 1
	const volumeM3 = netVolumeM3 * factor
	// SPEC-NOTES §2: an imperial volume is the ft³ entered, its m³ converted from it.
	const volumeFt3 = input.unit === 'imperial' ? enteredVolume * factor : m3ToFt3(volumeM3)
	const weightKg = volumeM3 * type.densityKgPerM3
	const part = volumeM3 / MIX_PARTS
	const rebarM = input.includeReinforcement ? rebarLengthM(input) : null

	return {
		netVolumeM3,
		volumeM3,
		volumeFt3,
		wasteM3: volumeM3 - netVolumeM3,
		weightKg,
		weightLb: kgToLb(weightKg),
		cementKg: part * CEMENT_KG_PER_M3,
		sandKg: 2 * part * AGGREGATE_KG_PER_M3,
		gravelKg: 3 * part * AGGREGATE_KG_PER_M3,
		waterL: part * WATER_RATIO * WATER_L_PER_M3,
		rebar: rebarM === null ? null : { lengthM: rebarM, weightKg: rebarM * REBAR_KG_PER_M },
		bags: ceilCount(weightKg / BAG_KG),
		buildersBags: ceilCount(weightKg / BUILDERS_BAG_KG),
		isReadyMixAdvised: volumeM3 > READY_MIX_ABOVE_M3,
	}
}
