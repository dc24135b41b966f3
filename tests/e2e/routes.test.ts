import { calculatorPath, calculators } from '../../app/catalogue/calculators.ts'
import { getCategory } from '../../app/catalogue/categories.ts'
import { NOT_BUILT_PATHS } from '../../app/catalogue/not-built.ts'
import { titleCaseSegment } from '../../app/lib/title-case.ts'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts'

const ROUTES = [
	{
		path: '/',
		title: 'Free Construction Calculators for Contractors & DIY',
		heading: 'Your life in 27 free calculators',
	},
	{ path: '/calculators', title: 'All Construction Calculators', heading: 'All Construction Calculators' },
	{ path: '/calculators?category=flooring', title: 'Flooring Calculators', heading: 'Flooring Calculators' },
	{ path: '/calculators?search=paint', title: 'Search Results for "paint"', heading: 'All Construction Calculators' },
	...calculators
		.filter((entry) => entry.isBuilt)
		.map((entry) => ({
			path: calculatorPath(entry.id),
			title: `${entry.name} - ${getCategory(entry.category).name} Calculator`,
			heading: entry.name,
		})),
	{ path: '/privacy-policy', title: 'Privacy Policy', heading: 'Privacy Policy' },
	{ path: '/about', title: 'About', heading: 'About' },
	{ path: '/contact', title: 'Contact', heading: 'Contact' },
	...NOT_BUILT_PATHS.map((path) => ({
		path,
		title: titleCaseSegment(path.split('/').at(-1) ?? ''),
		heading: 'Coming Soon!',
	})),
	{ path: '/no-such-page', title: 'No Such Page', heading: '404 Page Not Found' },
]

for (const route of ROUTES) {
	test(`${route.path} renders its title and heading, with no axe violation, console error or outside request`, async ({
		page,
	}) => {
		await gotoHydrated(page, route.path)
		await expect(page).toHaveTitle(route.title)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
		await expectNoAxeViolations(page)
	})
}
