import { calculators } from '../../app/catalogue/calculators.ts'
import { expect, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

test('there is a sample estimate for every built calculator', () => {
	const built = calculators.filter((entry) => entry.isBuilt).map((entry) => `/calculators/${entry.id}`)
	expect(SAMPLE_ESTIMATES.map((sample) => sample.path).sort()).toEqual(built.sort())
})

// A page loaded before its service worker is installed (or where none may be) calculates with the
// connection dropped too; offline.test.ts covers pages opened offline from the worker.
test.use({ serviceWorkers: 'block' })

for (const sample of SAMPLE_ESTIMATES) {
	test(`${sample.path}: once loaded, Calculate gives results with the connection dropped`, async ({
		page,
		context,
	}) => {
		const requests: Array<string> = []
		// Loaded means everything the page fetches by itself: the result tools and the service worker's
		// registration, fetched once the page is idle, included.
		const resultTools = page.waitForResponse((response) => response.url().includes('/assets/result-tools-'))
		await gotoHydrated(page, sample.path)
		await resultTools
		await page.waitForLoadState('networkidle')
		// Chromium asks for the favicon again whenever the address changes (the inputs live there); it
		// comes from its cache (a week), so it is the browser's own business, not the calculation's.
		page.on('request', (request) => {
			if (!request.url().endsWith('/favicon.svg')) requests.push(request.url())
		})
		await context.setOffline(true)
		await fillSample(page, sample)
		await page.getByRole('button', { name: 'Calculate' }).click()
		await expect(resultsRegion(page).getByRole('term').first()).toHaveText(sample.headline.label)
		await expect(resultsRegion(page).getByRole('definition').first()).toHaveText(sample.headline.value)
		expect(requests).toEqual([])
	})
}

test.describe('when the result tools could not be fetched before the connection dropped', () => {
	test.use({ allowConsoleErrors: true })

	test('the results still show, with a note and a Reload that keeps the inputs', async ({ page }) => {
		const deck = SAMPLE_ESTIMATES.find((sample) => sample.path === '/calculators/deck-board-estimator')!
		await page.route('**/assets/result-tools-*.js', (route) => route.abort('internetdisconnected'))
		await gotoHydrated(page, '/calculators/deck-board-estimator')
		await fillSample(page, deck)
		await page.getByRole('button', { name: 'Calculate' }).click()
		await expect(resultsRegion(page).getByRole('definition').first()).not.toBeEmpty()
		await expect(resultsRegion(page).getByRole('status')).toContainText(
			'No connection: working, prices and sharing did not load',
		)
		await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

		await page.unroute('**/assets/result-tools-*.js')
		await page.getByRole('button', { name: 'Reload' }).click()
		await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
		await expect(page.getByText('No connection: working, prices and sharing did not load')).toHaveCount(0)
		await expect(resultsRegion(page).getByRole('definition').first()).toHaveText(deck.headline.value)
	})
})

test('with the code that serves a result slow to arrive, Calculate still shows the results and their tools', async ({
	page,
}) => {
	const deck = SAMPLE_ESTIMATES.find((sample) => sample.path === '/calculators/deck-board-estimator')!
	// compute, the results view and the result tools load after the page wakes (decision 077): here each takes 2 s.
	await page.route(/\/assets\/(compute|results|result-tools)-[^/]+\.js$/, async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 2_000))
		await route.continue()
	})
	await gotoHydrated(page, deck.path)
	await fillSample(page, deck)
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText(deck.headline.value, {
		timeout: 15_000,
	})
	await expect(resultsRegion(page).getByRole('button', { name: 'Show working' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
})
