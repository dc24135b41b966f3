import { categories, type CategoryId, isCategoryId } from '#app/catalogue/categories.ts'

export type NavLink = { key: 'all' | CategoryId; label: string; to: string }

export const NAV_LINKS: ReadonlyArray<NavLink> = [
	{ key: 'all', label: 'All Calculators', to: '/calculators' },
	...categories.map((category) => ({
		key: category.id,
		label: category.name,
		to: `/calculators?category=${category.id}`,
	})),
]

/**
 * Which nav link is highlighted: the category of the calculator shown (from its route's loader data), the list's
 * filter, or 'All'.
 */
export function activeNavKey(
	pathname: string,
	categoryParam: string | null,
	calculatorCategory?: CategoryId,
): NavLink['key'] | null {
	if (calculatorCategory) return calculatorCategory
	if (pathname.replace(/\/+$/, '') !== '/calculators') return null
	return isCategoryId(categoryParam) ? categoryParam : 'all'
}
