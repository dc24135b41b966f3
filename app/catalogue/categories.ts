export type Category = { id: string; name: string }
export type Subcategory = { id: string; name: string; categoryId: CategoryId }

export const categories = [
	{
		id: 'construction',
		name: 'Construction',
	},
	{
		id: 'painting',
		name: 'Painting',
	},
	{
		id: 'flooring',
		name: 'Flooring',
	},
	{
		id: 'landscaping',
		name: 'Landscaping',
	},
	{
		id: 'plumbing',
		name: 'Plumbing',
	},
	{
		id: 'electrical',
		name: 'Electrical',
	},
	{
		id: 'hvac',
		name: 'HVAC',
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
	{ id: 'fencing-paving', name: 'Fencing & Paving', categoryId: 'landscaping' },
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
