import { calculate } from './calculator-helpers.ts'
import {
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	gotoHydrated,
	reloadHydrated,
	resultsRegion,
	test,
} from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

// One visit per calculator: once loaded, the page calculates with the connection dropped (a page loaded before its
// service worker is installed, or where none may be; offline.test.ts covers pages opened offline from the worker), and
// its working, loaded with the page, then opens offline too.
for (const sample of SAMPLE_ESTIMATES) {
	test(`${sample.path}: once loaded, Calculate gives results with the connection dropped, and Show working gives the arithmetic with the typed numbers`, async ({
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
		const results = await calculate(page)
		await expect(results.getByRole('term').first()).toHaveText(sample.headline.label)
		await expect(results.getByRole('definition').first()).toHaveText(sample.headline.value)

		const button = results.getByRole('button', { name: 'Show working' })
		await expect(button).toHaveAttribute('aria-expanded', 'false')
		await button.click()
		await expect(results.getByRole('button', { name: 'Hide working' })).toHaveAttribute('aria-expanded', 'true')
		const list = results.getByRole('group', { name: 'Working' })
		await expect(list).toBeVisible()
		// Every line has an equals sign or a rounding arrow, and the headline's number appears in the working.
		await expect(list.getByRole('definition').first()).toContainText(/[=→]/)
		const headlineNumber = /\d[\d,]*(\.\d+)?/.exec(sample.headline.value)?.[0] ?? ''
		await expect(list).toContainText(headlineNumber)
		expect(requests).toEqual([])
		await expectNoBrokenNumbers(page)
		await expectNoAxeViolations(page)
	})
}

test('prices give a cost per line and a total, stay in the address, and print with the working', async ({ page }) => {
	// 28 boards × $4.5 = $126.00 (imperial defaults to $; the deck sample is metric: £, switched to €)
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	await fillSample(page, SAMPLE_ESTIMATES[0]!)
	const results = await calculate(page)
	await results.getByLabel('Currency').selectOption('EUR')
	const price = results.getByLabel(/^Deck board.*price per board$/)
	await price.fill('abc')
	await expect(price).toHaveAccessibleDescription(/Enter a price using digits/)
	await price.fill('4,50')
	const list = results.getByRole('table', { name: 'What to buy' })
	await expect(list.getByRole('row').nth(1).getByRole('cell')).toHaveText(['28 boards', '€4.50', '€126.00'])
	await expect(list.getByRole('row', { name: /Total/ })).toContainText('€126.00')
	await expect.poll(() => new URL(page.url()).search).toContain('cur=EUR')

	await reloadHydrated(page)
	await expect(resultsRegion(page).getByRole('table', { name: 'What to buy' })).toContainText('€126.00')

	await page.emulateMedia({ media: 'print' })
	await expect(resultsRegion(page).getByRole('group', { name: 'Working' })).toBeVisible()
	await expect(resultsRegion(page).getByLabel(/price per board/)).toBeHidden()
	await expect(resultsRegion(page).getByRole('table', { name: 'What to buy' })).toBeVisible()
})

test('Download CSV and Copy as text take the list away', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	await fillSample(page, SAMPLE_ESTIMATES[0]!)
	const results = await calculate(page)
	await results.getByLabel(/price per board/).fill('4.50')
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		results.getByRole('button', { name: 'Download CSV' }).click(),
	])
	expect(download.suggestedFilename()).toBe('deck-board-estimator.csv')
	await results.getByRole('button', { name: 'Copy as text' }).click()
	await expect(results.getByText('List copied')).toBeVisible()
	const text = await page.evaluate(() => navigator.clipboard.readText())
	expect(text).toMatch(/^Deck Board Estimator\n28 × Deck board[^\n]* \(board\) at £4\.50 = £126\.00\nTotal: £126\.00/)
})
