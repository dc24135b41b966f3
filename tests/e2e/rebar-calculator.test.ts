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
import type { Page } from '@playwright/test'

const PATH = '/calculators/rebar-calculator'
const INCOMPLETE = 'Please fill in all rebar specifications (size, quantity, and length) to calculate.'

async function fillEntry(page: Page, entry: string, size: string, quantity: string, length: string) {
	await page.getByLabel(`${entry} Size`).selectOption(size)
	await page.getByLabel(`${entry} Quantity`).fill(quantity)
	await page.getByLabel(`${entry} Length`).fill(length)
}

test('defaults: metric, individual pieces, one entry, wastage 10% on, lap splice 5% off, the incomplete hint', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Individual Rebar Pieces' })).toBeChecked()
	await expect(page.getByLabel('Rebar 1 Size')).toHaveValue('')
	const size = page.getByLabel('Rebar 1 Size')
	await expect(size.getByRole('option').first()).toHaveText('Select size')
	// The US bars in metric and the UK's, each under its standard's heading (docs/calculators/rebar-calculator.md §2).
	// Chromium's accessibility tree flattens a select's option groups, so the groups are found by their label.
	const group = (label: string) => size.locator(`optgroup[label="${label}"]`).getByRole('option')
	await expect(size.locator('optgroup')).toHaveCount(2)
	await expect(group('ASTM A615 (soft metric)')).toHaveText([
		'No.6 (6.35 mm)',
		'No.10 (9.525 mm)',
		'No.13 (12.7 mm)',
		'No.16 (15.875 mm)',
		'No.19 (19.05 mm)',
		'No.22 (22.225 mm)',
		'No.25 (25.4 mm)',
		'No.29 (28.65 mm)',
		'No.32 (32.26 mm)',
		'No.36 (35.81 mm)',
	])
	await expect(group('BS 4449 (UK)')).toHaveText([
		'H8 (8 mm)',
		'H10 (10 mm)',
		'H12 (12 mm)',
		'H16 (16 mm)',
		'H20 (20 mm)',
		'H25 (25 mm)',
		'H32 (32 mm)',
		'H40 (40 mm)',
	])
	await expect(page.getByRole('button', { name: 'Remove Rebar 1' })).toHaveCount(0)
	await expect(page.getByRole('switch', { name: 'Include Lap Splice' })).not.toBeChecked()
	await expect(page.getByLabel('Lap Splice Percentage')).toHaveCount(0)
	await expect(page.getByRole('switch', { name: 'Include Wastage' })).toBeChecked()
	await expect(page.getByLabel('Wastage Percentage')).toHaveValue('10')
	await expect(page.getByLabel('Price per Ton (tonne, optional)')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText(INCOMPLETE)).toBeVisible()
	await page.getByRole('switch', { name: 'Include Lap Splice' }).check()
	await expect(page.getByLabel('Lap Splice Percentage')).toHaveValue('5')
	await expectNoAxeViolations(page)
})

test('entries are added and removed; the hint stays until every entry is complete', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await fillEntry(page, 'Rebar 1', 'No.13', '10', '6')
	await expect(calculate).toBeEnabled()
	await expect(page.getByText(INCOMPLETE)).toHaveCount(0)
	await page.getByRole('button', { name: 'Add Rebar Size' }).click()
	await expect(page.getByRole('textbox', { name: 'Rebar 2 Name' })).toHaveValue('Rebar 2')
	await expect(calculate).toBeDisabled()
	await expect(page.getByText(INCOMPLETE)).toBeVisible()
	await page.getByLabel('Rebar 2 Size').selectOption('No.16')
	await page.getByLabel('Rebar 2 Quantity').fill('4')
	await expect(page.getByText(INCOMPLETE)).toBeVisible()
	await page.getByLabel('Rebar 2 Length').fill('12')
	await expect(calculate).toBeEnabled()
	await page.getByRole('button', { name: 'Add Rebar Size' }).click()
	await page.getByRole('button', { name: 'Remove Rebar 3' }).click()
	await expect(page.getByLabel('Rebar 3 Size')).toHaveCount(0)
	await expect(calculate).toBeEnabled()
	await page.getByRole('button', { name: 'Remove Rebar 1' }).click()
	await expect(page.getByRole('button', { name: 'Remove Rebar 2' })).toHaveCount(0)
	await expect(page.getByLabel('Rebar 2 Quantity')).toHaveValue('4')
})

