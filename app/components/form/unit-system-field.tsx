import type { MetricLengthUnit, MetricSubUnit, UnitSystem } from '#app/lib/units.ts'
import { type RadioOption, RadioGroup } from './radio-group.tsx'

export type UnitSelection<TMetric extends MetricSubUnit = MetricLengthUnit> = { unit: UnitSystem; metricUnit: TMetric }

const METRIC_UNIT_LABELS: Record<MetricSubUnit, string> = {
	mm: 'Millimeters (mm)',
	cm: 'Centimeters (cm)',
	m: 'Meters (m)',
}

const METERS_OR_FEET_OPTIONS: ReadonlyArray<RadioOption<UnitSystem>> = [
	{ value: 'metric', label: 'Metric (meters)' },
	{ value: 'imperial', label: 'Imperial (feet)' },
]

/** The unit system radio of calculators that take lengths in metres or feet only (drywall, concrete, layers). */
export function MetersOrFeetField({ value, onChange }: { value: UnitSystem; onChange: (unit: UnitSystem) => void }) {
	return <RadioGroup legend="Unit System" options={METERS_OR_FEET_OPTIONS} value={value} onValueChange={onChange} />
}

const METRIC_OR_IMPERIAL_OPTIONS: ReadonlyArray<RadioOption<UnitSystem>> = [
	{ value: 'metric', label: 'Metric' },
	{ value: 'imperial', label: 'Imperial' },
]

/** The unit system radio of calculators whose fields are not all lengths (airflow, power, areas). */
export function MetricOrImperialField({
	value,
	onChange,
}: {
	value: UnitSystem
	onChange: (unit: UnitSystem) => void
}) {
	return <RadioGroup legend="Unit System" options={METRIC_OR_IMPERIAL_OPTIONS} value={value} onValueChange={onChange} />
}

const DEFAULT_METRIC_UNITS: ReadonlyArray<MetricLengthUnit> = ['mm', 'm']

/**
 * Unit system radio with the metric sub-unit shown only for metric. `metricUnits` lists the
 * sub-units offered, in order (default mm, m); with a single one no sub-unit choice is shown.
 */
export function UnitSystemField<TMetric extends MetricSubUnit = MetricLengthUnit>({
	value,
	onChange,
	imperialLabel = 'Imperial (feet)',
	metricUnits = DEFAULT_METRIC_UNITS as ReadonlyArray<MetricSubUnit> as ReadonlyArray<TMetric>,
}: {
	value: UnitSelection<TMetric>
	onChange: (selection: UnitSelection<TMetric>) => void
	imperialLabel?: string
	metricUnits?: ReadonlyArray<TMetric>
}) {
	const metricOptions: ReadonlyArray<RadioOption<TMetric>> = metricUnits.map((unit) => ({
		value: unit,
		label: METRIC_UNIT_LABELS[unit],
	}))
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
			{value.unit === 'metric' && metricOptions.length > 1 ? (
				<RadioGroup
					legend="Metric Unit"
					options={metricOptions}
					value={value.metricUnit}
					onValueChange={(metricUnit) => onChange({ unit: value.unit, metricUnit })}
				/>
			) : null}
		</>
	)
}
