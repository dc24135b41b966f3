import type { Estimated } from '#app/estimate/estimate.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import {
	FT3_PER_M3,
	lsToCfm,
	cfmToLs,
	M2_PER_FT2,
	M3_PER_FT3,
	M3H_PER_LS,
	SECONDS_PER_MINUTE,
	type UnitSystem,
} from '#app/lib/units.ts'
import {
	HVI_CFM_PER_FIXTURE,
	HVI_CFM_PER_FT2,
	HVI_CFM_PER_JETTED_TUB,
	UK_EXTRACT_LS,
	US_BATHROOM_CONTINUOUS_CFM,
	US_KITCHEN_CONTINUOUS_ACH,
	US_KITCHEN_INTERMITTENT_CFM,
	US_MINIMUM_CFM,
	US_WC_CFM,
} from './options.ts'
import { floorAreaFt2, isHviByArea } from './hvi-area.ts'
import type { CfmInput } from './schema.ts'
import { cfmShown } from './shown.ts'
import type { Airflow, CfmFigures, CfmRule } from './types.ts'

export type CfmResult = CfmFigures & Estimated

/** Air changes: imperial CFM = V_ft³ × ACH / 60; metric m³/h = V_m³ × ACH, L/s = m³/h ÷ 3.6. */
function airChanges(input: CfmInput, volume: number, ach: number): Airflow {
	return input.unit === 'imperial' ? { cfm: (volume * ach) / SECONDS_PER_MINUTE } : { ls: (volume * ach) / M3H_PER_LS }
}

/** HVI for a bathroom: 1 CFM per ft² up to 100 ft², else 50 per toilet, shower and tub, 100 per jetted tub; 50 CFM at least. */
function usBathroomIntermittent(input: CfmInput, areaFt2: number): { airflow: Airflow; rule: CfmRule } {
	if (isHviByArea(areaFt2)) {
		const hviCfm = areaFt2 * HVI_CFM_PER_FT2
		const isMinimumGoverning = hviCfm <= US_MINIMUM_CFM
		return {
			airflow: { cfm: Math.max(hviCfm, US_MINIMUM_CFM) },
			rule: { kind: 'hviArea', areaFt2, hviCfm, isMinimumGoverning },
		}
	}
	const fixtures = input.toilets + input.showers + input.bathtubs
	const hviCfm = HVI_CFM_PER_FIXTURE * fixtures + HVI_CFM_PER_JETTED_TUB * input.jettedTubs
	const isMinimumGoverning = hviCfm <= US_MINIMUM_CFM
	return {
		airflow: { cfm: Math.max(hviCfm, US_MINIMUM_CFM) },
		rule: { kind: 'hviFixtures', fixtures, jettedTubs: input.jettedTubs, hviCfm, isMinimumGoverning },
	}
}

/** Table C2, US rules, in CFM (kitchen continuous: 5 air changes of the kitchen, worked in the active system). */
function usExtract(input: CfmInput, volume: number, areaFt2: number): { airflow: Airflow | null; rule: CfmRule } {
	const isIntermittent = input.operation === 'intermittent'
	switch (input.room) {
		case 'bathroom': {
			if (isIntermittent) return usBathroomIntermittent(input, areaFt2)
			return {
				airflow: { cfm: US_BATHROOM_CONTINUOUS_CFM },
				rule: { kind: 'usTable', cfm: US_BATHROOM_CONTINUOUS_CFM },
			}
		}
		case 'kitchen': {
			if (isIntermittent) {
				const cfm = US_KITCHEN_INTERMITTENT_CFM[input.kitchenFan]
				return { airflow: { cfm }, rule: { kind: 'usTable', cfm } }
			}
			const rule: CfmRule = { kind: 'usKitchenContinuous', ach: US_KITCHEN_CONTINUOUS_ACH }
			return { airflow: airChanges(input, volume, US_KITCHEN_CONTINUOUS_ACH), rule }
		}
		case 'wc': {
			const cfm = US_WC_CFM[input.operation]
			return { airflow: { cfm }, rule: { kind: 'usTable', cfm } }
		}
		case 'utility':
			return { airflow: null, rule: { kind: 'noUsMinimum' } }
	}
}

/** Table C2, UK rules (Approved Document F), in L/s. */
function ukExtract(input: CfmInput): { airflow: Airflow; rule: CfmRule } {
	const rates = UK_EXTRACT_LS[input.room]
	const rate = input.operation === 'continuous' ? rates.continuous : rates.intermittent
	const ls = typeof rate === 'number' ? rate : rate[input.kitchenFan]
	return { airflow: { ls }, rule: { kind: 'ukTable', ls } }
}

/**
 * docs/calculators/cfm-calculator.md §3. V = L × W × H. Air changes: CFM = V_ft³ × ACH / 60 (imperial) or
 * m³/h = V_m³ × ACH (metric). Extract: Table C2 under US rules (CFM, HVI for bathrooms) or UK rules
 * (L/s). CFM ↔ L/s by CFM_LS, m³/h = L/s × 3.6. The fan to buy = ceilTol of the airflow in the
 * active system's headline unit (CFM imperial, L/s metric).
 */
export function computeCfm(input: CfmInput): CfmResult {
	const isImperial = input.unit === 'imperial'
	const volume = input.length * input.width * input.height
	const area = input.length * input.width
	const areaFt2 = floorAreaFt2(input.unit, input.length, input.width)
	const { airflow, rule } =
		input.mode === 'airChanges'
			? { airflow: airChanges(input, volume, input.ach), rule: { kind: 'airChanges', ach: input.ach } as const }
			: input.rules === 'us'
				? usExtract(input, volume, areaFt2)
				: ukExtract(input)
	const figures: CfmFigures = {
		volumeM3: isImperial ? volume * M3_PER_FT3 : volume,
		volumeFt3: isImperial ? volume : volume * FT3_PER_M3,
		areaM2: isImperial ? area * M2_PER_FT2 : area,
		areaFt2,
		rule,
		airflow: airflow ? withAllUnits(input.unit, airflow) : null,
	}
	return { ...figures, shown: cfmShown(input, figures, airflow), purchases: [] }
}

function withAllUnits(unit: UnitSystem, airflow: Airflow) {
	const ls = 'ls' in airflow ? airflow.ls : cfmToLs(airflow.cfm)
	const cfm = 'cfm' in airflow ? airflow.cfm : lsToCfm(airflow.ls)
	return { cfm, ls, m3h: ls * M3H_PER_LS, fanRating: ceilCount(unit === 'imperial' ? cfm : ls) }
}