test('individual pieces with a price per tonne: Calculating..., totals, tons to 3 decimals, breakdown, cost', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillEntry(page, 'Rebar 1', 'No.10', '20', '3')
	await page.getByRole('button', { name: 'Add Rebar Size' }).click()
	await fillEntry(page, 'Rebar 2', 'No.16', '4', '12')
	await page.getByRole('switch', { name: 'Include Wastage' }).uncheck()
	await expect(page.getByLabel('Wastage Percentage')).toHaveCount(0)
	await page.getByLabel('Price per Ton (tonne, optional)').fill('900')
	// 60 m × 0.56 = 33.6 kg + 48 m × 1.552 = 74.496 kg: 108 m, 108.096 kg = 0.108 t; × £900 = £97.29
	await calculateAndExpectHeadline(page, 'Total Rebar Weight', '108.10 kg')
	await expect(resultRow(page, 'Total Length', 'Rebar Summary')).toContainText('108.00 m (354.33 ft)')
	await expect(resultRow(page, 'Total Weight', 'Rebar Summary')).toContainText('108.10 kg (238.31 lb)')
	await expect(resultRow(page, 'Weight in Tons', 'Rebar Summary')).toContainText('0.108 tonnes')
	await expect(resultRow(page, 'Wastage', 'Rebar Summary')).toContainText('Not included')
	const breakdown = resultsRegion(page).getByRole('table', { name: 'Rebar Breakdown' })
	await expect(breakdown.getByRole('columnheader')).toHaveText([
		'Size',
		'Quantity',
		'Length per Piece',
		'Total Length',
		'Total Weight',
	])
	await expect(breakdown.getByRole('row', { name: /^No\.10/ }).getByRole('cell')).toHaveText([
		'20',
		'3.00 m',
		'60.00 m',
		'33.60 kg',
	])
	await expect(breakdown.getByRole('row', { name: /^No\.16/ }).getByRole('cell')).toHaveText([
		'4',
		'12.00 m',
		'48.00 m',
		'74.50 kg',
	])
	await expect(resultRow(page, 'Total Cost', 'Cost Estimate')).toContainText('£97.29')
	await expect(resultRow(page, 'Cost per kg', 'Cost Estimate')).toContainText('£0.90')
	await expect(resultRow(page, 'Cost per lb', 'Cost Estimate')).toContainText('£0.41')
	await expect(resultsRegion(page).getByRole('table', { name: 'Grid Details' })).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a UK bar and No.36: H12 at 0.888 kg/m and No.36 at 7.907 kg/m, each a row of the breakdown', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillEntry(page, 'Rebar 1', 'H12', '10', '6')
	await page.getByRole('button', { name: 'Add Rebar Size' }).click()
	await fillEntry(page, 'Rebar 2', 'No.36', '4', '12')
	// H12: 10 × 6 m × 1.1 = 66 m × 0.888 = 58.608 kg; No.36: 4 × 12 m × 1.1 = 52.8 m × 7.907 = 417.4896 kg
	// 118.8 m, 476.0976 kg (× 2.20462 = 1,049.61 lb) = 0.476 tonnes
	await calculateAndExpectHeadline(page, 'Total Rebar Weight', '476.10 kg')
	await expect(resultRow(page, 'Total Length', 'Rebar Summary')).toContainText('118.80 m')
	await expect(resultRow(page, 'Total Weight', 'Rebar Summary')).toContainText('476.10 kg (1,049.61 lb)')
	await expect(resultRow(page, 'Weight in Tons', 'Rebar Summary')).toContainText('0.476 tonnes')
	const breakdown = resultsRegion(page).getByRole('table', { name: 'Rebar Breakdown' })
	await expect(breakdown.getByRole('row', { name: /^H12/ }).getByRole('cell')).toHaveText([
		'10',
		'6.00 m',
		'66.00 m',
		'58.61 kg',
	])
	await expect(breakdown.getByRole('row', { name: /^No\.36/ }).getByRole('cell')).toHaveText([
		'4',
		'12.00 m',
		'52.80 m',
		'417.49 kg',
	])
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a link made before the UK bars opens and calculates; a size the link cannot use leaves the select to choose', async ({
	page,
}) => {
	// No.13 as it always was: 10 × 6 m × 1.1 = 66 m × 0.994 = 65.60 kg
	await gotoHydrated(page, `${PATH}?entries.0.size=No.13&entries.0.quantity=10&entries.0.length=6`)
	await expect(page.getByLabel('Rebar 1 Size')).toHaveValue('No.13')
	await calculateAndExpectHeadline(page, 'Total Rebar Weight', '65.60 kg')
	await gotoHydrated(page, `${PATH}?entries.0.size=No.99&entries.0.quantity=10&entries.0.length=6`)
	await expect(page.getByText('Some choices in this link are not offered here')).toBeVisible()
	await expect(page.getByLabel('Rebar 1 Size')).toHaveValue('')
	await expect(page.getByLabel('Rebar 1 Quantity')).toHaveValue('10')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText(INCOMPLETE)).toBeVisible()
})

