export type Category = { id: string; name: string; description: string }
export type Subcategory = { id: string; name: string; categoryId: CategoryId }

export const categories = [
	{
		id: 'construction',
		name: 'Construction',
		description: 'Framing, decking, roofing, concrete, rebar, drywall and insulation quantities.',
	},
	{
		id: 'painting',
		name: 'Painting',
		description: 'Paint, primer and wallpaper for walls and ceilings, openings deducted.',
	},
	{
		id: 'flooring',
		name: 'Flooring',
		description: 'Tiles, hardwood, laminate and carpet for any room, with waste for cuts.',
	},
	{
		id: 'landscaping',
		name: 'Landscaping',
		description: 'Grass seed, topsoil, mulch and gravel for lawns, beds and paths.',
	},
	{
		id: 'plumbing',
		name: 'Plumbing',
		description: 'Pipe flow and water pressure for supply and drainage runs.',
	},
	{
		id: 'electrical',
		name: 'Electrical',
		description: 'Wire size, voltage drop and conduit fill for safe circuits.',
	},
	{
		id: 'hvac',
		name: 'HVAC',
		description: 'Heating and cooling loads, duct sizes and airflow for rooms.',
	},
] as const satisfies ReadonlyArray<Category>

export type CategoryId = (typeof categories)[number]['id']

export const subcategories = [
	{ id: 'roofing', name: 'Roofing', categoryId: 'construction' },
	{ id: 'framing-lumber', name: 'Framing & Lumber', categoryId: 'construction' },
	{ id: 'concrete-masonry', name: 'Concrete & Masonry', categoryId: 'construction' },
	{ id: 'insulation-drywall', name: 'Insulation & Drywall', categoryId: 'construction' },
	{ id: 'paint-coverage', name: 'Paint Coverage', categoryId: 'painting' },
	{ id: 'wall-covering', name: 'Wall Covering', categoryId: 'painting' },
	{ id: 'hard-flooring', name: 'Hard Flooring', categoryId: 'flooring' },
	{ id: 'soft-flooring', name: 'Soft Flooring', categoryId: 'flooring' },
	{ id: 'lawn-care', name: 'Lawn Care', categoryId: 'landscaping' },
	{ id: 'ground-materials', name: 'Ground Materials', categoryId: 'landscaping' },
	{ id: 'pipe-flow', name: 'Pipes & Flow', categoryId: 'plumbing' },
	{ id: 'wiring-electrical', name: 'Wiring', categoryId: 'electrical' },
	{ id: 'hvac-sizing', name: 'HVAC Sizing', categoryId: 'hvac' },
] as const satisfies ReadonlyArray<Subcategory>

export type SubcategoryId = (typeof subcategories)[number]['id']

export function isCategoryId(value: string | null | undefined): value is CategoryId {
	return categories.some((category) => category.id === value)
}

export function getCategory(id: CategoryId) {
	const category = categories.find((candidate) => candidate.id === id)
	if (!category) throw new Error(`Unknown category: ${id}`)
	return category
}

export function getSubcategory(id: SubcategoryId) {
	const subcategory = subcategories.find((candidate) => candidate.id === id)
	if (!subcategory) throw new Error(`Unknown subcategory: ${id}`)
	return subcategory
}
