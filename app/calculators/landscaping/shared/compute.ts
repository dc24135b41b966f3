import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import {
	depthToFt,
	depthToM,
	ft2ToM2,
	ft3ToYd3,
	KG_PER_TONNE,
	kgToLb,
	LITRES_PER_M3,
	m2ToFt2,
	m3ToFt3,
	m3ToYd3,
	tonnesToUsTons,
	yd3ToM3,
} from '#app/lib/units.ts'
import { bulkBagLabel, bulkBagText, layerFigures } from './layer-figures.ts'
import type { BulkBag, BulkBagCount, LayerInput, LayerMaterial, LayerResult } from './types.ts'

export type { BulkBag, BulkBagCount, LayerInput, LayerMaterial, LayerMaterialType, LayerResult } from './types.ts'

/**
 * docs/calculators/topsoil-calculator.md §3 (mulch and gravel alike): 10% wastage, factor 1.1, when the wastage toggle
 * is on.
 */
const LAYER_WASTAGE_PERCENT = 10
export const LAYER_WASTAGE_FACTOR = 1 + LAYER_WASTAGE_PERCENT / 100

/** A layer's figures with the lines shown, their working and what to buy (issues #17, #27). */
export type EstimatedLayer = LayerResult & Estimated

function countBulkBags(bulkBag: BulkBag, volumeM3: number, weightTonnes: number): BulkBagCount {
	if (bulkBag.kind === 'volume') return { full: ceilCount(volumeM3 / bulkBag.m3), half: 0 }
	if (bulkBag.kind === 'weight') return { full: ceilCount(weightTonnes / bulkBag.tonnes), half: 0 }
	// Counting half bags and rounding up is the rule of docs/calculators/topsoil-calculator.md §3: floor(kg / 850) full
	// bags, then a remainder up to 425 kg is one half bag and above 425 kg one more full bag.
	const halves = ceilCount((weightTonnes * KG_PER_TONNE) / (bulkBag.kg / 2))
	return { full: Math.floor(halves / 2), half: halves % 2 }
}

/**
 * A layer of material (docs/calculators/topsoil-calculator.md §3; mulch and gravel alike), computed in the unit
 * system typed:
 * metric area m² = length × width, volume m³ = area × depth in m;
 * imperial area ft² = length × width, volume yd³ = area × depth in ft / 27, m³ = yd³ × 0.764555.
 * Volume to buy = net × 1.1 with wastage; weight t = volume × density; bags = ceil(volume / bag size);
 * bulk bags per the material's rule. The other unit system's figures are converted from these.
 */
export function computeMaterialLayer<TType extends string>(
	input: LayerInput<TType>,
	material: LayerMaterial<TType>,
): EstimatedLayer {
	const factor = input.includeWastage ? LAYER_WASTAGE_FACTOR : 1
	const plan = input.length * input.width
	let areaM2: number
	let areaFt2: number
	let netVolumeM3: number
	let netVolumeYd3: number
	let netVolumeFt3: number
	if (input.unit === 'metric') {
		areaM2 = plan
		areaFt2 = m2ToFt2(areaM2)
		netVolumeM3 = areaM2 * depthToM(input.depth, input.depthUnit)
		netVolumeYd3 = m3ToYd3(netVolumeM3)
		netVolumeFt3 = m3ToFt3(netVolumeM3)
	} else {
		areaFt2 = plan
		areaM2 = ft2ToM2(areaFt2)
		netVolumeFt3 = areaFt2 * depthToFt(input.depth, input.depthUnit)
		netVolumeYd3 = ft3ToYd3(netVolumeFt3)
		netVolumeM3 = yd3ToM3(netVolumeYd3)
	}
	const volumeM3 = netVolumeM3 * factor
	const type = material.types[input.materialType]
	const weightTonnes = volumeM3 * type.densityTPerM3
	const weightKg = weightTonnes * KG_PER_TONNE
	const result: LayerResult = {
		areaM2,
		areaFt2,
		netVolumeM3,
		volumeM3,
		volumeYd3: netVolumeYd3 * factor,
		volumeFt3: netVolumeFt3 * factor,
		wasteVolumeM3: volumeM3 - netVolumeM3,
		wasteVolumeYd3: netVolumeYd3 * factor - netVolumeYd3,
		weightTonnes,
		weightKg,
		weightUsTons: tonnesToUsTons(weightTonnes),
		weightLb: kgToLb(weightKg),
		bags: ceilCount(volumeM3 / (material.bagLitres / LITRES_PER_M3)),
		bulkBags: countBulkBags(material.bulkBag, volumeM3, weightTonnes),
	}
	return { ...result, ...layerEstimate(input, material, result, input.unit === 'metric' ? netVolumeM3 : netVolumeYd3) }
}

