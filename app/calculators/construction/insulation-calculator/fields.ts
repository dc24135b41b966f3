import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	CLIMATE_ZONE_LABELS,
	CLIMATE_ZONES,
	type ClimateZone,
	CONDUCTIVITIES,
	IECC_COMPONENTS,
	ieccCellText,
	LOCATION_LABELS,
	type Location,
	PRODUCT_R_VALUES,
	ROLL_THICKNESSES,
	type TargetMode,
} from './options.ts'

export function locationOptions(unit: UnitSystem): ReadonlyArray<RadioOption<Location>> {
	const labels = LOCATION_LABELS[unit]
	return (['loft', 'walls', 'floor'] as const).map((value) => ({ value, label: labels[value] }))
}

export const TARGET_MODE_OPTIONS: ReadonlyArray<RadioOption<TargetMode>> = [
	{ value: 'thickness', label: 'Thickness' },
	{ value: 'uValue', label: 'U-value' },
]

export const CONDUCTIVITY_OPTIONS: ReadonlyArray<SelectOption<string>> = CONDUCTIVITIES.map((value) => ({
	value,
	label: `${value} W/mK`,
}))

export const ROLL_THICKNESS_OPTIONS: ReadonlyArray<SelectOption<string>> = ROLL_THICKNESSES.map((value) => ({
	value,
	label: `${value} mm`,
}))

export const CLIMATE_ZONE_OPTIONS: ReadonlyArray<SelectOption<ClimateZone>> = CLIMATE_ZONES.map((value) => ({
	value,
	label: CLIMATE_ZONE_LABELS[value],
}))

/**
 * What the chosen zone's cell of IECC 2021 Table R402.1.3 says for the location, with its continuous-insulation
 * alternatives (docs/calculators/insulation-calculator.md §3); with none chosen, what choosing one does.
 */
export function climateZoneHelp(zone: ClimateZone, location: Location) {
	if (zone === 'none') return 'Sets the target to the IECC 2021 minimum (Table R402.1.3) for your zone'
	const cell = `IECC 2021 Table R402.1.3, zone ${zone}, ${IECC_COMPONENTS[location]}: ${ieccCellText(zone, location)}`
	return location === 'walls' ? `${cell} (cavity + continuous insulation, ci)` : cell
}

export const PRODUCT_R_OPTIONS: ReadonlyArray<SelectOption<string>> = PRODUCT_R_VALUES.map((value) => ({
	value,
	label: `R-${value}`,
}))

export const INSULATION_TIPS = [
	'UK lofts: lay the first layer between the joists and the next across them; never squash it under boards (use raised loft legs).',
	'Compressed batts lose R-value: an R-19 squeezed into a 5½ in cavity rates about R-18.',
	'Keep eaves ventilation open and clear of downlights.',
	'Coverage is printed on every pack: enter that figure.',
]
