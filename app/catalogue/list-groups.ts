import { type CalculatorEntry, calculators } from './calculators.ts'
import { categories, type CategoryId, type SubcategoryId, subcategories } from './categories.ts'
import { searchCatalogue } from './search.ts'

export type CalculatorGroup = { id: CategoryId | SubcategoryId; name: string; entries: ReadonlyArray<CalculatorEntry> }

/**
 * The list page's groups: by subcategory within a category filter, else by category.
 * A search term narrows the entries; empty groups are left out.
 */
export function groupCalculators({ category, search }: { category: CategoryId | null; search: string }) {
	const matching = search.trim() ? searchCatalogue(search) : calculators
	const inScope = category ? matching.filter((entry) => entry.category === category) : matching
	const groups: Array<CalculatorGroup> = category
		? subcategories
				.filter((subcategory) => subcategory.categoryId === category)
				.map((subcategory) => ({
					id: subcategory.id,
					name: subcategory.name,
					entries: inScope.filter((entry) => entry.subcategory === subcategory.id),
				}))
		: categories.map((item) => ({
				id: item.id,
				name: item.name,
				entries: inScope.filter((entry) => entry.category === item.id),
			}))
	return groups.filter((group) => group.entries.length > 0)
}
