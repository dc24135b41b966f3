import * as v from 'valibot'
import { decimal, type FieldErrors, parseInto } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { ConcreteShapeId, ConcreteTypeId } from './options.ts'

export const CONCRETE_DIMENSIONS = ['length', 'width', 'height', 'diameter'] as const
export type ConcreteDimension = (typeof CONCRETE_DIMENSIONS)[number]

export type ConcreteValues = Record<ConcreteDimension, string> & {
	unit: UnitSystem
	shape: ConcreteShapeId
	concreteType: ConcreteTypeId
	includeWastage: boolean
	includeReinforcement: boolean
}

export const CONCRETE_DEFAULTS: ConcreteValues = {
	unit: 'metric',
	shape: 'slab',
	concreteType: 'standard',
	length: '',
	width: '',
	height: '',
	diameter: '',
	includeWastage: true,
	includeReinforcement: false,
}

/**
 * The dimensions a shape asks for: a column is round (diameter and height), everything else a box.
 * Seed 001 §5 also asks a column for length and width; the form never shows them, so they cannot be required.
 */
export function concreteDimensions(shape: ConcreteShapeId): ReadonlyArray<ConcreteDimension> {
	return shape === 'column' ? ['diameter', 'height'] : ['length', 'width', 'height']
}

export function concreteLengthUnit(unit: UnitSystem) {
	return unit === 'imperial' ? 'ft' : 'm'
}

/** Dimensions in metres (metric) or feet (imperial); a dimension the shape does not use is 0. */
export type ConcreteInput = Record<ConcreteDimension, number> &
	Pick<ConcreteValues, 'unit' | 'shape' | 'concreteType' | 'includeWastage' | 'includeReinforcement'>

/** Seed 001 §5: the shape's dimensions, each at least 0.1; the upper bound (1 km / 3,280 ft) only catches typos. */
export function parseConcrete(values: ConcreteValues): { data: ConcreteInput | null; errors: FieldErrors } {
	const unit = concreteLengthUnit(values.unit)
	const asked = concreteDimensions(values.shape)
	const schema = v.object(
		Object.fromEntries(asked.map((name) => [name, decimal({ min: 0.1, max: unit === 'ft' ? 3280 : 1000, unit })])),
	)
	const errors: FieldErrors = {}
	const dimensions = parseInto(schema, values, '', errors)
	if (!dimensions) return { data: null, errors }
	return {
		data: {
			unit: values.unit,
			shape: values.shape,
			concreteType: values.concreteType,
			length: dimensions.length ?? 0,
			width: dimensions.width ?? 0,
			height: dimensions.height ?? 0,
			diameter: dimensions.diameter ?? 0,
			includeWastage: values.includeWastage,
			includeReinforcement: values.includeReinforcement,
		},
		errors,
	}
}
