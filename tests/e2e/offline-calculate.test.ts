import { calculators } from '../../app/catalogue/calculators.ts'
import { expect, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

test('there is a sample estimate for every built calculator', () => {
	const built = calculators.filter((entry) => entry.isBuilt).map((entry) => `/calculators/${entry.id}`)
	expect(SAMPLE_ESTIMATES.map((sample) => sample.path).sort()).toEqual(built.sort())
})

// Once loaded, every calculator calculates with the connection dropped: tests/e2e/estimate-tools.test.ts. The tests
// below hold scripts back by route, which a service worker would pass by.
test.use({ serviceWorkers: 'block' })

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
