import { expect, gotoHydrated, resultsRegion, test } from './fixtures.ts'

test('arrow keys stop at a field’s bounds: Waste Percentage 0-50', async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	const waste = page.getByLabel('Waste Percentage')
	await waste.fill('49')
	await waste.press('ArrowUp')
	await waste.press('ArrowUp')
	await waste.press('ArrowUp')
	await expect(waste).toHaveValue('50')
	await waste.fill('1')
	await waste.press('ArrowDown')
	await waste.press('ArrowDown')
	await expect(waste).toHaveValue('0')
})

test("'1,000' is one thousand, and the field says how it was read", async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	const fields = {
		'Deck Length': '4,800',
		'Deck Width': '3,600',
		'Board Width': '140',
		'Board Length': '4,800',
		'Gap Between Boards': '5',
	}
	for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
	await expect(page.getByLabel('Deck Length')).toHaveAccessibleDescription(/Read as 4,800/)
	await page.getByRole('button', { name: 'Calculate' }).click()
	// the same deck as 4800 × 3600 mm: 25 boards a row, 1 row, × 1.1 = 27.5 → 28
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('28')
})

test("a decimal comma still works: '2,5' is 2.5", async ({ page }) => {
	await gotoHydrated(page, '/calculators/paint-calculator')
	await page.getByLabel('Wall 1 Length', { exact: true }).fill('4')
	await page.getByLabel('Wall 1 Height', { exact: true }).fill('2,5')
	await expect(page.getByLabel('Wall 1 Height', { exact: true })).toHaveAccessibleDescription(/Read as 2.5/)
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 4 × 2.5 = 10 m² × 2 coats / 11 × 1.1 = 2 L
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('2.00 litres')
})
