import type { LayerMeasurement } from './schema.ts'
import type { DepthUnit, UnitSystem } from '#app/lib/units.ts'

export const LAYER_FIELD_LABELS: Record<LayerMeasurement, string> = {
	length: 'Length',
	width: 'Width',
	depth: 'Depth',
}

export const LAYER_UNIT_OPTIONS: ReadonlyArray<{ value: UnitSystem; label: string }> = [
	{ value: 'metric', label: 'Metric (meters)' },
	{ value: 'imperial', label: 'Imperial (feet)' },
]

/** Seed 001 §2 order: inches, cm, mm. */
export const DEPTH_UNIT_OPTIONS: ReadonlyArray<{ value: DepthUnit; label: string }> = [
	{ value: 'in', label: 'Inches (in)' },
	{ value: 'cm', label: 'Centimeters (cm)' },
	{ value: 'mm', label: 'Millimeters (mm)' },
]

export const WASTAGE_LABEL = 'Include 10% Wastage'
