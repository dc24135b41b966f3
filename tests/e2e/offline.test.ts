import { NOT_BUILT_PATHS } from '../../app/catalogue/not-built.ts'
import { NOT_FOUND_PATH, prerenderPaths } from '../../app/catalogue/routes-to-prerender.ts'
import { expect, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'
import { waitForServiceWorker } from './service-worker-helpers.ts'

// The service worker is what these tests are about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// One visit to the home page installs the service worker; then the connection drops and every
// other page must come from it. No test here visits a page before going offline, except '/'.
test.beforeEach(async ({ page, context }) => {
	await gotoHydrated(page, '/')
	await waitForServiceWorker(page)
	await context.setOffline(true)
})

test('every calculator opens and calculates offline, none of them visited before', async ({ page }) => {
	test.setTimeout(120_000)
	for (const sample of SAMPLE_ESTIMATES) {
		const response = await gotoHydrated(page, sample.path)
		expect(response?.fromServiceWorker(), sample.path).toBe(true)
		await fillSample(page, sample)
		await page.getByRole('button', { name: 'Calculate' }).click()
		await expect(resultsRegion(page).getByRole('term').first(), sample.path).toHaveText(sample.headline.label)
		await expect(resultsRegion(page).getByRole('definition').first(), sample.path).toHaveText(sample.headline.value)
		await expect(resultsRegion(page).getByRole('button', { name: 'Show working' }), sample.path).toBeVisible()
	}
})

test('the list, a Coming Soon page (while one is left) and every other pre-rendered page open offline', async ({
	page,
}) => {
	test.setTimeout(120_000)
	await gotoHydrated(page, '/calculators')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Construction Calculators')
	for (const path of NOT_BUILT_PATHS.slice(0, 1)) {
		await gotoHydrated(page, path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon!')
	}
	const calculatorPaths = new Set(SAMPLE_ESTIMATES.map((sample) => sample.path))
	for (const path of prerenderPaths.filter((path) => path !== NOT_FOUND_PATH && !calculatorPaths.has(path))) {
		const response = await gotoHydrated(page, path)
		expect(response?.status(), path).toBe(200)
		expect(response?.fromServiceWorker(), path).toBe(true)
		await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
	}
})

test('offline, links open the next page, Back returns, and an address with a query opens its page', async ({
	page,
}) => {
	// The report: a click threw 'Error loading route module…' and ended on the browser's error page.
	await page.getByRole('link', { name: /^Painting/ }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painting Calculators')
	await page.getByRole('link', { name: 'Paint Calculator' }).first().click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paint Calculator')
	// Its 'How it's calculated' comes with the page's data, precached too (issue #28).
	await expect(
		page.getByRole('region', { name: "How it's calculated" }).getByRole('heading', { name: 'Sources' }),
	).toBeVisible()
	await page.goBack()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painting Calculators')
	// Calculators keep their inputs in the query string: any query opens the precached page.
	await gotoHydrated(page, '/calculators?category=flooring')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flooring Calculators')
	await gotoHydrated(page, '/calculators/paint-calculator?from=offline-test')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paint Calculator')
	await gotoHydrated(page, '/about/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('About')
})

test('offline, an address the worker cannot serve shows the site’s 404 page, not the browser’s error', async ({
	page,
}) => {
	for (const path of ['/no-such-page', '/calculators/flux-capacitor-calculator']) {
		const response = await gotoHydrated(page, path)
		expect(response?.status(), path).toBe(404)
		await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404 Page Not Found')
		await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
	}
	await page.getByRole('link', { name: 'Back to Home' }).click()
	await expect(page).toHaveURL('/')
})
