import type { Worked } from '#app/estimate/estimate.ts'
import { roundedUp } from '#app/estimate/working-text.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { ft2ToM2, G_PER_KG, kgToLb, lbToKg, m2ToFt2 } from '#app/lib/units.ts'
import { GRASS_TYPES, type GrassSeason } from './grass-types.ts'
import type { GrassSeedInput } from './schema.ts'

/** Seed 001 §9: overseeding an existing lawn uses 60% of the new-lawn rate. */
export const OVERSEEDING_FACTOR = 0.6

/** The rate basis of the imperial seeding rates: lb per 1,000 ft². */
const FT2_PER_IMPERIAL_RATE = 1000

export type GrassSeedResult = {
	areaM2: number
	areaFt2: number
	seedKg: number
	seedLb: number
	/** The rate as applied (overseeding included), in both units. */
	rateGPerM2: number
	rateLbPer1000Ft2: number
	bagsNeeded: number
	season: GrassSeason
} & Worked

/**
 * Seed 001 §9 and SPEC-NOTES §3. Square metres use the metric rate: kg = m² × kg/m²;
 * square feet the imperial one: lb = ft² / 1000 × lb per 1,000 ft². Both × 0.6 when overseeding.
 * The other mass unit is converted from the computed one; bags = ceil(seed in the bag unit / bag size).
 */
export function computeGrassSeed(input: GrassSeedInput): GrassSeedResult {
	const grass = GRASS_TYPES[input.grassType]
	const factor = input.isOverseeding ? OVERSEEDING_FACTOR : 1
	const isMetric = input.unit === 'm2'
	const areaM2 = isMetric ? input.area : ft2ToM2(input.area)
	const areaFt2 = isMetric ? m2ToFt2(input.area) : input.area
	// Seed in the unit its rate is given in (kg for m², lb for ft²); the other mass is converted from it.
	const seed = isMetric
		? input.area * grass.rate.kgPerM2 * factor
		: (input.area / FT2_PER_IMPERIAL_RATE) * grass.rate.lbPer1000Ft2 * factor
	const seedKg = isMetric ? seed : lbToKg(seed)
	const seedLb = isMetric ? kgToLb(seed) : seed
	const { bagSize, bagUnit } = input
	const inBagUnit = bagUnit === 'kg' ? seedKg : seedLb
	const bagsNeeded = ceilCount(inBagUnit / bagSize)
	const rateGPerM2 = (seedKg * G_PER_KG) / areaM2
	const rateLbPer1000Ft2 = (seedLb / areaFt2) * FT2_PER_IMPERIAL_RATE
	// The working (issue #17), each line ending with the results' text.
	const bag = `${formatEntered(bagSize)} ${bagUnit}`
	const shownSeed = `${formatNumber(seedKg)} kg (${formatNumber(seedLb)} lbs)`
	return {
		areaM2,
		areaFt2,
		seedKg,
		seedLb,
		rateGPerM2,
		rateLbPer1000Ft2,
		bagsNeeded,
		season: grass.season,
		working: [
			{
				label: 'Seed Needed',
				steps: `${formatEntered(input.area)} ${isMetric ? `m² × ${grass.rate.kgPerM2} kg/m²` : `ft² × ${grass.rate.lbPer1000Ft2} lbs per 1,000 ft²`}${input.isOverseeding ? ` × ${OVERSEEDING_FACTOR} overseeding` : ''} = ${shownSeed}`,
			},
			{
				label: 'Seeding Rate',
				steps: `${formatEntered(seedKg)} kg ÷ ${formatEntered(areaM2)} m² = ${formatNumber(rateGPerM2)} g/m² (${formatNumber(rateLbPer1000Ft2)} lbs per 1,000 ft²)`,
			},
			{
				label: 'Bags Required',
				steps: `${formatNumber(inBagUnit)} ${bagUnit} ÷ ${bag} = ${roundedUp(inBagUnit / bagSize, bagsNeeded)} ${bagsNeeded === 1 ? 'bag' : 'bags'} of ${bag}`,
			},
		],
		purchases: bagsNeeded
			? [
					{
						key: `${input.grassType}-seed-bag`,
						item: `${grass.name} seed, ${bag} bag`,
						quantity: bagsNeeded,
						unit: 'bag',
					},
				]
			: [],
	}
}
