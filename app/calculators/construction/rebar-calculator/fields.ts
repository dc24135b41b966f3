import type { SelectOption } from '#app/components/form/select-field.tsx'
import { formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { rebarSizes, rebarUnits, STANDARD_GROUPS } from './options.ts'
import { GRID_FIELDS, type GridField, type RebarMode, type RebarValues } from './schema.ts'

export const UNIT_OPTIONS: ReadonlyArray<{ value: UnitSystem; label: string }> = [
	{ value: 'metric', label: 'Metric' },
	{ value: 'imperial', label: 'Imperial' },
]

export const MODE_OPTIONS: ReadonlyArray<{ value: RebarMode; label: string }> = [
	{ value: 'individual', label: 'Individual Rebar Pieces' },
	{ value: 'grid', label: 'Concrete Slab Grid' },
]

export const GRID_LABELS: Record<GridField, string> = {
	slabLength: 'Slab Length',
	slabWidth: 'Slab Width',
	spacing: 'Rebar Spacing',
	edgeSpacing: 'Edge Spacing',
	barLength: 'Single Rebar Length',
}

/** The grid's hints, metric and imperial: the site's defaults (docs/calculators/rebar-calculator.md §5). */
export function gridHints(unit: UnitSystem): Partial<Record<GridField, string>> {
	return unit === 'imperial'
		? { spacing: 'Typically 6-12 in', edgeSpacing: 'Typically 2-3 in', barLength: 'Standard length 20-40 ft' }
		: { spacing: 'Typically 15-30 cm', edgeSpacing: 'Typically 5-7.5 cm', barLength: 'Standard length 6-12 m' }
}

export function gridFieldUnit(unit: UnitSystem, field: GridField) {
	const units = rebarUnits(unit)
	return field === 'spacing' || field === 'edgeSpacing' ? units.spacing : units.length
}

/** The size select's choices: metric groups the ASTM soft-metric bars apart from the UK's BS 4449 bars. */
export function sizeOptions(unit: UnitSystem): ReadonlyArray<SelectOption<string>> {
	const { diameter } = rebarUnits(unit)
	return rebarSizes(unit).map((size) => ({
		value: size.id,
		label: `${size.id} (${formatEntered(size.diameter)} ${diameter})`,
		...(unit === 'metric' ? { group: STANDARD_GROUPS[size.standard] } : {}),
	}))
}

export function priceUnits(unit: UnitSystem) {
	const { currency, length } = rebarUnits(unit)
	return unit === 'imperial'
		? {
				perTon: `${currency}/ton`,
				perTonLabel: 'Price per Ton (US ton, optional)',
				perLength: `${currency}/${length}`,
				perLengthLabel: 'Price per Foot (optional)',
			}
		: {
				perTon: `${currency}/t`,
				perTonLabel: 'Price per Ton (tonne, optional)',
				perLength: `${currency}/${length}`,
				perLengthLabel: 'Price per Meter (optional)',
			}
}

/** 'Start New Calculation': quantities and lengths cleared; sizes, prices, unit, mode and options kept. */
export function clearRebarMeasurements(values: RebarValues): RebarValues {
	return {
		...values,
		entries: values.entries.map((entry) => ({ ...entry, quantity: '', length: '' })),
		grid: { ...values.grid, ...Object.fromEntries(GRID_FIELDS.map((field) => [field, ''])) },
	}
}
