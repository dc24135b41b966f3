import { categories, type CategoryId, isCategoryId } from '#app/catalogue/categories.ts'
import { findCalculatorByPath } from '#app/catalogue/calculators.ts'

export type NavLink = { key: 'all' | CategoryId; label: string; to: string }

export const NAV_LINKS: ReadonlyArray<NavLink> = [
	{ key: 'all', label: 'All Calculators', to: '/calculators' },
	...categories.map((category) => ({
		key: category.id,
		label: category.name,
		to: `/calculators?category=${category.id}`,
	})),
]

/** Which nav link is highlighted: the category of the calculator shown, the list's filter, or 'All'. */
export function activeNavKey(pathname: string, categoryParam: string | null): NavLink['key'] | null {
	const path = pathname.replace(/\/+$/, '')
	const entry = findCalculatorByPath(path)
	if (entry) return entry.category
	if (path !== '/calculators') return null
	return isCategoryId(categoryParam) ? categoryParam : 'all'
}