test('lap splice and wastage percentages multiply the length', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillEntry(page, 'Rebar 1', 'No.13', '10', '6')
	await page.getByRole('switch', { name: 'Include Lap Splice' }).check()
	await page.getByLabel('Lap Splice Percentage').fill('51')
	await expect(page.getByLabel('Lap Splice Percentage')).toHaveAccessibleDescription(/Must be between 0 and 50%/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByLabel('Lap Splice Percentage').fill('5')
	await page.getByLabel('Wastage Percentage').fill('21')
	await expect(page.getByLabel('Wastage Percentage')).toHaveAccessibleDescription(/Must be between 0 and 20%/)
	await page.getByLabel('Wastage Percentage').fill('10')
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 60 m × 1.05 × 1.1 = 69.3 m × 0.994 = 68.88 kg; no price, no cost table
	await expect(resultRow(page, 'Total Length', 'Rebar Summary')).toContainText('69.30 m')
	await expect(resultRow(page, 'Lap Splice', 'Rebar Summary')).toContainText('5%')
	await expect(resultRow(page, 'Wastage', 'Rebar Summary')).toContainText('10%')
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('68.88 kg')
	await expect(resultsRegion(page).getByRole('table', { name: 'Cost Estimate' })).toHaveCount(0)
})

test('slab grid: hints, grid details, pieces, one breakdown row and both prices', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Concrete Slab Grid' }).check()
	await expect(page.getByLabel('Rebar 1 Size')).toHaveCount(0)
	await expect(page.getByText('Typically 15-30 cm')).toBeVisible()
	await expect(page.getByText('Typically 5-7.5 cm')).toBeVisible()
	await expect(page.getByText('Standard length 6-12 m')).toBeVisible()
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await expect(calculate).toBeDisabled()
	await fillFields(page, {
		'Slab Length': '5',
		'Slab Width': '4',
		'Rebar Spacing': '20',
		'Edge Spacing': '5',
		'Single Rebar Length': '6',
	})
	await expect(calculate).toBeDisabled()
	await page.getByLabel('Rebar Size').selectOption('No.10')
	await expect(calculate).toBeEnabled()
	await page.getByLabel('Price per Meter (optional)').fill('2')
	await page.getByLabel('Price per Ton (tonne, optional)').fill('1000')
	await page.getByRole('button', { name: 'Calculate' }).click()
	// grid 4.9 × 3.9 m: 20 bars × 4.9 + 25 bars × 3.9 = 195.5 m × 1.1 = 215.05 m; ceil(215.05 / 6) = 36 pieces
	await expect(resultRow(page, 'Grid Length', 'Grid Details')).toContainText('4.90 m')
	await expect(resultRow(page, 'Grid Width', 'Grid Details')).toContainText('3.90 m')
	await expect(resultRow(page, 'Lengthwise Bars', 'Grid Details')).toContainText('20')
	await expect(resultRow(page, 'Widthwise Bars', 'Grid Details')).toContainText('25')
	await expect(resultRow(page, 'Pieces Needed', 'Grid Details')).toContainText('36')
	await expect(resultRow(page, 'Total Length', 'Rebar Summary')).toContainText('215.05 m')
	const breakdown = resultsRegion(page).getByRole('table', { name: 'Rebar Breakdown' })
	await expect(breakdown.getByRole('row', { name: /^No\.10/ }).getByRole('cell')).toHaveText([
		'36',
		'6.00 m',
		'215.05 m',
		'120.43 kg',
	])
	// 0.120428 t × £1000 = £120.43; length cost 215.05 m × £2 = £430.10
	await expect(resultRow(page, 'Total Cost', 'Cost Estimate')).toContainText('£120.43')
	await expect(resultRow(page, 'Cost by Length', 'Cost Estimate')).toContainText('£430.10')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial grid in feet and inches; the mode switch keeps what was typed', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Rebar 1 Quantity').fill('7')
	await page.getByRole('radio', { name: 'Concrete Slab Grid' }).check()
	await expect(page.getByText('Typically 6-12 in')).toBeVisible()
	await expect(page.getByLabel('Rebar Spacing')).toHaveAccessibleDescription(/^in Typically 6-12 in/)
	await fillFields(page, {
		'Slab Length': '20',
		'Slab Width': '10',
		'Rebar Spacing': '12',
		'Edge Spacing': '3',
		'Single Rebar Length': '20',
	})
	await page.getByLabel('Rebar Size').selectOption('#4')
	await page.getByRole('radio', { name: 'Individual Rebar Pieces' }).check()
	await expect(page.getByLabel('Rebar 1 Quantity')).toHaveValue('7')
	await page.getByRole('radio', { name: 'Concrete Slab Grid' }).check()
	await expect(page.getByLabel('Slab Length')).toHaveValue('20')
	await page.getByRole('button', { name: 'Calculate' }).click()
	// grid 19.5 × 9.5 ft: 10 × 19.5 + 20 × 9.5 = 385 ft × 1.1 = 423.5 ft; 282.90 lb = 0.141 US tons; 22 pieces
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('282.90 lb')
	await expect(resultRow(page, 'Total Length', 'Rebar Summary')).toContainText(`423.50 ft (423' 6"; 129.08 m)`)
	await expect(resultRow(page, 'Weight in Tons', 'Rebar Summary')).toContainText('0.141 US tons')
	await expect(resultRow(page, 'Pieces Needed', 'Grid Details')).toContainText('22')
})

