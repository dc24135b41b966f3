import type { Page } from '@playwright/test'
import { expectFieldRejects, expectTapTargets } from './calculator-helpers.ts'
import {
	calculateAndExpectHeadline,
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	resultRow,
	resultsRegion,
	test,
} from './fixtures.ts'

const PATH = '/calculators/lumber-calculator'

/** The metric worked example of docs/calculators/lumber-calculator.md §6: one 3.6 × 2.4 m wall, 2 corners, one 0.9 m opening. */
async function fillMetricExample(page: Page) {
	await fillFields(page, { 'Wall 1 Length': '3.6', 'Wall 1 Height': '2.4', 'Corners and T-junctions': '2' })
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, { 'Opening 1 Width': '0.9' })
}

/** The rows of the cut list, each as [item, size × length, qty]. */
async function materialRows(page: Page) {
	const table = resultsRegion(page).getByRole('table', { name: 'Timber to Buy' })
	const rows = table.getByRole('row')
	const texts: Array<Array<string>> = []
	for (const row of await rows.all()) {
		const cells = await row.locator('th, td').allInnerTexts()
		texts.push(cells.map((cell) => cell.trim()))
	}
	return texts
}

test('defaults: metric, 38×89 at 400 mm, one top plate, one noggin row, 4.8 m stock, one wall, no openings', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Lumber Calculator - Construction Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByLabel('Stud size')).toHaveValue('38x89')
	await expect(page.getByLabel('Stud spacing')).toHaveValue('400')
	await expect(page.getByLabel('Top plates')).toHaveValue('1')
	await expect(page.getByLabel('Noggin rows')).toHaveValue('1')
	await expect(page.getByLabel('Plate stock length')).toHaveValue('4.8')
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Height')).toHaveAccessibleDescription(/Floor to ceiling, plates included/)
	await expect(page.getByRole('button', { name: 'Remove Wall 1' })).toHaveCount(0)
	await expect(page.getByLabel('Corners and T-junctions')).toHaveValue('0')
	await expect(page.getByText('No openings.', { exact: false })).toBeVisible()
	await expect(page.getByLabel('Header size')).toHaveValue('38x89')
	await expect(page.getByLabel('Header plies')).toHaveValue('1')
	await expect(page.getByLabel('Waste')).toHaveValue('10')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(
		page.getByText('Fill in the length and height of every wall and the width of every opening to calculate.'),
	).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric example: Calculating..., then 24 pieces, the cut list and both-system totals', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	// studs: ceilTol(3.6 / 0.4) + 1 = 10, + 2 × 2 + 4 = 18 × 1.1 = 19.8 → 20; plates 1.65 → 2; noggins 0.825 → 1;
	// header 0.976 m, 4 a board → 1
	await calculateAndExpectHeadline(page, 'Total pieces of timber', '24')
	expect(await materialRows(page)).toEqual([
		['Item', 'Size × length', 'Qty'],
		['Studs', '38×89 CLS × 2.4 m, cut to 2,324 mm', '20'],
		['Plates', '38×89 CLS × 4.8 m', '2'],
		['Noggins', '38×89 CLS × 4.8 m', '1'],
		['Headers, Opening 1', '38×89 CLS × 4.8 m, cut 976 mm each', '1'],
	])
	// 67.2 m × 0.038 × 0.089 = 0.227 m³ = 96.31 BF
	await expect(resultRow(page, 'Total length')).toContainText('67.20 m (220.47 ft)')
	await expect(resultRow(page, 'Timber volume')).toContainText('0.227 m³ (96.31 board feet)')
	await expect(resultRow(page, 'Waste allowance')).toContainText('10%')
	await expect(resultsRegion(page).getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
	await expect(resultsRegion(page).getByText(/IRC R602\.3\.2/)).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial example: two walls, 2×8 header of 2 plies, 34 pieces and 218.75 board feet', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Stud size')).toHaveValue('2x4')
	await expect(page.getByLabel('Stud spacing')).toHaveValue('16')
	await expect(page.getByLabel('Top plates')).toHaveValue('2')
	await expect(page.getByLabel('Blocking rows')).toHaveValue('0')
	await expect(page.getByLabel('Plate stock length')).toHaveValue('16')
	await expect(page.getByLabel('Header plies')).toHaveValue('2')
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, {
		'Wall 1 Length': '12',
		'Wall 1 Height': `8'`,
		'Wall 2 Length': '10',
		'Wall 2 Height': '8',
		'Corners and T-junctions': '1',
		'Opening 1 Width': `3' 0"`,
	})
	await page.getByLabel('Header size').selectOption('2x8')
	await calculateAndExpectHeadline(page, 'Total pieces of timber', '34')
	expect(await materialRows(page)).toEqual([
		['Item', 'Size × length', 'Qty'],
		['Studs', '2×4 × 92 5/8" precut, cut to 91.50 in (91 1/2")', '28'],
		['Plates', '2×4 × 16 ft', '5'],
		['Headers, Opening 1', '2×8 × 16 ft, cut 39.00 in (39") each', '1'],
	])
	await expect(resultRow(page, 'Total length')).toContainText('312.13 ft (95.14 m)')
	await expect(resultRow(page, 'Timber volume')).toContainText('218.75 board feet (0.516 m³)')
})

