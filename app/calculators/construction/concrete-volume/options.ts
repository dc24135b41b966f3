/** Structure shapes and concrete types, strength MPa and density kg/m³ (docs/calculators/concrete-volume.md §2). */
export const CONCRETE_SHAPES = [
	{ id: 'slab', name: 'Slab', description: 'Flat surface like a floor or patio' },
	{ id: 'footing', name: 'Footing', description: 'Foundation footing or beam' },
	{ id: 'column', name: 'Column', description: 'Vertical support column' },
	{ id: 'wall', name: 'Wall', description: 'Vertical wall structure' },
] as const

export type ConcreteShapeId = (typeof CONCRETE_SHAPES)[number]['id']

export const CONCRETE_TYPES = [
	{ id: 'standard', name: 'C25/30', description: 'Standard', strengthMpa: 30, densityKgPerM3: 2400 },
	{ id: 'high-strength', name: 'C32/40', description: 'High strength', strengthMpa: 40, densityKgPerM3: 2400 },
	{ id: 'lightweight', name: 'LC25/28', description: 'Lightweight', strengthMpa: 25, densityKgPerM3: 1800 },
	{ id: 'heavy-duty', name: 'C40/50', description: 'Heavy duty', strengthMpa: 50, densityKgPerM3: 2400 },
] as const

export type ConcreteTypeId = (typeof CONCRETE_TYPES)[number]['id']

export function findConcreteShape(id: string) {
	return CONCRETE_SHAPES.find((shape) => shape.id === id)
}

export function findConcreteType(id: string) {
	return CONCRETE_TYPES.find((type) => type.id === id)
}
