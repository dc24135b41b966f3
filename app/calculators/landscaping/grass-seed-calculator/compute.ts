import type { Estimated } from '#app/estimate/estimate.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { ft2ToM2, G_PER_KG, kgToLb, lbToKg, m2ToFt2 } from '#app/lib/units.ts'
import { GERMINATION_TIME, GRASS_TYPES, type GrassSeason } from './grass-types.ts'
import type { GrassSeedInput } from './schema.ts'

/** docs/calculators/grass-seed-calculator.md §3: overseeding an existing lawn uses 60% of the new-lawn rate. */
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
} & Estimated

/**
 * docs/calculators/grass-seed-calculator.md §3. Square metres use the metric rate: kg = m² × kg/m²;
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
	// The lines shown, with their working (issue #17).
	const bag = `${formatEntered(bagSize)} ${bagUnit}`
	const kg = `${formatNumber(seedKg)} kg`
	const lbs = `${formatNumber(seedLb)} lbs`
	const m2 = `${formatNumber(areaM2)} m²`
	const ft2 = `${formatNumber(areaFt2)} ft²`
	return {
		areaM2,
		areaFt2,
		seedKg,
		seedLb,
		rateGPerM2,
		rateLbPer1000Ft2,
		bagsNeeded,
		season: grass.season,
		shown: {
			headline: { label: 'Total Seed Needed', value: bagUnit === 'kg' ? kg : lbs },
			tables: [
				{
					caption: 'Grass Seed Requirements',
					lines: [
						{ label: 'Area', value: isMetric ? `${m2} (${ft2})` : `${ft2} (${m2})` },
						{
							label: 'Seed Needed',
							value: `${kg} (${lbs})`,
							steps: `${formatEntered(input.area)} ${isMetric ? `m² × ${grass.rate.kgPerM2} kg/m²` : `ft² × ${grass.rate.lbPer1000Ft2} lbs per 1,000 ft²`}${input.isOverseeding ? ` × ${OVERSEEDING_FACTOR} overseeding` : ''} =`,
						},
						{
							label: 'Seeding Rate',
							value: `${formatNumber(rateGPerM2)} g/m² (${formatNumber(rateLbPer1000Ft2)} lbs per 1,000 ft²)`,
							steps: `${formatEntered(seedKg)} kg ÷ ${formatEntered(areaM2)} m² =`,
						},
						{
							label: 'Bags Required',
							value: `${formatCount(bagsNeeded)} ${bagsNeeded === 1 ? 'bag' : 'bags'} of ${bag}`,
							steps: `${formatNumber(inBagUnit)} ${bagUnit} ÷ ${bag} = ${formatEntered(inBagUnit / bagSize)} →`,
						},
						{
							label: 'Seeding Type',
							value: input.isOverseeding ? 'Overseeding (60% of the new-lawn rate)' : 'New Lawn',
						},
						{ label: 'Germination Time', value: GERMINATION_TIME },
					],
				},
			],
		},
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
