import type { Page } from '@playwright/test'
import { calculators } from '../../app/catalogue/calculators.ts'
import { expect, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

/** Issue #28: the method, its sources and a worked example under every calculator, from docs/calculators/<id>.md. */
function methodRegion(page: Page) {
	return page.getByRole('region', { name: "How it's calculated" })
}

const BUILT = calculators.filter((entry) => entry.isBuilt)

test("every calculator page shows how it's calculated below the form: method, sources, a worked example", async ({
	page,
}) => {
	test.setTimeout(120_000)
	for (const entry of BUILT) {
		await gotoHydrated(page, `/calculators/${entry.id}`)
		const method = methodRegion(page)
		await expect(method.getByRole('heading', { level: 2 }), entry.id).toHaveText("How it's calculated")
		const headings = await method.getByRole('heading', { level: 3 }).allTextContents()
		expect(headings, entry.id).toEqual(['Method', 'Allowances and rounding', 'Sources', 'Worked example', 'Limits'])
		expect(await method.getByRole('listitem').count(), entry.id).toBeGreaterThan(0)
		await expect(method.getByText(/^Last reviewed: \d{4}-\d{2}-\d{2}$/), entry.id).toBeVisible()
		// The form comes first: Calculate is above the section.
		const calculate = await page.getByRole('button', { name: 'Calculate' }).boundingBox()
		const section = await method.boundingBox()
		expect(calculate!.y, entry.id).toBeLessThan(section!.y)
	}
})

test("the worked example's link opens the calculator filled in, and Calculate shows the figures the section names", async ({
	page,
}) => {
	await gotoHydrated(page, '/calculators/paint-calculator')
	const method = methodRegion(page)
	await method.getByRole('link', { name: 'Open this example in the calculator' }).click()
	await expect(page).toHaveURL(/\/calculators\/paint-calculator\?/)
	await page.getByRole('button', { name: 'Calculate' }).click()
	// By hand: net 38.88 − 3.24 = 35.64 m²; coats 88.56 ÷ 38.88 = 2.28; 35.64 × 2.2778 = 81.18 m² ÷ 11 m²/L
	// = 7.38 L, + 10 % = 8.12 L; tins 8.12 ÷ 5 = 1 whole and 3.12 L over 2.5 L → 2 × 5 L, no 2.5 L.
	const results = resultsRegion(page)
	await expect(results.getByText('Paint Needed', { exact: true }).first()).toBeVisible()
	await expect(results).toContainText('8.12 litres (2.14 US gal)')
	await expect(results).toContainText('35.64 m² (383.63 ft²)')
	await expect(results).toContainText('81.18 m² (873.82 ft²), 2.28 coats on average')
})

test('the section is there after moving to a calculator within the site, not only when the page is opened', async ({
	page,
}) => {
	await gotoHydrated(page, '/calculators?category=painting')
	await page.getByRole('link', { name: 'Primer Calculator' }).first().click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primer Calculator')
	await expect(methodRegion(page).getByRole('heading', { name: 'Sources' })).toBeVisible()
})

test("printing leaves the method out unless the person ticks 'Print how it's calculated too'", async ({ page }) => {
	const deck = SAMPLE_ESTIMATES.find((sample) => sample.path === '/calculators/deck-board-estimator')!
	await gotoHydrated(page, deck.path)
	await fillSample(page, deck)
	await page.getByRole('button', { name: 'Calculate' }).click()
	const printMethod = page.getByRole('checkbox', { name: "Print how it's calculated too" })
	await expect(printMethod).not.toBeChecked()

	await page.emulateMedia({ media: 'print' })
	await expect(methodRegion(page)).toBeHidden()
	await page.emulateMedia({ media: 'screen' })
	await printMethod.check()
	await page.emulateMedia({ media: 'print' })
	await expect(methodRegion(page).getByRole('heading', { name: 'Worked example' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible()
})
