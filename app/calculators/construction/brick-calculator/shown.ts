import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import type { Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { IN_PER_FT, KG_PER_TONNE, kgToLb, LB_PER_US_TON, lbToKg, mmToM, tonnesToUsTons } from '#app/lib/units.ts'
import { pluralNoun, unitItem } from './masonry-unit.ts'
import {
	CEMENT_BAG_KG,
	CEMENT_KG_PER_M3,
	DRY_VOLUME_FACTOR,
	IN2_PER_FT2,
	MASONRY_CEMENT_BAG_LB,
	SAND_BULK_BAG_KG,
	SAND_KG_PER_M3,
	SAND_LB_PER_FT3,
} from './mortar-materials.ts'
import type { BrickInput } from './schema.ts'
import type { BrickFigures } from './types.ts'

/** The chosen system's figure first, the other in brackets: '9.60 m² (103.33 ft²)'. */
function chosenFirst(isMetric: boolean, metric: string, imperial: string) {
	return isMetric ? `${metric} (${imperial})` : `${imperial} (${metric})`
}

/** m³ to 3 decimals, ft³ to 2 (docs/calculators/brick-calculator.md §3). */
function volumes(isMetric: boolean, m3: number, ft3: number) {
	return chosenFirst(isMetric, `${formatNumber(m3, 3)} m³`, `${formatNumber(ft3)} ft³`)
}

/** A bought amount as shown, as a number: 1.1 US tons shows and is bought as 1.10; '< 0.01' as 0.01. */
function shownAmount(value: number) {
	return Number(formatNumber(value).replace(/[^\d.]/g, ''))
}

/** The working's pieces in the person's own units: walls in m or ft, the unit in mm or in. */
function workingUnits(input: BrickInput, figures: BrickFigures) {
	const isMetric = input.unit === 'metric'
	const [wallUnit, sizeUnit, areaUnit] = isMetric ? (['m', 'mm', 'm²'] as const) : (['ft', 'in', 'ft²'] as const)
	const { unit } = figures
	const wall = (value: number) => `${formatEntered(value)} ${wallUnit}`
	const size = (value: number) => `${formatEntered(value)} ${sizeUnit}`
	// The unit's face with its joint, in the walls' unit (metric) or in inches: '(0.225 m × 0.075 m)', '(8 in × 2.625 in)'.
	const withJoint = [unit.length + unit.joint, unit.height + unit.joint]
	const face = isMetric
		? `(${withJoint.map((value) => wall(mmToM(value))).join(' × ')})`
		: `(${withJoint.map(size).join(' × ')})`
	// As the count divides by it, in m² or ft².
	const cell = isMetric ? face : `${face.slice(0, -1)} ÷ ${IN2_PER_FT2})`
	// A size of the unit as the walls are measured: '0.1025 m', '3.625 in ÷ 12'.
	const asWall = (value: number) => (isMetric ? wall(mmToM(value)) : `${size(value)} ÷ ${IN_PER_FT}`)
	return { isMetric, wall, size, face, cell, asWall, areaUnit }
}

/** The lines the results show, each with its working (docs/calculators/brick-calculator.md §3 and §6). */
export function brickShown(input: BrickInput, figures: BrickFigures): ShownResult {
	const { isMetric, wall, size, face, cell, asWall, areaUnit } = workingUnits(input, figures)
	const { unit, skins, materials } = figures
	const nouns = pluralNoun(unit.noun)
	const area = isMetric ? figures.netAreaM2 : figures.netAreaFt2
	const areaText = `${formatNumber(area)} ${areaUnit}`
	const faces = [
		input.walls.map((item) => `${wall(item.length)} × ${wall(item.height)}`).join(' + '),
		...input.openings.map((item) => `${wall(item.width)} × ${wall(item.height)}`),
	].join(' − ')
	const toBuy = `${areaText} × ${skins} ${plusPercent(input.waste, 'waste')} ÷ ${cell} = ${formatEntered(figures.unitsWithWaste)} →`
	const mortarPerSkin = `${areaText} × ${asWall(unit.bedDepth)} × (1 − ${size(unit.length)} × ${size(unit.height)} ÷ (${size(unit.length + unit.joint)} × ${size(unit.height + unit.joint)})) × ${skins}`
	const collar = input.construction === 'solid' ? ` + ${areaText} × ${asWall(unit.joint)}` : ''
	const mortarNetText = isMetric
		? `${formatNumber(figures.mortarNetM3, 3)} m³`
		: `${formatNumber(figures.mortarNetFt3)} ft³`
	const mortarText = isMetric ? `${formatNumber(figures.mortarM3, 3)} m³` : `${formatNumber(figures.mortarFt3)} ft³`
	const n = formatEntered(Number(input.mix))
	const dry = `${mortarText} × ${formatEntered(DRY_VOLUME_FACTOR)}`
	const lines: Array<ResultLine> = [
		{
			label: 'Net wall area',
			value: chosenFirst(isMetric, `${formatNumber(figures.netAreaM2)} m²`, `${formatNumber(figures.netAreaFt2)} ft²`),
			steps: `${faces} =`,
		},
		{
			label: `Per ${areaUnit} of one skin`,
			value: `${formatNumber(figures.unitsPerArea)} per ${areaUnit}`,
			steps: `${isMetric ? 1 : IN2_PER_FT2} ÷ ${face} =`,
		},
		{ label: 'Skins', value: formatCount(skins) },
		{
			label: 'Before waste',
			value: formatNumber(figures.unitsBeforeWaste),
			steps: `${areaText} × ${skins} ÷ ${cell} =`,
		},
		{
			label: `${nouns} to buy`,
			value: `${formatCount(figures.units)} with ${formatEntered(input.waste)} % waste`,
			steps: toBuy,
		},
		{
			label: 'Mortar (net)',
			value: volumes(isMetric, figures.mortarNetM3, figures.mortarNetFt3),
			steps: `${mortarPerSkin}${collar} =`,
		},
		{
			label: 'Mortar to make',
			value: `${volumes(isMetric, figures.mortarM3, figures.mortarFt3)} with ${formatEntered(input.mortarWaste)} % waste`,
			steps: `${mortarNetText} ${plusPercent(input.mortarWaste, 'waste')} =`,
		},
		materials.system === 'metric'
			? {
					label: 'Cement',
					value: `${formatNumber(materials.cementKg)} kg (${formatNumber(kgToLb(materials.cementKg))} lb): ${formatCount(materials.cementBags)} × ${CEMENT_BAG_KG} kg bags`,
					steps: `${dry} ÷ (1 + ${n}) × ${formatCount(CEMENT_KG_PER_M3)} kg/m³ =`,
				}
			: {
					label: 'Cement',
					value: `Masonry cement ${volumes(false, figures.cementM3, materials.cementFt3)}: ${formatCount(materials.cementBags)} × ${MASONRY_CEMENT_BAG_LB} lb bags`,
					steps: `${dry} ÷ (1 + ${n}) =`,
				},
		materials.system === 'metric'
			? {
					label: 'Sand',
					value: `${formatNumber(materials.sandKg)} kg (${formatNumber(kgToLb(materials.sandKg))} lb), ${formatNumber(materials.sandKg / KG_PER_TONNE)} t (${formatNumber(tonnesToUsTons(materials.sandKg / KG_PER_TONNE))} US tons): ${formatCount(materials.sandBulkBags)} × ${formatCount(SAND_BULK_BAG_KG)} kg bulk bags`,
					steps: `${dry} × ${n} ÷ (1 + ${n}) × ${formatCount(SAND_KG_PER_M3)} kg/m³ =`,
				}
			: {
					label: 'Sand',
					value: `${formatNumber(materials.sandLb)} lb (${formatNumber(lbToKg(materials.sandLb))} kg), ${formatNumber(materials.sandLb / LB_PER_US_TON)} US tons (${formatNumber(lbToKg(materials.sandLb) / KG_PER_TONNE)} t)`,
					steps: `${dry} × ${n} ÷ (1 + ${n}) × ${formatEntered(SAND_LB_PER_FT3)} lb/ft³ =`,
				},
	]
	return {
		headline: { label: `${nouns} needed`, value: formatCount(figures.units), steps: toBuy },
		tables: [{ caption: `${nouns} and Mortar`, lines }],
	}
}

/** What to buy: the units, then the cement and the sand in the chosen system's products. */
export function brickPurchases(input: BrickInput, figures: BrickFigures): ReadonlyArray<Purchase> {
	const { unit, materials } = figures
	const item = unitItem(input.preset, unit, input.unit === 'metric' ? 'mm' : 'in')
	const bricks: Purchase = {
		key: purchaseKey(item),
		item,
		quantity: figures.units,
		unit: unit.noun === 'brick or block' ? 'piece' : unit.noun,
	}
	if (materials.system === 'metric') {
		return [
			bricks,
			{ key: 'cement-25-kg-bag', item: 'Cement, 25 kg bag', quantity: materials.cementBags, unit: 'bag' },
			{
				key: 'building-sand-850-kg-bulk-bag',
				item: 'Building sand, 850 kg bulk bag',
				quantity: materials.sandBulkBags,
				unit: 'bulk bag',
			},
		]
	}
	return [
		bricks,
		{
			key: 'masonry-cement-70-lb-bag',
			item: 'Masonry cement, 70 lb bag',
			quantity: materials.cementBags,
			unit: 'bag',
		},
		{
			key: 'mason-sand-us-ton',
			item: 'Mason sand',
			quantity: materials.sandLb > 0 ? shownAmount(materials.sandLb / LB_PER_US_TON) : 0,
			unit: 'US ton',
		},
	]
}
