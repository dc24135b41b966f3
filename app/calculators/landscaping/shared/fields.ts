import type { DepthUnit } from '#app/lib/units.ts'
import type { LayerMeasurement } from './schema.ts'

export const LAYER_FIELD_LABELS: Record<LayerMeasurement, string> = {
	length: 'Length',
	width: 'Width',
	depth: 'Depth',
}

/** The order of docs/calculators/topsoil-calculator.md §2: inches, cm, mm. */
export const DEPTH_UNIT_OPTIONS: ReadonlyArray<{ value: DepthUnit; label: string }> = [
	{ value: 'in', label: 'Inches (in)' },
	{ value: 'cm', label: 'Centimeters (cm)' },
	{ value: 'mm', label: 'Millimeters (mm)' },
]

export const WASTAGE_LABEL = 'Include 10% Wastage'
