import { expect, test } from '@playwright/test'
import { NOT_BUILT_PATHS } from '../../app/catalogue/not-built.ts'
import { STATIC_PAGE_PATHS } from '../../app/catalogue/routes-to-prerender.ts'
import { PROJECT_PATH } from '../../app/config/paths.ts'
import { calculatorPath, calculators } from '../../app/catalogue/calculators.ts'
import { runLighthouse } from '../../scripts/lighthouse-runner.mjs'

// One page of each template: the home page, the list, a calculator of each category (the families' forms differ),
// a static page, the project and a Coming Soon page while any is left. Every route is axe-checked in routes.test.ts
// (Lighthouse's accessibility audits are axe's), so running Lighthouse on all 38 (about 9 minutes of a CI run)
// added little. Lighthouse does not audit a page answered with HTTP 404, so the 404 page is left to axe too.
// Performance is measured by `npm run bench:lighthouse`, not asserted: timings on a shared CI machine are not a test.
const ONE_CALCULATOR_PER_CATEGORY = [
	...new Map(
		calculators.filter((entry) => entry.isBuilt).map((entry) => [entry.category, calculatorPath(entry.id)]),
	).values(),
]
const ROUTES = [
	'/',
	'/calculators',
	...ONE_CALCULATOR_PER_CATEGORY,
	STATIC_PAGE_PATHS[1],
	PROJECT_PATH,
	...NOT_BUILT_PATHS.slice(0, 1),
]

test('Lighthouse scores accessibility, best practices and SEO 100 on every page template', async ({ baseURL }) => {
	test.setTimeout(ROUTES.length * 30_000)
	const results = await runLighthouse(
		ROUTES.map((path) => `${baseURL}${path}`),
		{ formFactor: 'desktop', categories: ['accessibility', 'best-practices', 'seo'] },
	)
	const belowFull = [...results].flatMap(([url, summary]) =>
		Object.entries(summary.scores)
			.filter(([, score]) => score !== 1)
			.map(([id, score]) => `${url} ${id} ${score} (${summary.failedAudits.join(', ')})`),
	)
	expect(belowFull).toEqual([])
})
