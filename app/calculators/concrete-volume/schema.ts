import * as z from 'zod/mini'
import { decimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { CONCRETE_SHAPE_IDS, CONCRETE_TYPE_IDS, type ConcreteShapeId, type ConcreteTypeId } from './options.ts'

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

const NOT_ASKED = z.pipe(
	z.unknown(),
	z.transform(() => 0),
)

/** Dimensions in metres (metric) or feet (imperial), minimum 0.1 (seed 001 §5); a dimension the shape does not use is 0. */
export function createConcreteSchema(values: Pick<ConcreteValues, 'unit' | 'shape'>) {
	const unit = concreteLengthUnit(values.unit)
	const asked = concreteDimensions(values.shape)
	const dimension = (name: ConcreteDimension) =>
		asked.includes(name) ? decimal({ min: 0.1, max: unit === 'ft' ? 3280 : 1000, unit }) : NOT_ASKED
	return z.object({
		unit: z.enum(['metric', 'imperial']),
		shape: z.enum(CONCRETE_SHAPE_IDS),
		concreteType: z.enum(CONCRETE_TYPE_IDS),
		length: dimension('length'),
		width: dimension('width'),
		height: dimension('height'),
		diameter: dimension('diameter'),
		includeWastage: z.boolean(),
		includeReinforcement: z.boolean(),
	})
}

export type ConcreteInput = z.output<ReturnType<typeof createConcreteSchema>>
