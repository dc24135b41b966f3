import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ft2ToM2, m2ToFt2, mmToM, US_R_PER_RSI } from '#app/lib/units.ts'
import { EXISTING_CONDUCTIVITY, MEETS_TARGET_MESSAGE, ONE_LAYER_MESSAGE } from './options.ts'
import { grossAndOpenings, type InsulationInput } from './schema.ts'

export type InsulationResult = {
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
 * Insulation to reach a target (SPEC-NEXT building-and-flooring §3). Net area A = max(0, Σ areas − Σ openings).
 * Metric: R_exist = existing mm / 1000 ÷ 0.044; need mm = max(0, target − existing) (thickness), or
 * max(0, 1/U − R_exist) × λ × 1000 (U-value); layers = ceilTol(need / roll mm); rolls = ceilTol(A × layers × (1 + w) / coverage).
 * Imperial: need R = max(0, target − existing); layers = ceilTol(need / product R); packs likewise by the pack coverage.
 */
export function computeInsulation(input: InsulationInput): InsulationResult {
	const { gross, openings } = grossAndOpenings(input)
	const netArea = Math.max(0, gross - openings)
	const wasteFactor = 1 + input.waste / 100
	let layers: number
	let coverage: number
	let installedMm: number | null = null
	let rsi: number
	let usR: number
	if (input.unit === 'metric') {
		const conductivity = required(input.conductivity, 'conductivity')
		const rollMm = required(input.rollThickness, 'roll thickness')
		coverage = required(input.rollCoverage, 'coverage per roll')
		const existingRsi = mmToM(input.existing) / EXISTING_CONDUCTIVITY
		const needMm =
			input.targetMode === 'thickness'
				? Math.max(0, required(input.targetThickness, 'target thickness') - input.existing)
				: Math.max(0, 1 / required(input.targetU, 'target U-value') - existingRsi) * conductivity * 1000
		layers = layersFor(needMm, rollMm)
		installedMm = input.existing + layers * rollMm
		rsi = existingRsi + (layers * mmToM(rollMm)) / conductivity
		usR = rsi * US_R_PER_RSI
	} else {
		const productR = required(input.productR, 'product R-value')
		coverage = required(input.packCoverage, 'coverage per pack')
		const needR = Math.max(0, required(input.targetR, 'target R-value') - input.existing)
		layers = layersFor(needR, productR)
		usR = input.existing + layers * productR
		rsi = usR / US_R_PER_RSI
	}
	const units = ceilCount((netArea * layers * wasteFactor) / coverage)
	const isMetric = input.unit === 'metric'
	const message =
		layers === 0 ? MEETS_TARGET_MESSAGE : input.location === 'walls' && layers > 1 ? ONE_LAYER_MESSAGE : null
	return {
		netAreaM2: isMetric ? netArea : ft2ToM2(netArea),
		netAreaFt2: isMetric ? m2ToFt2(netArea) : netArea,
		layers,
		units,
		coverageBought: units * coverage,
		installedMm,
		rsi,
		usR,
		uValue: isMetric && rsi > 0 ? 1 / rsi : null,
		message,
	}
}
