import { ceilCount } from '#app/lib/rounding.ts'
import { ft2ToM2, ft3ToM3, inToFt, m2ToFt2, m3ToFt3, mmToM } from '#app/lib/units.ts'
import { masonryUnitOf } from './masonry-unit.ts'
import {
	CEMENT_BAG_KG,
	CEMENT_KG_PER_M3,
	DRY_VOLUME_FACTOR,
	IN2_PER_FT2,
	MASONRY_CEMENT_BAG_FT3,
	SAND_BULK_BAG_KG,
	SAND_KG_PER_M3,
	SAND_LB_PER_FT3,
} from './mortar-materials.ts'
import type { BrickInput } from './schema.ts'
import { brickPurchases, brickShown } from './shown.ts'
import type { BrickFigures, BrickResult, ImperialMaterials, MetricMaterials } from './types.ts'
import { grossAndOpenings, netFaceArea } from './wall-area.ts'

/**
 * Bricks or blocks, mortar, cement and sand (docs/calculators/brick-calculator.md §3). Metric: walls in m, the unit in
 * mm (÷ 1,000); imperial: walls in ft, the unit in in.
 * 1. A = max(0, Σ length × height − Σ width × height), Equal to 0 being 0; k skins (1, or 2 for either double skin).
 * 2. u = 1 ÷ ((L + j)(H + j)) per m², or 144 ÷ ((L + j)(H + j)) per ft², shown only.
 * 3. Units to buy = ceilTol(A × k × (1 + waste) ÷ ((L + j)(H + j))), in that order (imperial ÷ ((L + j)(H + j) ÷ 144)).
 * 4. Mortar per skin V1 = A × B × (1 − L·H ÷ ((L + j)(H + j))); V = k × V1, + A × j for a solid double skin (the collar
 *    joint); to make Vm = V × (1 + mortar waste).
 * 5. Dry = Vm × 1.25; cement = dry ÷ (1 + n), sand = dry × n ÷ (1 + n). Metric: cement × 1,440 kg/m³ in 25 kg bags,
 *    sand × 1,600 kg/m³ in 850 kg bulk bags; imperial: masonry cement bags of 1 ft³, sand × 99.8845 lb/ft³.
 */
export function computeBrick(input: BrickInput): BrickResult {
	const unit = masonryUnitOf(input)
	const isMetric = input.unit === 'metric'
	const { gross, openings } = grossAndOpenings(input)
	const area = netFaceArea({ gross, openings })
	const skins = input.construction === 'single' ? 1 : 2
	// The unit's face with its joint, in m² (metric) or ft² (imperial: in² ÷ 144).
	const cellLength = unit.length + unit.joint
	const cellHeight = unit.height + unit.joint
	const cellArea = isMetric ? mmToM(cellLength) * mmToM(cellHeight) : (cellLength * cellHeight) / IN2_PER_FT2
	// Computed in this order (docs/calculators/brick-calculator.md §3), so a pier of 30 bricks is 30, not 31.
	const unitsWithWaste = (area * skins * (1 + input.waste / 100)) / cellArea
	const toWallUnit = isMetric ? mmToM : inToFt
	const mortarFraction = 1 - (unit.length * unit.height) / (cellLength * cellHeight)
	const collar = input.construction === 'solid' ? area * toWallUnit(unit.joint) : 0
	const mortarNet = skins * area * toWallUnit(unit.bedDepth) * mortarFraction + collar
	const mortar = mortarNet * (1 + input.mortarWaste / 100)
	const n = Number(input.mix)
	const dry = mortar * DRY_VOLUME_FACTOR
	const cement = dry / (1 + n)
	const sand = (dry * n) / (1 + n)
	const materials: MetricMaterials | ImperialMaterials = isMetric
		? {
				system: 'metric',
				cementKg: cement * CEMENT_KG_PER_M3,
				cementBags: ceilCount((cement * CEMENT_KG_PER_M3) / CEMENT_BAG_KG),
				sandKg: sand * SAND_KG_PER_M3,
				sandBulkBags: ceilCount((sand * SAND_KG_PER_M3) / SAND_BULK_BAG_KG),
			}
		: {
				system: 'imperial',
				cementFt3: cement,
				cementBags: ceilCount(cement / MASONRY_CEMENT_BAG_FT3),
				sandLb: sand * SAND_LB_PER_FT3,
			}
	const both = (value: number, toOther: (value: number) => number) =>
		isMetric ? ([value, toOther(value)] as const) : ([toOther(value), value] as const)
	const [netAreaM2, netAreaFt2] = both(area, isMetric ? m2ToFt2 : ft2ToM2)
	const volume = (value: number) => both(value, isMetric ? m3ToFt3 : ft3ToM3)
	const [mortarNetM3, mortarNetFt3] = volume(mortarNet)
	const [mortarM3, mortarFt3] = volume(mortar)
	const [cementM3, cementFt3] = volume(cement)
	const [sandM3, sandFt3] = volume(sand)
	const figures: BrickFigures = {
		unit,
		gross,
		openings,
		netAreaM2,
		netAreaFt2,
		unitsPerArea: 1 / cellArea,
		skins,
		unitsBeforeWaste: (area * skins) / cellArea,
		unitsWithWaste,
		units: ceilCount(unitsWithWaste),
		mortarFraction,
		mortarNetM3,
		mortarNetFt3,
		mortarM3,
		mortarFt3,
		cementM3,
		cementFt3,
		sandM3,
		sandFt3,
		materials,
	}
	return { ...figures, shown: brickShown(input, figures), purchases: brickPurchases(input, figures) }
}
