import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { FlowNumberField, WaterFlowMode } from './schema.ts'

export const FLOW_MODE_OPTIONS: ReadonlyArray<RadioOption<WaterFlowMode>> = [
	{ value: 'flow', label: 'Flow from velocity' },
	{ value: 'velocity', label: 'Velocity from flow' },
	{ value: 'size', label: 'Pipe size for a flow' },
	{ value: 'bucket', label: 'Bucket test' },
]

export const FLOW_FIELD_LABELS: Record<FlowNumberField, string> = {
	velocity: 'Velocity',
	flowRate: 'Flow rate',
	velocityLimit: 'Velocity limit',
	bucketVolume: 'Bucket volume',
	fillTime: 'Time to fill',
}

/** Arrow-key steps; any value within the bounds is valid. */
export const FLOW_FIELD_STEPS: Record<FlowNumberField, number> = {
	velocity: 0.1,
	flowRate: 1,
	velocityLimit: 0.1,
	bucketVolume: 1,
	fillTime: 1,
}

export const VELOCITY_LIMIT_HELP =
	'1.5 m/s (5 ft/s) suits hot water and quiet systems; cold-water copper may run to 2.4 m/s (7.87 ft/s)'

export const WATER_FLOW_TIPS = [
	'Measure the bucket test at the outlet with other taps off; repeat three times and use the average.',
	'Velocity, not just flow, drives noise, water hammer and copper erosion; size hot-water and recirculation lines for 1.5 m/s (5 ft/s) or less.',
	'Nominal sizes are not bores: 3/4" PEX has a smaller bore (0.681 in) than 3/4" copper L (0.785 in), so it carries about 25 % less at the same velocity.',
]
