import type { Page } from '@playwright/test'
import { expect, expectNoBrokenNumbers, gotoHydrated, resultsRegion, test } from './fixtures.ts'

const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' })

for (const { path, wall, noun } of [
	{ path: '/calculators/paint-calculator', wall: { 'Wall 1 Length': '2', 'Wall 1 Height': '2' }, noun: 'wall' },
	{
		path: '/calculators/primer-calculator',
		wall: { 'Surface 1 Length': '2', 'Surface 1 Width': '2' },
		noun: 'surface',
	},
]) {
	test(`${path}: an opening larger than any ${noun} gets a message on it, not '0.00 litres'`, async ({ page }) => {
		await gotoHydrated(page, path)
		for (const [label, value] of Object.entries(wall)) await page.getByLabel(label, { exact: true }).fill(value)
		await page.getByRole('button', { name: 'Add Window/Door' }).click()
		const openingLength = page.getByLabel('Window/Door 1 Length', { exact: true })
		await openingLength.fill('10')
		await page.getByLabel(/^Window\/Door 1 (Height|Width)$/).fill('10')
		await expect(openingLength).toHaveAttribute('aria-invalid', 'true')
		await expect(openingLength).toHaveAccessibleDescription(new RegExp(`Larger than any ${noun}: check the sizes`))
		await expect(calculate(page)).toBeDisabled()
		await openingLength.fill('1')
		await page.getByLabel(/^Window\/Door 1 (Height|Width)$/).fill('1')
		await expect(calculate(page)).toBeEnabled()
	})
}

test('wallpaper: an opening larger than any wall gets a message on it', async ({ page }) => {
	await gotoHydrated(page, '/calculators/wallpaper-calculator')
	for (const [label, value] of Object.entries({
		'Roll Width': '53',
		'Roll Length': '10',
		'Wall 1 Length': '2',
		'Wall 1 Height': '2',
	}))
		await page.getByLabel(label, { exact: true }).fill(value)
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await page.getByLabel('Window/Door 1 Length', { exact: true }).fill('10')
	await page.getByLabel('Window/Door 1 Height', { exact: true }).fill('10')
	await expect(page.getByLabel('Window/Door 1 Length', { exact: true })).toHaveAccessibleDescription(
		/Larger than any wall: check the sizes/,
	)
	await expect(calculate(page)).toBeDisabled()
})

test("drywall: a 3 × 3 m opening in a 1 × 1 m wall gets messages on its sides, not '0 boards'", async ({ page }) => {
	await gotoHydrated(page, '/calculators/drywall-estimator')
	await page.getByRole('radio', { name: /^Standard \(1\/2"\)/ }).check()
	await page.getByRole('radio', { name: /^4x8 ft \(1\.2x2\.4m\)/ }).check()
	await page.getByLabel('Wall 1 Length').fill('1')
	await page.getByLabel('Wall 1 Height').fill('1')
	await page.getByRole('button', { name: 'Add Opening to Wall 1' }).click()
	await page.getByLabel('Wall 1 Opening 1 Width').fill('3')
	await page.getByLabel('Wall 1 Opening 1 Height').fill('3')
	await expect(page.getByLabel('Wall 1 Opening 1 Width')).toHaveAccessibleDescription(/Wider than the wall/)
	await expect(page.getByLabel('Wall 1 Opening 1 Height')).toHaveAccessibleDescription(/Taller than the wall/)
	await expect(calculate(page)).toBeDisabled()
	await page.getByLabel('Wall 1 Opening 1 Width').fill('0.5')
	await page.getByLabel('Wall 1 Opening 1 Height').fill('0.5')
	await expect(calculate(page)).toBeEnabled()
})

test('tile: a window larger than the walls gets a message on it', async ({ page }) => {
	await gotoHydrated(page, '/calculators/tile-calculator')
	await page.getByLabel('Wall 1 Length', { exact: true }).fill('2000')
	await page.getByLabel('Wall 1 Width', { exact: true }).fill('2000')
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await page.getByLabel('Window/Door 1 Length', { exact: true }).fill('5000')
	await page.getByLabel('Window/Door 1 Width', { exact: true }).fill('5000')
	await expect(page.getByLabel('Window/Door 1 Length', { exact: true })).toHaveAccessibleDescription(
		/Larger than any wall: check the sizes/,
	)
	await expect(calculate(page)).toBeDisabled()
	await expect(page.getByText('Correct Window/Door 1 Length to calculate.')).toBeVisible()
})

test("topsoil: 0.1 × 0.1 m × 1 cm reads '< 0.01 tonnes' beside its one bag, never '0.00'", async ({ page }) => {
	await gotoHydrated(page, '/calculators/topsoil-calculator')
	await page.getByLabel('Length', { exact: true }).fill('0.1')
	await page.getByLabel('Width', { exact: true }).fill('0.1')
	await page.getByLabel('Depth', { exact: true }).fill('1')
	await calculate(page).click()
	// 0.1 × 0.1 × 0.01 × 1.1 = 0.00011 m³ × 1.4 t/m³ = 0.000154 t; bags ceil(0.00011 / 0.04) = 1
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('< 0.01 tonnes')
	await expect(resultsRegion(page)).not.toContainText('0.00 tonnes')
	await expectNoBrokenNumbers(page)
})
