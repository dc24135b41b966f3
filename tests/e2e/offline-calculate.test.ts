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
		await gotoHydrated(page, sample.path)
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
