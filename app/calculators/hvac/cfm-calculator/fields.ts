import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { AchPreset, CfmMode, ExtractRoom, ExtractRules, KitchenFan, Operation } from './options.ts'

/** The inputs' labels and choices (docs/calculators/cfm-calculator.md §2). */
export const CFM_LABELS = {
	mode: 'Mode',
	length: 'Room length',
	width: 'Room width',
	height: 'Ceiling height',
	achPreset: 'Room use (air-change preset)',
	ach: 'Air changes per hour',
	rules: 'Rules',
	room: 'Room',
	operation: 'Operation',
	kitchenFan: 'Kitchen fan position',
	toilets: 'Toilets',
	showers: 'Showers',
	bathtubs: 'Bathtubs',
	jettedTubs: 'Jetted tubs',
} as const

export const MODE_OPTIONS: ReadonlyArray<SelectOption<CfmMode>> = [
	{ value: 'airChanges', label: 'Air changes' },
	{ value: 'extract', label: 'Extract fan (wet rooms)' },
]

export const ACH_PRESET_OPTIONS: ReadonlyArray<SelectOption<AchPreset>> = [
	{ value: 'wholeHome', label: 'Whole home, minimum fresh air (0.35)' },
	{ value: 'general', label: 'General room or office (4)' },
	{ value: 'bedroom', label: 'Bedroom (5)' },
	{ value: 'living', label: 'Living room (6)' },
	{ value: 'bathroom', label: 'Bathroom (8)' },
	{ value: 'kitchenContinuous', label: 'Kitchen, continuous extract (5)' },
	{ value: 'kitchenCooking', label: 'Kitchen while cooking (15)' },
	{ value: 'garage', label: 'Garage / workshop (6)' },
	{ value: 'custom', label: 'Custom' },
]

export const RULES_OPTIONS: ReadonlyArray<SelectOption<ExtractRules>> = [
	{ value: 'us', label: 'US (HVI / ASHRAE 62.2)' },
	{ value: 'uk', label: 'UK (Approved Document F)' },
]

export const ROOM_OPTIONS: ReadonlyArray<SelectOption<ExtractRoom>> = [
	{ value: 'bathroom', label: 'Bathroom' },
	{ value: 'kitchen', label: 'Kitchen' },
	{ value: 'utility', label: 'Utility room' },
	{ value: 'wc', label: 'WC / toilet' },
]

export const OPERATION_OPTIONS: ReadonlyArray<SelectOption<Operation>> = [
	{ value: 'intermittent', label: 'Intermittent (boost)' },
	{ value: 'continuous', label: 'Continuous' },
]

export const KITCHEN_FAN_OPTIONS: ReadonlyArray<SelectOption<KitchenFan>> = [
	{ value: 'hood', label: 'Cooker hood over the hob / range' },
	{ value: 'elsewhere', label: 'Elsewhere in the kitchen' },
]

export const NO_FIXTURE_MESSAGE = 'Add at least one fixture'
export const NO_US_UTILITY_MESSAGE = 'No US code minimum: use Air changes or UK rules'
