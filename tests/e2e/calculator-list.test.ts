import { expect, gotoHydrated, test } from './fixtures.ts'

const CATEGORY_NAMES = ['Construction', 'Painting', 'Flooring', 'Landscaping', 'Plumbing', 'Electrical', 'HVAC']

test('the unfiltered list groups all 32 calculators by category', async ({ page }) => {
	await gotoHydrated(page, '/calculators')
	await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(CATEGORY_NAMES)
	await expect(page.getByRole('region').getByRole('link')).toHaveCount(32)
	await expect(page.getByRole('link', { name: /^Deck Board Estimator Work out how many deck boards/ })).toHaveAttribute(
		'href',
		'/calculators/deck-board-estimator',
	)
	await expect(page.getByRole('combobox')).toHaveAttribute('placeholder', 'Search calculators...')
})

test('a category filter groups by subcategory', async ({ page }) => {
	await gotoHydrated(page, '/calculators?category=construction')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construction Calculators')
	await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
		'Roofing',
		'Framing & Lumber',
		'Concrete & Masonry',
		'Insulation & Drywall',
	])
	await expect(page.getByRole('link', { name: /^Tile Calculator/ })).toHaveCount(0)
})

test('a search term narrows the list and titles the page', async ({ page }) => {
	await gotoHydrated(page, '/calculators?search=gravel')
	await expect(page).toHaveTitle('Search Results for "gravel"')
	await expect(page.getByRole('status')).toHaveText('Search Results for "gravel"')
	await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Landscaping'])
	await expect(page.getByRole('combobox')).toHaveValue('gravel')
})

test('no match in a category shows the empty text and a way back to all calculators', async ({ page }) => {
	await gotoHydrated(page, '/calculators?category=hvac&search=deck')
	await expect(page.getByText('No calculators found matching your search criteria.')).toBeVisible()
	await page.getByRole('link', { name: 'View all calculators' }).click()
	await expect(page).toHaveURL('/calculators')
	await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7)
})

test('no match without a category shows the empty text only', async ({ page }) => {
	await gotoHydrated(page, '/calculators?search=spaceship')
	await expect(page.getByText('No calculators found matching your search criteria.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'View all calculators' })).toHaveCount(0)
})

test('an unknown category is ignored and markup in the query is shown as text', async ({ page }) => {
	await gotoHydrated(page, '/calculators?category=%3Cimg%20src%3Dx%3E&search=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Construction Calculators')
	await expect(page.getByRole('status')).toHaveText('Search Results for "<script>alert(1)</script>"')
	await expect(page.locator('main script:not([type="application/ld+json"]), main img')).toHaveCount(0)
})

test('a 10,000-character search is handled and shortened in the title', async ({ page }) => {
	const term = 'a'.repeat(10_000)
	await gotoHydrated(page, `/calculators?search=${term}`)
	await expect(page.getByText('No calculators found matching your search criteria.')).toBeVisible()
	const title = await page.title()
	expect(title.length).toBeLessThan(100)
})

test('without an ad provider the list keeps a single column', async ({ page }) => {
	await gotoHydrated(page, '/calculators')
	await page.waitForTimeout(2100)
	await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0)
})
