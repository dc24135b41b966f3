import type { UnitSystem } from '#app/lib/units.ts'

export type CfmMode = 'airChanges' | 'extract'
export type ExtractRules = 'us' | 'uk'
export type ExtractRoom = 'bathroom' | 'kitchen' | 'utility' | 'wc'
export type Operation = 'intermittent' | 'continuous'
export type KitchenFan = 'hood' | 'elsewhere'
export type AchPreset =
	| 'wholeHome'
	| 'general'
	| 'bedroom'
	| 'living'
	| 'bathroom'
	| 'kitchenContinuous'
	| 'kitchenCooking'
	| 'garage'
	| 'custom'

export const CFM_MODES = ['airChanges', 'extract'] as const satisfies ReadonlyArray<CfmMode>
export const EXTRACT_RULES = ['us', 'uk'] as const satisfies ReadonlyArray<ExtractRules>
export const EXTRACT_ROOMS = ['bathroom', 'kitchen', 'utility', 'wc'] as const satisfies ReadonlyArray<ExtractRoom>
export const OPERATIONS = ['intermittent', 'continuous'] as const satisfies ReadonlyArray<Operation>
export const KITCHEN_FANS = ['hood', 'elsewhere'] as const satisfies ReadonlyArray<KitchenFan>

/** Air changes per hour of each preset (docs/calculators/cfm-calculator.md §2; Custom: as typed). */
export const ACH_PRESETS = {
	wholeHome: 0.35,
	general: 4,
	bedroom: 5,
	living: 6,
	bathroom: 8,
	kitchenContinuous: 5,
	kitchenCooking: 15,
	garage: 6,
} as const satisfies Record<Exclude<AchPreset, 'custom'>, number>

export const ACH_PRESET_KEYS = [...(Object.keys(ACH_PRESETS) as Array<keyof typeof ACH_PRESETS>), 'custom'] as const

/** The rules a unit system starts with: UK (Approved Document F) in metric, US (HVI / ASHRAE 62.2) in imperial. */
export const DEFAULT_RULES = { metric: 'uk', imperial: 'us' } as const satisfies Record<UnitSystem, ExtractRules>

/**
 * Table C2, US rules, in CFM. Bathroom intermittent is the HVI rule with a 50 CFM floor, and kitchen
 * continuous is 5 air changes an hour: both are worked out in compute; a utility room has no US minimum.
 */
export const US_MINIMUM_CFM = 50
export const US_BATHROOM_CONTINUOUS_CFM = 20
export const US_KITCHEN_INTERMITTENT_CFM = { hood: 100, elsewhere: 300 } as const satisfies Record<KitchenFan, number>
export const US_KITCHEN_CONTINUOUS_ACH = 5
export const US_WC_CFM = { intermittent: 50, continuous: 20 } as const satisfies Record<Operation, number>

/** HVI: up to 100 ft² of floor, 1 CFM per ft²; above it 50 CFM per toilet, shower and bathtub, 100 per jetted tub. */
export const HVI_AREA_LIMIT_FT2 = 100
export const HVI_CFM_PER_FT2 = 1
export const HVI_CFM_PER_FIXTURE = 50
export const HVI_CFM_PER_JETTED_TUB = 100

/** Table C2, UK rules (Approved Document F 2021 Vol. 1), in L/s. */
export const UK_EXTRACT_LS = {
	bathroom: { intermittent: 15, continuous: 8 },
	kitchen: { intermittent: { hood: 30, elsewhere: 60 }, continuous: 13 },
	utility: { intermittent: 30, continuous: 8 },
	wc: { intermittent: 6, continuous: 6 },
} as const
