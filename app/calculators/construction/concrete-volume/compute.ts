import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { ft3ToM3, ftToM, kgToLb, m3ToFt3, mToFt, typedLengthUnit } from '#app/lib/units.ts'
import { findConcreteType } from './options.ts'
import type { ConcreteInput } from './schema.ts'

/** Constants of the method (docs/calculators/concrete-volume.md §3). */
export const WASTAGE_FACTOR = 1.1
export const CEMENT_KG_PER_M3 = 1440
export const AGGREGATE_KG_PER_M3 = 1600
/**
 * Mix 1:2:3 by volume (6 parts) of the dry materials, which take about 1.54 times the volume of the concrete they make
 * (the voids in loose sand and gravel fill with paste). Water 0.5 kg per kg of cement (1 kg of water is 1 L).
 */
export const DRY_VOLUME_FACTOR = 1.54
const MIX_PARTS = 6
export const WATER_CEMENT_RATIO = 0.5
export const BAG_KG = 25
export const BUILDERS_BAG_KG = 850
export const READY_MIX_ABOVE_M3 = 0.5
/** Reinforcement: 12 mm bars at 0.3 m both ways, steel 7850 kg/m³ (docs/calculators/concrete-volume.md §3). */
export const REBAR_SPACING_M = 0.3
const REBAR_DIAMETER_M = 0.012
const STEEL_KG_PER_M3 = 7850
export const REBAR_KG_PER_M = Math.PI * (REBAR_DIAMETER_M / 2) ** 2 * STEEL_KG_PER_M3
const COLUMN_VERTICAL_BARS = 4

export type ConcreteResult = Estimated & {
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

/** Metres in working text: '3.048 m'. */
const metres = (value: number) => `${formatEntered(value)} m`

/** n pieces of a length: '14 × 5 m'. */
const times = (count: number, length: number) => `${formatCount(count)} × ${metres(length)}`

/** A figure as the results show it, as a number: 3.775 m³ shows and is bought as 3.78. */
const shownNumber = (value: number, decimals: number) => Number(formatNumber(value, decimals).replace(/[^\d.]/g, ''))

/** kg, then lb, as the results give a weight. */
const kilograms = (kg: number) => `${formatNumber(kg)} kg (${formatNumber(kgToLb(kg))} lb)`

/** Bars each way over a span × span rectangle at 0.3 m: floor(span / 0.3) + 1 bars of the other span. */
function gridBars(spanA: number, spanB: number) {
	const lines = (span: number) => floorCount(span / REBAR_SPACING_M) + 1
	return {
		lengthM: lines(spanB) * spanA + lines(spanA) * spanB,
		steps: `${times(lines(spanB), spanA)} + ${times(lines(spanA), spanB)}`,
	}
}

/**
 * Slab and footing: a grid over the plan (length × width); wall: over the face (length × height);
 * column: 4 vertical bars of its height plus a tie of π × diameter every 0.3 m (floor(height / 0.3) + 1 ties).
 */
function rebarBars(input: ConcreteInput) {
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
		return {
			lengthM: COLUMN_VERTICAL_BARS * height + ties * tiePerimeter,
			steps: `${times(COLUMN_VERTICAL_BARS, height)} + ${times(ties, tiePerimeter)}`,
		}
	}
	return input.shape === 'wall' ? gridBars(length, height) : gridBars(length, width)
}

/**
 * docs/calculators/concrete-volume.md §3. Volume = π (d / 2)² h for a column with a diameter, else l × w × h, in the
 * unit entered (ft³ → m³ × 0.0283168); × 1.1 with wastage. Weight = V × type density. Mix 1:2:3 of the dry volume
 * V × 1.54: cement V × 1.54 / 6 × 1440 kg, sand V × 1.54 × 2/6 × 1600 kg, gravel V × 1.54 × 3/6 × 1600 kg; water =
 * cement kg × 0.5 L. Bags of dry ready-mixed concrete = ceil(kg / 25), builder's bags ceil(kg / 850).
 * To buy: ready-mix by the m³ (the figure shown in both systems) where the results advise it, else the 25 kg bags of
 * dry ready-mixed concrete; and the rebar by the tonne.
 */