test('edge example: a 2.4 m opening on 2.4 m stock makes a header too long; 4.2 m at 600 mm takes 8 studs', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Stud spacing').selectOption('600')
	await fillFields(page, { 'Wall 1 Length': '4.2', 'Wall 1 Height': '2.4', Waste: '0' })
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, { 'Opening 1 Width': '2.4' })
	await page.getByLabel('Plate stock length').selectOption('2.4')
	const width = page.getByLabel('Opening 1 Width')
	await expect(width).toHaveAttribute('aria-invalid', 'true')
	await expect(width).toHaveAccessibleDescription(
		/Header \(2476 mm\) is longer than the plate stock length \(2\.4 m\); choose a longer stock length/,
	)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByRole('button', { name: 'Remove Opening 1' }).click()
	await page.getByLabel('Plate stock length').selectOption('4.8')
	// 4.2 / 0.6 = 7.000000000000001 → 7 spaces, 8 studs (not 9); plates 1.75 → 2; noggins 0.875 → 1
	await calculateAndExpectHeadline(page, 'Total pieces of timber', '11')
	expect((await materialRows(page))[1]).toEqual(['Studs', '38×89 CLS × 2.4 m, cut to 2,324 mm', '8'])
})

test('bad input gets the field’s message and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(
		page,
		[
			['Wall 1 Length', '0', 'Must be between 0.3 and 30 m'],
			['Wall 1 Length', 'abc', 'Enter a number'],
			['Wall 1 Height', '5.5', 'Must be between 1.5 and 5 m'],
			['Noggin rows', '1.5', 'Enter a whole number'],
			['Noggin rows', '4', 'Must be between 0 and 3'],
			['Corners and T-junctions', '-1', 'Must be between 0 and 100'],
			['Opening 1 Quantity', '0', 'Must be between 1 and 50'],
			['Header plies', '4', 'Must be between 1 and 3'],
			['Waste', '31', 'Must be between 0 and 30%'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await expectNoAxeViolations(page)
})

test('the header follows the stud size until it is chosen by hand', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Stud size').selectOption('47x150')
	await expect(page.getByLabel('Header size')).toHaveValue('47x150')
	await page.getByLabel('Header size').selectOption('47x225')
	await page.getByLabel('Stud size').selectOption('38x63')
	await expect(page.getByLabel('Header size')).toHaveValue('47x225')
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Stud size').selectOption('2x3')
	await expect(page.getByLabel('Header size')).toHaveValue('2x4')
})

test('Start New Calculation and a unit change start again from the system’s defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByLabel('Waste').fill('15')
	await fillFields(page, { 'Wall 2 Length': '2', 'Wall 2 Height': '2.4' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Length')).toBeFocused()
	await expect(page.getByLabel('Wall 2 Length')).toHaveCount(0)
	await expect(page.getByLabel('Opening 1 Width')).toHaveCount(0)
	await expect(page.getByLabel('Waste')).toHaveValue('10')
	await fillMetricExample(page)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Length')).toHaveAccessibleDescription(/ft/)
	await expect(page.getByLabel('Opening 1 Width')).toHaveCount(0)
	await expect(page.getByLabel('Corners and T-junctions')).toHaveValue('0')
	await expect(page.getByLabel('Stud size')).toHaveValue('2x4')
})

test('tap targets are 44 px with walls and openings listed', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await expectTapTargets(page)
})

test("the page's sources name the standards and the code with their editions", async ({ page }) => {
	await gotoHydrated(page, PATH)
	const method = page.getByRole('region', { name: "How it's calculated" })
	for (const source of ['PS 20-20', 'BS EN 336:2013', 'BS EN 338:2016', 'International Residential Code (ICC), 2021'])
		await expect(method.getByRole('listitem').filter({ hasText: source }).first()).toBeVisible()
	// §8 is for developers: it is not on the page.
	await expect(method).not.toContainText('Departures from the first specification')
})
