import type { Estimated } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ft2ToM2, m2ToFt2, mmToM, US_R_PER_RSI } from '#app/lib/units.ts'
import {
	EXISTING_CONDUCTIVITY,
	IECC_COMPONENTS,
	ieccCellText,
	MEETS_TARGET_MESSAGE,
	ONE_LAYER_MESSAGE,
} from './options.ts'
import { grossAndOpenings, type InsulationInput } from './schema.ts'

export type InsulationResult = Estimated & {
	/** Net area in both systems. */
	netAreaM2: number
	netAreaFt2: number
	layers: number
	/** Rolls (metric) or packs (imperial) to buy. */
	units: number
	/** units × coverage, in m² (metric) or ft² (imperial). */
	coverageBought: number
	/** Metric: installed thickness, existing plus the new layers (mm). */
	installedMm: number | null
	/** Thermal resistance of the insulation when done (existing plus new), both ways. */
	rsi: number
	usR: number
	/** Metric: U ≈ 1 / RSI (W/m²K). */
	uValue: number | null
	/** 'already meets the target' or 'a wall cavity takes one layer'; null when there is nothing to say. */
	message: string | null
}

/** What the schema asks for in one system; null there means the form did not ask. */
function required(value: number | null, name: string) {
	if (value === null) throw new Error(`Insulation: ${name} is needed`)
	return value
}

/** Layers of a product to cover a need: none when the need is Equal to 0. */
function layersFor(need: number, perLayer: number) {
	return isEqualTol(need, 0) ? 0 : ceilCount(need / perLayer)
}

/**
 * Insulation to reach a target (docs/calculators/insulation-calculator.md §3).
 * Net area A = max(0, Σ areas − Σ openings).
 * Metric: R_exist = existing mm / 1000 ÷ 0.044; need mm = max(0, target − existing) (thickness), or
 * max(0, 1/U − R_exist) × λ × 1000 (U-value); layers = ceilTol(need / roll mm);
 * rolls = ceilTol(A × layers × (1 + w) / coverage).
 * Imperial: need R = max(0, target − existing); layers = ceilTol(need / product R); packs likewise by the pack coverage.
 * With a climate zone chosen, the IECC 2021 Table R402.1.3 cell for the location is shown beside the figures.
 * 'Coverage bought' has no working: its value is already a sum. The rolls or packs are bought by
 * their product and coverage.
 */