export function computeConcrete(input: ConcreteInput): ConcreteResult {
	const type = findConcreteType(input.concreteType)
	if (!type) throw new TypeError(`Unknown concrete type: ${input.concreteType}`)
	const isRound = input.shape === 'column' && input.diameter > 0
	const enteredVolume = isRound
		? Math.PI * (input.diameter / 2) ** 2 * input.height
		: input.length * input.width * input.height
	const unit = typedLengthUnit(input)
	const typed = (value: number) => `${formatEntered(value)} ${unit}`
	const netVolumeM3 = input.unit === 'imperial' ? ft3ToM3(enteredVolume) : enteredVolume
	const factor = input.includeWastage ? WASTAGE_FACTOR : 1
	const volumeM3 = netVolumeM3 * factor
	// docs/calculators/site-rules.md §3: an imperial volume is the ft³ entered, its m³ converted from it.
	const volumeFt3 = input.unit === 'imperial' ? enteredVolume * factor : m3ToFt3(volumeM3)
	const weightKg = volumeM3 * type.densityKgPerM3
	const part = (volumeM3 * DRY_VOLUME_FACTOR) / MIX_PARTS
	const bars = input.includeReinforcement ? rebarBars(input) : null
	const rebar = bars && { lengthM: bars.lengthM, weightKg: bars.lengthM * REBAR_KG_PER_M }
	const cementKg = part * CEMENT_KG_PER_M3
	const sandKg = 2 * part * AGGREGATE_KG_PER_M3
	const gravelKg = 3 * part * AGGREGATE_KG_PER_M3
	const waterL = cementKg * WATER_CEMENT_RATIO
	const bags = ceilCount(weightKg / BAG_KG)
	const buildersBags = ceilCount(weightKg / BUILDERS_BAG_KG)
	const isReadyMixAdvised = volumeM3 > READY_MIX_ABOVE_M3
	const wasteM3 = volumeM3 - netVolumeM3

	// The volume in the unit typed, as the headline gives it, and with the other unit as the table does.
	const m3 = `${formatNumber(volumeM3)} m³`
	const ft3 = `${formatNumber(volumeFt3)} ft³`
	const shape = isRound
		? `π × (${typed(input.diameter)} ÷ 2)² × ${typed(input.height)}`
		: `${typed(input.length)} × ${typed(input.width)} × ${typed(input.height)}`
	const volume = `${shape} =${input.includeWastage ? ` ${formatNumber(enteredVolume)} ${unit}³ ${plusPercent(10, 'waste')} =` : ''}`
	const isImperial = input.unit === 'imperial'
	const kg = `${formatNumber(weightKg)} kg`
	const ofVolume = (mix: string, perM3: number, per: string) => `${m3}${mix} × ${formatEntered(perM3)} ${per}/m³ =`
	const dry = ` × ${formatEntered(DRY_VOLUME_FACTOR)}`
	const purchases: Array<Purchase> = [
		isReadyMixAdvised
			? {
					key: `ready-mix-${purchaseKey(type.name)}-m3`,
					item: `Ready-mix concrete ${type.name}`,
					quantity: shownNumber(volumeM3, 2),
					unit: 'm³',
				}
			: { key: 'concrete-bag-25kg', item: 'Dry ready-mixed concrete, 25 kg bag', quantity: bags, unit: 'bag' },
	]
	// The kg shown, to 2 decimals, in tonnes.
	if (rebar)
		purchases.push({
			key: 'rebar-tonne',
			item: 'Rebar',
			quantity: shownNumber(rebar.weightKg / 1000, 5),
			unit: 'tonne',
		})
	return {
		netVolumeM3,
		volumeM3,
		volumeFt3,
		wasteM3,
		weightKg,
		weightLb: kgToLb(weightKg),
		cementKg,
		sandKg,
		gravelKg,
		waterL,
		rebar,
		bags,
		buildersBags,
		isReadyMixAdvised,
		shown: {
			headline: { label: 'Total Concrete Volume', value: isImperial ? ft3 : m3, steps: volume },
			tables: [
				{
					caption: 'Concrete Materials Summary',
					lines: [
						{ label: 'Concrete Volume', value: isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})`, steps: volume },
						{ label: 'Total Weight', value: kilograms(weightKg), steps: ofVolume('', type.densityKgPerM3, 'kg') },
						{ label: 'Cement', value: kilograms(cementKg), steps: ofVolume(`${dry} ÷ 6`, CEMENT_KG_PER_M3, 'kg') },
						{ label: 'Sand', value: kilograms(sandKg), steps: ofVolume(`${dry} × 2 ÷ 6`, AGGREGATE_KG_PER_M3, 'kg') },
						{
							label: 'Gravel',
							value: kilograms(gravelKg),
							steps: ofVolume(`${dry} × 3 ÷ 6`, AGGREGATE_KG_PER_M3, 'kg'),
						},
						{
							label: 'Water',
							value: `${formatNumber(waterL)} L`,
							steps: `${formatNumber(cementKg)} kg of cement × ${formatEntered(WATER_CEMENT_RATIO)} L/kg =`,
						},
						...(bars && rebar
							? [
									{
										label: 'Rebar (12 mm)',
										value: `${formatNumber(rebar.lengthM)} m (${formatNumber(mToFt(rebar.lengthM))} ft), ${kilograms(rebar.weightKg)}`,
										steps: `(${bars.steps}) × ${formatEntered(REBAR_KG_PER_M)} kg/m =`,
									},
								]
							: []),
						// The seed's row and label; what is in the bags is named in the value (docs/calculators/concrete-volume.md §8).
						{
							label: '25 kg Bags',
							value: `${formatCount(bags)} ${bags === 1 ? 'bag' : 'bags'} of dry ready-mixed concrete`,
							steps: `${kg} ÷ ${BAG_KG} kg = ${formatEntered(weightKg / BAG_KG)} →`,
						},
						{
							label: 'Builder’s Bags (850 kg)',
							value: formatCount(buildersBags),
							steps: `${kg} ÷ ${BUILDERS_BAG_KG} kg = ${formatEntered(weightKg / BUILDERS_BAG_KG)} →`,
						},
						input.includeWastage
							? {
									label: 'Waste Allowance',
									value: `10% (${formatNumber(wasteM3)} m³)`,
									steps: `${m3} − ${formatNumber(netVolumeM3)} m³ =`,
								}
							: { label: 'Waste Allowance', value: 'Not included' },
					],
				},
			],
		},
		purchases,
	}
}
