import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatFeetInches } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import {
	ft2ToM2,
	ft3ToM3,
	ft3ToYd3,
	ftToM,
	KG_PER_TONNE,
	kgPerM3ToLbPerFt3,
	kgToLb,
	LB_PER_US_TON,
	lbToKg,
	m2ToFt2,
	m3ToFt3,
	m3ToYd3,
	mToFt,
	tonnesToUsTons,
} from '#app/lib/units.ts'
import {
	BAGS,
	CEMENT_DENSITY,
	CUSTOM_ID,
	DRY_VOLUME_FACTOR,
	findPreset,
	PAVER_SYSTEMS,
	SAND_DENSITY,
	SUB_BASE_DENSITY,
} from './options.ts'
import type { PaverInput } from './schema.ts'
import type { PaverFigures } from './types.ts'

/**
 * How the results write each kind of figure (docs/calculators/paver-calculator.md §3): the chosen system first, the
 * other in brackets; m³ to 3 decimals, the rest to 2; imperial lengths also in feet and inches.
 */
function figureWriters(isMetric: boolean) {
	const n = (value: number, decimals = 2) => formatNumber(value, decimals)
	const tonnes = (mass: number) => {
		if (isMetric) return `${n(mass / KG_PER_TONNE)} t (${n(tonnesToUsTons(mass / KG_PER_TONNE))} US tons)`
		return `${n(mass / LB_PER_US_TON)} US tons (${n(lbToKg(mass) / KG_PER_TONNE)} t)`
	}
	return {
		length: (value: number) =>
			isMetric
				? `${n(value)} m (${n(mToFt(value))} ft)`
				: `${n(value)} ft (${formatFeetInches(value, 'ft')}; ${n(ftToM(value))} m)`,
		area: (value: number) =>
			isMetric ? `${n(value)} m² (${n(m2ToFt2(value))} ft²)` : `${n(value)} ft² (${n(ft2ToM2(value))} m²)`,
		volume: (value: number) =>
			isMetric ? `${n(value, 3)} m³ (${n(m3ToFt3(value))} ft³)` : `${n(value)} ft³ (${n(ft3ToM3(value), 3)} m³)`,
		volumeWithYards: (value: number) =>
			isMetric
				? `${n(value, 3)} m³ (${n(m3ToFt3(value))} ft³, ${n(m3ToYd3(value))} yd³)`
				: `${n(value)} ft³, ${n(ft3ToYd3(value))} yd³ (${n(ft3ToM3(value), 3)} m³)`,
		mass: (value: number) =>
			isMetric ? `${n(value)} kg (${n(kgToLb(value))} lb)` : `${n(value)} lb (${n(lbToKg(value))} kg)`,
		tonnes,
	}
}

/** What the unit is called when bought: 'Paving slab, 600 × 600 mm', 'Brick paver, 4 × 8 in'. */
function unitItem(input: PaverInput, figures: PaverFigures) {
	const system = PAVER_SYSTEMS[input.unit]
	const preset = findPreset(input.unit, input.paver)
	const size =
		preset.id === CUSTOM_ID
			? `${formatEntered(figures.unitLength)} × ${formatEntered(figures.unitWidth)} ${system.smallUnit}`
			: `${preset.size} ${system.smallUnit}`
	const name = figures.isSlab ? 'Paving slab' : preset.id === CUSTOM_ID ? 'Paver' : preset.name
	return `${name}, ${size}`
}

