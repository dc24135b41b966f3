import { calculators } from '../../app/catalogue/calculators.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

test('typing lists at most 8 suggestions with name, description and category', async ({ page }) => {
	await gotoHydrated(page, '/')
	const box = page.getByRole('combobox')
	await box.fill('calculat')
	await expect(box).toHaveAttribute('aria-expanded', 'true')
	const options = page.getByRole('option')
	await expect(options).toHaveCount(8)
	await box.fill('TILES')
	await expect(options).toHaveCount(1)
	await expect(options.first()).toContainText('Tile Calculator')
	await expect(options.first()).toContainText('Count the wall and floor tiles to buy')
	await expect(options.first()).toContainText('Flooring')
})

test('clicking a suggestion opens that calculator and clears the box', async ({ page }) => {
	await gotoHydrated(page, '/about')
	const box = page.getByRole('main').getByRole('combobox')
	await expect(box).toHaveCount(0)
	await gotoHydrated(page, '/calculators')
	await page.getByRole('combobox').fill('deck')
	await page.getByRole('option', { name: /Deck Board Estimator/ }).click()
	await expect(page).toHaveURL('/calculators/deck-board-estimator')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deck Board Estimator')
	await page.goBack()
	await expect(page.getByRole('combobox')).toHaveValue('')
})

test('arrow keys move through suggestions and Enter opens the highlighted one', async ({ page }) => {
	await gotoHydrated(page, '/')
	const box = page.getByRole('combobox')
	// 'floor' matches the descriptions of Insulation and Tile (built, so first, in catalogue order), Hardwood and Laminate.
	await box.fill('floor')
	const options = page.getByRole('option')
	await expect(options).toHaveCount(4)
	await box.press('ArrowDown')
	await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
	await box.press('ArrowDown')
	await box.press('ArrowDown')
	await box.press('ArrowUp')
	await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
	await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '')
	await box.press('ArrowUp')
	await box.press('Enter')
	await expect(page).toHaveURL('/calculators/insulation-calculator')
})

test('Enter without a highlighted suggestion searches the list, and focus lands on the results', async ({ page }) => {
	await gotoHydrated(page, '/')
	await page.getByRole('combobox').fill('paint')
	await page.getByRole('combobox').press('Enter')
	await expect(page).toHaveURL('/calculators?search=paint')
	await expect(page).toHaveTitle('Search Results for "paint"')
	await expect(page.getByRole('status').filter({ hasText: 'Search Results for "paint"' })).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(page.getByRole('main').getByRole('link', { name: /^Paint Calculator/ })).toBeFocused()
})

test('suggestions rank built calculators first on an equal match and mark the ones coming soon', async ({ page }) => {
	await gotoHydrated(page, '/')
	await page.getByRole('combobox').fill('calc')
	const options = page.getByRole('option')
	await expect(options).toHaveCount(8)
	// every name holds the word 'Calculator' or none: the built ones come before those coming soon
	for (const index of [0, 1, 2, 3, 4, 5, 6, 7]) await expect(options.nth(index)).not.toContainText('Coming Soon')
	await page.getByRole('combobox').fill('roof')
	await expect(options).toHaveCount(2)
	await expect(options.first()).toContainText('Roofing Calculator')
	await expect(options.nth(1)).toContainText('Roof Pitch and Rafter Calculator')
	await expect(options.first()).not.toContainText('Coming Soon')
	const comingSoon = calculators.find((entry) => !entry.isBuilt)
	if (comingSoon) {
		await page.getByRole('combobox').fill(comingSoon.name)
		await expect(options.first()).toContainText(comingSoon.name)
		await expect(options.first()).toContainText('Coming Soon')
	}
})

test('the suggestions close when focus leaves the box by Tab', async ({ page }) => {
	await gotoHydrated(page, '/')
	const box = page.getByRole('combobox')
	await box.fill('deck')
	await expect(page.getByRole('listbox')).toBeVisible()
	await box.press('Tab')
	await expect(page.getByRole('listbox')).toBeHidden()
	await expect(box).toHaveAttribute('aria-expanded', 'false')
	await expect(page.getByRole('button', { name: 'Search' })).toBeFocused()
})

test('the search button searches too', async ({ page }) => {
	await gotoHydrated(page, '/')
	await page.getByRole('combobox').fill('concrete')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL('/calculators?search=concrete')
})

test('a blank search is ignored', async ({ page }) => {
	await gotoHydrated(page, '/')
	await page.getByRole('combobox').fill('   ')
	await page.getByRole('combobox').press('Enter')
	await expect(page).toHaveURL('/')
})

test('on the list page a search updates the query string and an empty one removes it', async ({ page }) => {
	await gotoHydrated(page, '/calculators?category=flooring')
	const box = page.getByRole('combobox')
	await box.fill('tile')
	await box.press('Escape')
	await box.press('Enter')
	await expect(page).toHaveURL('/calculators?category=flooring&search=tile')
	await expect(page.getByRole('region').getByRole('link')).toHaveCount(1)
	await box.fill('')
	await box.press('Enter')
	await expect(page).toHaveURL('/calculators?category=flooring')
	await expect(page.getByRole('region').getByRole('link')).toHaveCount(4)
})

test('Escape and a click outside close the suggestions', async ({ page }) => {
	await gotoHydrated(page, '/')
	const box = page.getByRole('combobox')
	await box.fill('calc')
	await expect(page.getByRole('listbox')).toBeVisible()
	await box.press('Escape')
	await expect(page.getByRole('listbox')).toBeHidden()
	await expect(box).toHaveAttribute('aria-expanded', 'false')
	await box.fill('calcu')
	await expect(page.getByRole('listbox')).toBeVisible()
	await page.getByRole('heading', { level: 1 }).click()
	await expect(page.getByRole('listbox')).toBeHidden()
})

test('a keyboard user can search from the home page', async ({ page }) => {
	await gotoHydrated(page, '/')
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('combobox')).toBeFocused()
	await page.keyboard.type('deck')
	await page.keyboard.press('ArrowDown')
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL('/calculators/deck-board-estimator')
})
