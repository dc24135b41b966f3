import { expect, test } from '@playwright/test'
import { NOT_BUILT_PATHS } from '../../app/catalogue/not-built.ts'
import { prerenderPaths, NOT_FOUND_PATH } from '../../app/catalogue/routes-to-prerender.ts'
import { runLighthouse } from '../../scripts/lighthouse-runner.mjs'

// Coming Soon pages share one template; one of them, while any is left, stands for the rest here (all
// are axe-checked in routes.test.ts). Lighthouse does not audit a page answered with HTTP 404, so the 404 page is
// left to axe too. Performance is measured by `npm run bench:lighthouse`, not asserted: timings on
// a shared CI machine are not a test.
const ROUTES = [
	...prerenderPaths.filter((path) => path !== NOT_FOUND_PATH && !NOT_BUILT_PATHS.includes(path)),
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
