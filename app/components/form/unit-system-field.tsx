import type { MetricLengthUnit, UnitSystem } from '#app/lib/units.ts'
import { type RadioOption, RadioGroup } from './radio-group.tsx'

export type UnitSelection = { unit: UnitSystem; metricUnit: MetricLengthUnit }

/** The unit system radio of calculators that take lengths in metres or feet (drywall, concrete). */
export const METERS_OR_FEET_OPTIONS: ReadonlyArray<RadioOption<UnitSystem>> = [
	{ value: 'metric', label: 'Metric (meters)' },
	{ value: 'imperial', label: 'Imperial (feet)' },
]

const METRIC_UNIT_OPTIONS: ReadonlyArray<RadioOption<MetricLengthUnit>> = [
	{ value: 'mm', label: 'Millimeters (mm)' },
	{ value: 'm', label: 'Meters (m)' },
]

/** Unit system radio with the metric sub-unit shown only for metric. */
export function UnitSystemField({
	value,
	onChange,
	imperialLabel = 'Imperial (feet)',
}: {
	value: UnitSelection
	onChange: (selection: UnitSelection) => void
	imperialLabel?: string
}) {
	return (
		<>
			<RadioGroup
				legend="Unit System"
				options={[
					{ value: 'metric', label: 'Metric' },
					{ value: 'imperial', label: imperialLabel },
				]}
				value={value.unit}
				onValueChange={(unit) => onChange({ unit, metricUnit: value.metricUnit })}
			/>
			{value.unit === 'metric' ? (
				<RadioGroup
					legend="Metric Unit"
					options={METRIC_UNIT_OPTIONS}
					value={value.metricUnit}
					onValueChange={(metricUnit) => onChange({ unit: value.unit, metricUnit })}
				/>
			) : null}
		</>
	)
}