export function computeInsulation(input: InsulationInput): InsulationResult {
	const { gross, openings } = grossAndOpenings(input)
	const netArea = Math.max(0, gross - openings)
	const wasteFactor = 1 + input.waste / 100
	const isMetric = input.unit === 'metric'
	let layers: number
	let coverage: number
	let installedMm: number | null = null
	let rsi: number
	let usR: number
	// The working: what is still needed, before max(0, …), and what one layer gives, as text; the resistance.
	let gap: number
	let gapText: string
	let perLayer = ''
	let needShown: string
	let resistance: string
	let product: string
	if (isMetric) {
		const conductivity = required(input.conductivity, 'conductivity')
		const rollMm = required(input.rollThickness, 'roll thickness')
		coverage = required(input.rollCoverage, 'coverage per roll')
		const existingRsi = mmToM(input.existing) / EXISTING_CONDUCTIVITY
		const mm = (value: number) => `${formatEntered(value)} mm`
		if (input.targetMode === 'thickness') {
			const target = required(input.targetThickness, 'target thickness')
			gap = target - input.existing
			gapText = `${mm(target)} − ${mm(input.existing)}`
		} else {
			const targetU = required(input.targetU, 'target U-value')
			gap = 1 / targetU - existingRsi
			gapText = `(1 ÷ ${formatEntered(targetU)} − ${formatEntered(existingRsi)}) × ${formatEntered(conductivity)} × 1000`
		}
		const needMm = Math.max(0, gap) * (input.targetMode === 'thickness' ? 1 : conductivity * 1000)
		layers = layersFor(needMm, rollMm)
		installedMm = input.existing + layers * rollMm
		rsi = existingRsi + (layers * mmToM(rollMm)) / conductivity
		usR = rsi * US_R_PER_RSI
		perLayer = mm(rollMm)
		needShown = `${mm(needMm)} ÷ ${perLayer} = ${formatEntered(needMm / rollMm)}`
		product = `${perLayer} roll`
		const metres = (value: number) => `${formatEntered(mmToM(value))} m`
		resistance = `${metres(input.existing)} ÷ ${EXISTING_CONDUCTIVITY} + ${formatCount(layers)} × ${metres(rollMm)} ÷ ${formatEntered(conductivity)} =`
	} else {
		const productR = required(input.productR, 'product R-value')
		coverage = required(input.packCoverage, 'coverage per pack')
		const targetR = required(input.targetR, 'target R-value')
		gap = targetR - input.existing
		gapText = `R-${formatEntered(targetR)} − R-${formatEntered(input.existing)}`
		const needR = Math.max(0, gap)
		layers = layersFor(needR, productR)
		usR = input.existing + layers * productR
		rsi = usR / US_R_PER_RSI
		product = `R-${productR}`
		needShown = `R-${formatEntered(needR)} ÷ ${product} = ${formatEntered(needR / productR)}`
		resistance = `R-${formatEntered(input.existing)} + ${formatCount(layers)} × ${product} =`
	}
	const exactUnits = (netArea * layers * wasteFactor) / coverage
	const units = ceilCount(exactUnits)
	const message =
		layers === 0 ? MEETS_TARGET_MESSAGE : input.location === 'walls' && layers > 1 ? ONE_LAYER_MESSAGE : null
	const netAreaM2 = isMetric ? netArea : ft2ToM2(netArea)
	const netAreaFt2 = isMetric ? m2ToFt2(netArea) : netArea
	const uValue = isMetric && rsi > 0 ? 1 / rsi : null
	const [unit, areaUnit, noun] = isMetric ? ['m', 'm²', 'Rolls'] : ['ft', 'ft²', 'Packs']
	const times = (length: number, width: number) => `${formatEntered(length)} ${unit} × ${formatEntered(width)} ${unit}`
	const m2 = `${formatNumber(netAreaM2)} m²`
	const ft2 = `${formatNumber(netAreaFt2)} ft²`
	const perUnit = `${formatEntered(coverage)} ${areaUnit}`
	const bought = `${formatNumber(netArea)} ${areaUnit} × ${formatCount(layers)} ${plusPercent(input.waste, 'waste')} ÷ ${perUnit} = ${formatEntered(exactUnits)} →`
	const rsiText = `RSI ${formatNumber(rsi)}`
	const usRText = `R-${formatNumber(usR)}`
	// US, with a climate zone chosen: the code's minimum for the location, to set the target against (a line looked up).
	const zone = isMetric ? 'none' : input.climateZone
	const codeMinimum =
		zone === 'none'
			? []
			: [
					{
						label: 'IECC 2021 minimum',
						value: `Zone ${zone} ${IECC_COMPONENTS[input.location]}: ${ieccCellText(zone, input.location)}`,
					},
				]
	const item = `Insulation ${isMetric ? `roll, ${perLayer}, ${perUnit}, λ ${formatEntered(input.conductivity ?? 0)}` : `pack, ${product}, ${perUnit}`}`
	return {
		netAreaM2,
		netAreaFt2,
		layers,
		units,
		coverageBought: units * coverage,
		installedMm,
		rsi,
		usR,
		uValue,
		message,
		shown: {
			headline: { label: `${noun} needed`, value: formatCount(units), steps: bought },
			tables: [
				{
					caption: 'Insulation to Buy',
					lines: [
						{
							label: 'Net area',
							value: isMetric ? `${m2} (${ft2})` : `${ft2} (${m2})`,
							steps: `${
								netArea > 0
									? [
											input.areas.map((item) => times(item.length, item.width)).join(' + '),
											...input.openings.map((opening) => times(opening.width, opening.height)),
										].join(' − ')
									: 0
							} =`,
						},
						{
							label: 'Layers',
							value: `${formatCount(layers)} × ${product}`,
							steps: `${gap < 0 ? `max(0, ${gapText})` : gapText} = ${needShown} →`,
						},
						{ label: noun, value: formatCount(units), steps: bought },
						{
							label: 'Coverage bought',
							value: `${formatCount(units)} × ${perUnit} = ${formatNumber(units * coverage)} ${areaUnit}`,
						},
						...(installedMm === null
							? []
							: [
									{
										label: 'Installed thickness',
										value: `${formatCount(installedMm)} mm`,
										steps: `${formatEntered(input.existing)} mm + ${formatCount(layers)} × ${perLayer} =`,
									},
								]),
						{
							label: 'Insulation R',
							value: isMetric ? `${rsiText} (US ${usRText})` : `${usRText} (${rsiText})`,
							steps: resistance,
						},
						...codeMinimum,
						...(uValue === null
							? []
							: [
									{
										label: 'Approx. U',
										value: `${formatNumber(uValue)} W/m²K`,
										steps: `1 ÷ RSI ${formatNumber(rsi)} =`,
									},
								]),
					],
				},
			],
		},
		purchases: [
			{
				key: purchaseKey(item),
				item,
				quantity: units,
				unit: isMetric ? 'roll' : 'pack',
			},
		],
	}
}
