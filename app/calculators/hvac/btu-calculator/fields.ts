import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { Climate, Insulation, LoadType, RoomType, SunExposure } from './options.ts'

/** The inputs' labels and choices (docs/calculators/btu-calculator.md §2). */
export const BTU_LABELS = {
	load: 'Load type',
	area: 'Floor area',
	height: 'Ceiling height',
	sun: 'Sun exposure',
	occupants: 'Occupants (regularly)',
	hasKitchen: 'Kitchen',
	roomType: 'Room type',
	insulation: 'Insulation',
	hasLargeGlazing: 'French / patio doors or large glazing',
	climate: 'Winter climate (design outdoor temperature)',
} as const

export const LOAD_OPTIONS: ReadonlyArray<SelectOption<LoadType>> = [
	{ value: 'cooling', label: 'Cooling (air conditioner)' },
	{ value: 'heating', label: 'Heating (radiator / heater)' },
]

export const SUN_OPTIONS: ReadonlyArray<SelectOption<SunExposure>> = [
	{ value: 'shaded', label: 'Heavily shaded / north-facing' },
	{ value: 'average', label: 'Average' },
	{ value: 'sunny', label: 'Very sunny / south-facing' },
]

export const ROOM_OPTIONS: ReadonlyArray<SelectOption<RoomType>> = [
	{ value: 'living', label: 'Living / dining' },
	{ value: 'bedroom', label: 'Bedroom' },
	{ value: 'kitchen-hall', label: 'Kitchen, hall or landing' },
	{ value: 'bathroom', label: 'Bathroom' },
]

export const INSULATION_OPTIONS: ReadonlyArray<SelectOption<Insulation>> = [
	{ value: 'poor', label: 'Poor (single glazing, little insulation)' },
	{ value: 'average', label: 'Average (double glazing)' },
	{ value: 'good', label: 'Good (modern insulated)' },
]

// U+2212 minus signs: a temperature below zero is a signed value, not a negative quantity.
export const CLIMATE_OPTIONS: ReadonlyArray<SelectOption<Climate>> = [
	{ value: 'mild', label: 'Mild 5 °C / 41 °F' },
	{ value: 'uk', label: 'UK typical −3 °C / 26.6 °F' },
	{ value: 'cold', label: 'Cold −10 °C / 14 °F' },
	{ value: 'very-cold', label: 'Very cold −20 °C / −4 °F' },
]

export const WHOLE_HOUSE_NOTE =
	'For one room. Whole-house equipment needs an ACCA Manual J (US) or BS EN 12831 (UK) calculation.'
