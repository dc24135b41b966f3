import * as v from 'valibot'
import { decimal, parseWith } from '#app/lib/number-input.ts'
import { typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import { CONCRETE_SHAPES, CONCRETE_TYPES, type ConcreteShapeId, type ConcreteTypeId } from './options.ts'

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
 * The dimensions a shape asks for (docs/calculators/concrete-volume.md §2): a column is round (diameter and height),
 * everything else a box. The form never shows a column's length or width, so they cannot be required.
 */
export function concreteDimensions(shape: ConcreteShapeId): ReadonlyArray<ConcreteDimension> {
	return shape === 'column' ? ['diameter', 'height'] : ['length', 'width', 'height']
}

/** A dimension the shape does not use: whatever was typed there, it is 0. */
const UNUSED = v.pipe(
	v.string(),
	v.transform(() => 0),
)

/**
 * docs/calculators/concrete-volume.md §2: the shape's dimensions, each at least 0.1 in metres or feet; the upper bound
 * (1 km / 3,280 ft) only catches typos.
 */
export function createConcreteSchema(values: Pick<ConcreteValues, 'unit' | 'shape'>) {
	const unit = typedLengthUnit(values)
	const asked = concreteDimensions(values.shape)
	const measurement = decimal({ min: 0.1, max: unit === 'ft' ? 3280 : 1000, unit })
	const dimension = (name: ConcreteDimension) => (asked.includes(name) ? measurement : UNUSED)
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		shape: v.picklist(CONCRETE_SHAPES.map((shape) => shape.id)),
		concreteType: v.picklist(CONCRETE_TYPES.map((type) => type.id)),
		length: dimension('length'),
		width: dimension('width'),
		height: dimension('height'),
		diameter: dimension('diameter'),
		includeWastage: v.boolean(),
		includeReinforcement: v.boolean(),
	})
}

/** Dimensions in metres (metric) or feet (imperial); a dimension the shape does not use is 0. */
export type ConcreteInput = v.InferOutput<ReturnType<typeof createConcreteSchema>>

export function parseConcrete(values: ConcreteValues) {
	return parseWith(createConcreteSchema(values), values)
}
