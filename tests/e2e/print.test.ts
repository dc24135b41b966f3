import { expect, gotoHydrated, test } from './fixtures.ts'

test('printing the deck results gives the results, their working and the inputs only, on at most two pages', async ({
	page,
}) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	for (const [label, value] of [
		['Deck Length', '4800'],
		['Deck Width', '3600'],
		['Board Width', '140'],
		['Board Length', '4800'],
		['Gap Between Boards', '5'],
	] as const) {
		await page.getByLabel(label, { exact: true }).fill(value)
	}
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(page.getByRole('button', { name: 'Start New Calculation' })).toBeVisible()

	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('banner')).toBeHidden()
	await expect(page.getByRole('contentinfo')).toBeHidden()
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden()
	await expect(page.getByText('Work out how many deck boards to buy')).toBeHidden()
	await expect(page.getByRole('button', { name: 'Start New Calculation' })).toBeHidden()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deck Board Estimator')
	await expect(page.getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
	await expect(page.getByRole('table', { name: 'Deck Materials Summary' })).toBeVisible()
	// The headline's label, and again in the working, which prints open.
	await expect(page.getByText('Total Boards Required').first()).toBeVisible()
	await expect(page.getByRole('group', { name: 'Working' })).toBeVisible()

	const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
	expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBeLessThanOrEqual(2)
})
