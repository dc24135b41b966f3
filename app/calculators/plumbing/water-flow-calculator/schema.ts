import * as v from 'valibot'
import { NOT_ASKED, pipeEntries, type PipeValues } from '#app/calculators/plumbing/shared/pipe-schema.ts'
import { CUSTOM_PIPE, DEFAULT_PIPE } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { decimal } from '#app/lib/number-input.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import type { UnitSystem } from '#app/lib/units.ts'

export const FLOW_MODES = ['flow', 'velocity', 'size', 'bucket'] as const
export type WaterFlowMode = (typeof FLOW_MODES)[number]

export const FLOW_NUMBER_FIELDS = ['velocity', 'flowRate', 'velocityLimit', 'bucketVolume', 'fillTime'] as const
export type FlowNumberField = (typeof FLOW_NUMBER_FIELDS)[number]

export type WaterFlowValues = PipeValues &
	Record<FlowNumberField, string> & {
		unit: UnitSystem
		mode: WaterFlowMode
	}

/** The fields each mode asks for, besides the pipe. */
export const MODE_FIELDS: Record<WaterFlowMode, ReadonlyArray<FlowNumberField>> = {
	flow: ['velocity'],
	velocity: ['flowRate'],
	size: ['flowRate', 'velocityLimit'],
	bucket: ['bucketVolume', 'fillTime'],
}

/** What each mode asks of the pipe: type and size (or custom bore), the type alone, or nothing. */
export const MODE_PIPE: Record<WaterFlowMode, 'pipe' | 'type' | 'nothing'> = {
	flow: 'pipe',
	velocity: 'pipe',
	size: 'type',
	bucket: 'nothing',
}

/**
 * Bounds (inclusive) and units of docs/calculators/water-flow-calculator.md §2: metric m/s, L/min, L; imperial ft/s, US
 * gpm, US gal; seconds in both.
 */
export const FLOW_BOUNDS: Record<UnitSystem, Record<FlowNumberField, { min: number; max: number; unit: string }>> = {
	metric: {
		velocity: { min: 0.01, max: 10, unit: 'm/s' },
		flowRate: { min: 0.01, max: 60_000, unit: 'L/min' },
		velocityLimit: { min: 0.1, max: 3, unit: 'm/s' },
		bucketVolume: { min: 0.01, max: 1000, unit: 'L' },
		fillTime: { min: 0.1, max: 3600, unit: 's' },
	},
	imperial: {
		velocity: { min: 0.03, max: 33, unit: 'ft/s' },
		flowRate: { min: 0.01, max: 15_000, unit: 'US gpm' },
		velocityLimit: { min: 0.3, max: 10, unit: 'ft/s' },
		bucketVolume: { min: 0.01, max: 250, unit: 'US gal' },
		fillTime: { min: 0.1, max: 3600, unit: 's' },
	},
}

const DEFAULT_NUMBERS: Record<UnitSystem, Record<FlowNumberField | 'customDiameter', string>> = {
	metric: {
		customDiameter: '20',
		velocity: '1.5',
		flowRate: '20',
		velocityLimit: '1.5',
		bucketVolume: '10',
		fillTime: '20',
	},
	imperial: {
		customDiameter: '0.75',
		velocity: '5',
		flowRate: '5',
		velocityLimit: '5',
		bucketVolume: '5',
		fillTime: '60',
	},
}

/**
 * Defaults of a unit system (docs/calculators/water-flow-calculator.md §2): flow from velocity, UK copper 22 mm or US
 * copper type L 3/4".
 */
export function waterFlowDefaults(unit: UnitSystem): WaterFlowValues {
	return { unit, mode: 'flow', ...DEFAULT_PIPE[unit], ...DEFAULT_NUMBERS[unit] }
}

export const WATER_FLOW_DEFAULTS = waterFlowDefaults('metric')

/** A unit system change: that system's defaults, in the same mode (docs/decisions/059-plumbing-choices.md). */
export function waterFlowValuesForUnit(values: WaterFlowValues, selection: Partial<WaterFlowValues>) {
	return valuesForNewUnit(waterFlowDefaults(selection.unit ?? values.unit), values, selection, ['mode'])
}

/** Only the mode's fields are validated (docs/calculators/water-flow-calculator.md §2); the others are read as 0. */
export function createWaterFlowSchema(values: Pick<WaterFlowValues, 'unit' | 'mode' | 'pipeType'>) {
	const asked = MODE_FIELDS[values.mode] ?? []
	const number = (field: FlowNumberField) =>
		asked.includes(field) ? decimal(FLOW_BOUNDS[values.unit][field]) : NOT_ASKED
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		mode: v.picklist(FLOW_MODES),
		...pipeEntries(values.pipeType, values.unit, MODE_PIPE[values.mode] ?? 'nothing'),
		velocity: number('velocity'),
		flowRate: number('flowRate'),
		velocityLimit: number('velocityLimit'),
		bucketVolume: number('bucketVolume'),
		fillTime: number('fillTime'),
	})
}

/** Rates in the chosen system (m/s, L/min, L or ft/s, US gpm, US gal; seconds); unasked fields are 0. */
export type WaterFlowInput = v.InferOutput<ReturnType<typeof createWaterFlowSchema>>

/** A new mode; the pipe size mode has no Custom type, so a custom pipe becomes the system's default pipe. */
export function waterFlowValuesForMode(values: WaterFlowValues, mode: WaterFlowMode): Partial<WaterFlowValues> {
	return mode === 'size' && values.pipeType === CUSTOM_PIPE ? { mode, ...DEFAULT_PIPE[values.unit] } : { mode }
}