/**
 * The lines shown, in the unit system typed first and the other beside it, with their working (issue #17), and
 * the bags and bulk bags to buy, named by the material type ('Bark Mulch, 50 L bag'). `netVolume` is in m³ or yd³.
 */
function layerEstimate<TType extends string>(
	input: LayerInput<TType>,
	material: LayerMaterial<TType>,
	result: LayerResult,
	netVolume: number,
): Estimated {
	const metric = input.unit === 'metric'
	const figures = layerFigures(result, input.unit)
	const length = metric ? 'm' : 'ft'
	const volume = metric ? 'm³' : 'yd³'
	const m3 = `${formatEntered(result.volumeM3)} m³`
	const net = `${formatNumber(netVolume)} ${volume}`
	const type = material.types[input.materialType]
	const { bagLitres, bulkBag } = material
	const { bulkBags } = result
	const litres = result.volumeM3 * LITRES_PER_M3
	// What a bulk bag holds and how much of it is needed: m³, tonnes or kg.
	const [need, size, unit, keyUnit] =
		bulkBag.kind === 'volume'
			? [result.volumeM3, bulkBag.m3, 'm³', 'm3']
			: bulkBag.kind === 'weight'
				? [result.weightTonnes, bulkBag.tonnes, 'tonnes', 't']
				: [result.weightKg, bulkBag.kg, 'kg', 'kg']
	const bulk = (amount: number, what: string, quantity: number): Purchase => ({
		key: purchaseKey(`${type.name} bulk bag ${amount}${keyUnit}`),
		item: `${type.name}, ${formatEntered(amount)} ${unit} ${what}`,
		quantity,
		unit: what,
	})
	return {
		shown: {
			headline: { label: 'Total Weight Needed', value: figures.totalWeight },
			tables: [
				{
					caption: `${material.name} Requirements`,
					lines: [
						{
							label: 'Area',
							value: figures.area,
							steps: `${formatEntered(input.length)} ${length} × ${formatEntered(input.width)} ${length} =`,
						},
						{
							label: 'Volume',
							value: figures.volume,
							steps: `${formatNumber(metric ? result.areaM2 : result.areaFt2)} ${length}² × ${formatEntered(input.depth)} ${input.depthUnit} =${input.includeWastage ? ` ${net}; ${plusPercent(LAYER_WASTAGE_PERCENT, 'wastage')} =` : ''}`,
						},
						{ label: 'Weight', value: figures.weight, steps: `${m3} × ${type.densityTPerM3} t/m³ =` },
						{
							label: `Standard Bags (${bagLitres} L)`,
							value: formatCount(result.bags),
							steps: `${formatEntered(litres)} L ÷ ${bagLitres} L = ${formatEntered(litres / bagLitres)} →`,
						},
						{
							label: bulkBagLabel(bulkBag),
							value: bulkBagText(bulkBags),
							steps: `${formatNumber(need)} ${unit} ÷ ${formatEntered(size)} ${unit} = ${formatEntered(need / size)} →`,
						},
						input.includeWastage
							? {
									label: 'Waste Allowance',
									value: `10% included (${figures.wasteVolume})`,
									steps: `${net} × ${LAYER_WASTAGE_PERCENT} % =`,
								}
							: { label: 'Waste Allowance', value: 'Not included' },
					],
				},
			],
		},
		// Bags and bulk bags are two ways to buy the same material: bulk bags once a full one is needed, else bags.
		purchases: (bulkBags.full > 0
			? [bulk(size, 'bulk bag', bulkBags.full), bulk(size / 2, 'half bulk bag', bulkBags.half)]
			: [
					{
						key: purchaseKey(`${type.name} bag ${bagLitres}l`),
						item: `${type.name}, ${bagLitres} L bag`,
						quantity: result.bags,
						unit: 'bag',
					},
				]
		).filter((purchase) => purchase.quantity > 0),
	}
}