/** The lines the results show and what to buy (docs/calculators/paver-calculator.md §3), each with its working. */
export function paverShown(input: PaverInput, figures: PaverFigures): Estimated {
	const isMetric = input.unit === 'metric'
	const system = PAVER_SYSTEMS[input.unit]
	const show = figureWriters(isMetric)
	const { lengthUnit, smallUnit, areaUnit, volumeUnit } = system
	const massUnit = isMetric ? 'kg' : 'lb'
	const typed = (value: number, unit: string = lengthUnit) => `${formatEntered(value)} ${unit}`
	const density = (kgPerM3: number) =>
		isMetric ? `${formatEntered(kgPerM3)} kg/m³` : `${formatEntered(kgPerM3ToLbPerFt3(kgPerM3))} lb/ft³`
	// A depth typed in mm or in, as the working turns it into m or ft.
	const depthSteps = (depth: number) =>
		`${typed(figures.area, areaUnit)} × ${typed(depth, smallUnit)} ÷ ${formatEntered(system.smallPerLength)} ${plusPercent(input.allowance, 'allowance')}`
	const { subBase, bedding } = figures
	const noun = figures.isSlab ? 'Slabs' : 'Pavers'
	const exactCount = figures.areaWithWaste / figures.module
	const joint = formatEntered(input.joint)
	const moduleSteps = isMetric
		? `1 ÷ ((${formatEntered(figures.unitLength)} + ${joint}) mm × (${formatEntered(figures.unitWidth)} + ${joint}) mm) = 1 ÷ ${typed(figures.module, areaUnit)} =`
		: `1 ÷ ((${formatEntered(figures.unitLength)} + ${joint}) in × (${formatEntered(figures.unitWidth)} + ${joint}) in ÷ 144) = 1 ÷ ${typed(figures.module, areaUnit)} =`

	const subBaseLine: ResultLine | null = subBase && {
		label: 'Sub-base',
		value: `${show.volumeWithYards(subBase.volume)}, ${show.tonnes(subBase.mass)}: ${formatCount(subBase.bags)} × ${isMetric ? '850 kg bulk bags' : '50 lb (0.5 ft³) bags'}`,
		steps: `${depthSteps(input.subBaseDepth)} = ${typed(subBase.volume, volumeUnit)} × ${density(SUB_BASE_DENSITY)} = ${typed(subBase.mass, massUnit)}; ${typed(subBase.mass, massUnit)} ÷ ${isMetric ? '850 kg' : '50 lb'} = ${formatEntered(subBase.mass / (isMetric ? BAGS.bulkBagKg : BAGS.baseBagLb))} →`,
	}
	const mortar =
		bedding.mix === null ? '' : `${typed(bedding.volume, volumeUnit)} × ${formatEntered(DRY_VOLUME_FACTOR)}`
	const sandVolumeSteps = bedding.mix === null ? '' : `${mortar} × ${bedding.mix} ÷ ${bedding.mix + 1} = `
	const sandBagSteps = isMetric
		? `${typed(bedding.sandMass, 'kg')} ÷ 850 kg = ${formatEntered(bedding.sandMass / BAGS.bulkBagKg)} →`
		: `${typed(bedding.sandVolume, 'ft³')} ÷ 0.5 ft³ = ${formatEntered(bedding.sandVolume / BAGS.sandBagFt3)} →`
	const cement = bedding.cement
	const edges = input.edgesWithoutRestraint
	const lines: Array<ResultLine | null> = [
		{
			label: 'Area',
			value: show.area(figures.area),
			steps: `${input.areas.map((area) => `${typed(area.length)} × ${typed(area.width)}`).join(' + ')} =`,
		},
		{ label: `Per ${areaUnit}`, value: formatNumber(figures.perArea), steps: moduleSteps },
		{
			label: 'Area with waste',
			value: `${show.area(figures.areaWithWaste)} with ${formatEntered(input.waste)} % waste`,
			steps: `${typed(figures.area, areaUnit)} ${plusPercent(input.waste, 'waste')} =`,
		},
		{ label: `${noun} to buy`, value: formatCount(figures.count) },
		subBaseLine,
		{
			label: 'Bedding',
			value: `${bedding.mix === null ? 'Sand bed' : `Mortar bed ${bedding.mix}:1`}, ${show.volume(bedding.volume)}`,
			steps: `${depthSteps(input.beddingDepth)} =`,
		},
		{
			label: bedding.mix === null ? 'Bedding sand' : 'Sharp sand',
			value: `${show.mass(bedding.sandMass)}, ${show.tonnes(bedding.sandMass)}: ${formatCount(bedding.sandBags)} × ${isMetric ? '850 kg bulk bags' : '0.5 ft³ bags'}`,
			steps: `${sandVolumeSteps}${typed(bedding.sandVolume, volumeUnit)} × ${density(SAND_DENSITY)} = ${typed(bedding.sandMass, massUnit)}; ${sandBagSteps}`,
		},
		cement && {
			label: 'Cement',
			value: `${show.mass(cement.mass)}: ${formatCount(cement.bags)} × ${isMetric ? '25 kg bags' : '94 lb bags'}`,
			steps: `${mortar} ÷ ${(bedding.mix ?? 0) + 1} = ${typed(cement.volume, volumeUnit)} × ${density(CEMENT_DENSITY)} = ${typed(cement.mass, massUnit)}; ${typed(cement.mass, massUnit)} ÷ ${isMetric ? '25 kg' : '94 lb'} = ${formatEntered(cement.mass / (isMetric ? BAGS.cementBagKg : BAGS.cementBagLb))} →`,
		},
		{
			label: 'Edge restraint',
			value: show.length(figures.edgeRestraint),
			steps: `${input.areas.map((area) => `2 × (${typed(area.length)} + ${typed(area.width)})`).join(' + ')}${edges > 0 ? ` − ${typed(edges)}` : ''} =`,
		},
	]
	return {
		shown: {
			headline: {
				label: `${noun} to buy`,
				value: formatCount(figures.count),
				steps: `${typed(figures.areaWithWaste, areaUnit)} ÷ ${typed(figures.module, areaUnit)} = ${formatEntered(exactCount)} →`,
			},
			tables: [{ caption: 'Materials', lines: lines.filter((line) => line !== null) }],
		},
		purchases: paverPurchases(input, figures),
	}
}

/** What to buy: the slabs or pavers, the sub-base, the sand and the cement, in the system's bags. */
function paverPurchases(input: PaverInput, figures: PaverFigures): Array<Purchase> {
	const isMetric = input.unit === 'metric'
	const purchases: Array<Purchase> = []
	const buy = (item: string, quantity: number, unit: string) =>
		purchases.push({ key: purchaseKey(item), item, quantity, unit })
	buy(unitItem(input, figures), figures.count, figures.isSlab ? 'slab' : 'paver')
	if (figures.subBase)
		buy(
			isMetric ? 'MOT Type 1 sub-base, 850 kg bulk bag' : 'Paver base, 50 lb (0.5 ft³) bag',
			figures.subBase.bags,
			isMetric ? 'bulk bag' : 'bag',
		)
	const sand = figures.bedding.mix === null ? 'Bedding sand' : 'Sharp sand'
	buy(
		isMetric ? `${sand}, 850 kg bulk bag` : `${sand}, 0.5 ft³ bag`,
		figures.bedding.sandBags,
		isMetric ? 'bulk bag' : 'bag',
	)
	if (figures.bedding.cement)
		buy(isMetric ? 'Cement, 25 kg bag' : 'Portland cement, 94 lb bag', figures.bedding.cement.bags, 'bag')
	return purchases
}
