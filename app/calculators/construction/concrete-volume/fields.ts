import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatCount } from '#app/lib/format.ts'
import { CONCRETE_SHAPES, CONCRETE_TYPES, type ConcreteShapeId, type ConcreteTypeId } from './options.ts'
import type { ConcreteDimension } from './schema.ts'

export const SHAPE_CARDS: ReadonlyArray<OptionCard<ConcreteShapeId>> = CONCRETE_SHAPES.map((shape) => ({
	value: shape.id,
	name: shape.name,
	description: shape.description,
}))

export const TYPE_CARDS: ReadonlyArray<OptionCard<ConcreteTypeId>> = CONCRETE_TYPES.map((type) => ({
	value: type.id,
	name: type.name,
	description: `${type.description}, ${formatCount(type.densityKgPerM3)} kg/m³`,
	detail: `${type.strengthMpa} MPa`,
}))

export const DIMENSION_LABELS: Record<ConcreteDimension, string> = {
	length: 'Length',
	width: 'Width',
	height: 'Height',
	diameter: 'Diameter',
}

/** What a dimension means for the chosen shape, where the bare label is not enough. */
export function dimensionHelp(shape: ConcreteShapeId, dimension: ConcreteDimension) {
	if (shape === 'slab' && dimension === 'height') return 'The slab thickness'
	if (shape === 'footing' && dimension === 'height') return 'The footing depth'
	if (shape === 'wall' && dimension === 'width') return 'The wall thickness'
	return undefined
}
