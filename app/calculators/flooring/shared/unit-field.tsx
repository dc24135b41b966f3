import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'

const METRES_ONLY = ['m'] as const

/** SPEC-NEXT §0: the unit radio, Metric | Imperial (no metric sub-unit). */
export function FlooringUnitField({ value, onChange }: { value: UnitSystem; onChange: (unit: UnitSystem) => void }) {
	return (
		<UnitSystemField
			value={{ unit: value, metricUnit: 'm' }}
			metricUnits={METRES_ONLY}
			imperialLabel="Imperial"
			onChange={(selection) => onChange(selection.unit)}
		/>
	)
}