test('edge spacing that leaves no grid is refused with a message', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Concrete Slab Grid' }).check()
	await fillFields(page, {
		'Slab Length': '5',
		'Slab Width': '1.2',
		'Rebar Spacing': '20',
		'Edge Spacing': '60',
		'Single Rebar Length': '6',
	})
	await page.getByLabel('Rebar Size').selectOption('No.10')
	await expect(page.getByLabel('Edge Spacing')).toHaveAccessibleDescription(
		/Twice the edge spacing must be less than the slab length and width/,
	)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('Start New Calculation clears quantities and lengths, keeps sizes, mode and options; a unit change clears sizes', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillEntry(page, 'Rebar 1', 'No.13', '10', '6')
	await page.getByRole('switch', { name: 'Include Lap Splice' }).check()
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Rebar 1 Quantity')).toHaveValue('')
	await expect(page.getByLabel('Rebar 1 Quantity')).toBeFocused()
	await expect(page.getByLabel('Rebar 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Rebar 1 Size')).toHaveValue('No.13')
	await expect(page.getByRole('switch', { name: 'Include Lap Splice' })).toBeChecked()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Rebar 1 Size')).toHaveValue('')
	await expect(page.getByLabel('Rebar 1 Size').getByRole('option').nth(1)).toHaveText('#2 (0.25 in)')
	await expect(page.getByLabel('Price per Ton (US ton, optional)')).toBeVisible()
})

test('bad input gets a message under the field and never breaks the page', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillEntry(page, 'Rebar 1', 'No.13', '10', '6')
	const cases: Array<[string, string, string]> = [
		['Rebar 1 Quantity', '1e400', 'Enter a number'],
		['Rebar 1 Quantity', '-3', 'Must be between 1 and 100,000'],
		['Rebar 1 Quantity', '2.5', 'Enter a whole number'],
		['Rebar 1 Length', 'abc', 'Enter a number'],
		['Rebar 1 Length', '12 ft', 'Enter a number'],
		['Price per Ton (tonne, optional)', '-5', 'Must be between 0 and 1,000,000,000'],
	]
	for (const [label, value, message] of cases) {
		const field = page.getByLabel(label)
		const original = await field.inputValue()
		await field.fill(value)
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
		await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
		await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
		await expectNoBrokenNumbers(page)
		await field.fill(original)
	}
	await expectNoAxeViolations(page)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test.describe('on a 320 px wide screen', () => {
	test.use({ viewport: { width: 320, height: 640 } })

	test('the breakdown table scrolls sideways in a labelled box the keyboard can reach and scroll', async ({ page }) => {
		await gotoHydrated(page, PATH)
		await fillEntry(page, 'Rebar 1', 'No.10', '20', '3')
		await page.getByRole('button', { name: 'Calculate' }).click()
		const box = page.getByRole('region', { name: 'Rebar Breakdown' })
		await expect(box).toBeVisible()
		const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth)
		expect(overflow).toBeGreaterThan(0)
		// From the results heading, Tab reaches the box.
		await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
		for (
			let presses = 0;
			presses < 30 && !(await box.evaluate((element) => element === document.activeElement));
			presses++
		)
			await page.keyboard.press('Tab')
		await expect(box).toBeFocused()
		await page.keyboard.press('ArrowRight')
		await page.keyboard.press('End')
		await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
		await expectNoAxeViolations(page)
	})
})
