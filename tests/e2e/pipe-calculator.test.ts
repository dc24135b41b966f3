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
import { expectFieldRejects } from './calculator-helpers.ts'

const PATH = '/calculators/pipe-calculator'
const CUSTOM_NOTE = 'Pipe weight excludes runs with a custom diameter (outside diameter unknown).'

test('defaults: one run of 15 mm UK copper × 10 m, no extra volume; the last run cannot be removed', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Pipe Calculator - Plumbing Calculator')
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByLabel('Run 1 Pipe type')).toHaveValue('uk-copper')
	await expect(page.getByLabel('Run 1 Size')).toHaveValue('15')
	await expect(page.getByLabel('Run 1 Length')).toHaveValue('10')
	await expect(page.getByLabel('Extra volume')).toHaveValue('0')
	await expect(page.getByRole('button', { name: 'Remove Run 1' })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('T1: 25 m of 15 mm and 12 m of 22 mm copper hold 7.48 L; Calculating..., the tables, axe clean', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Run 1 Length': '25' })
	await page.getByRole('button', { name: 'Add run' }).click()
	await expect(page.getByLabel('Run 2 Pipe type')).toHaveValue('uk-copper')
	await expect(page.getByLabel('Run 2 Length')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByLabel('Run 2 Size').selectOption({ label: '22 mm' })
	await fillFields(page, { 'Run 2 Length': '12' })
	// 0.145267 L/m × 25 + 0.320474 L/m × 12 = 3.6317 + 3.8457 = 7.48 L; pipe 7.0285 + 6.4002 = 13.43 kg
	await calculateAndExpectHeadline(page, 'Water content', '7.48 L')
	const runs = resultsRegion(page).getByRole('table', { name: 'Pipe runs' })
	await expect(runs.getByRole('row').nth(1)).toContainText('13.6 mm (0.535 in)')
	await expect(runs.getByRole('row').nth(1)).toContainText('0.145 L/m')
	await expect(runs.getByRole('row').nth(1)).toContainText('3.63 L')
	await expect(runs.getByRole('row').nth(1)).toContainText('7.03 kg')
	await expect(runs.getByRole('row').nth(2)).toContainText('0.320 L/m')
	await expect(resultRow(page, 'Water content', 'Totals')).toContainText('7.48 L (1.98 US gal)')
	await expect(resultRow(page, 'Cubic volume', 'Totals')).toContainText('0.007 m³ (0.26 ft³)')
	await expect(resultRow(page, 'Water weight', 'Totals')).toContainText('7.48 kg (16.48 lb)')
	await expect(resultRow(page, 'Pipe weight (empty)', 'Totals')).toContainText('13.43 kg (29.61 lb)')
	await expect(resultRow(page, 'Filled weight', 'Totals')).toContainText('20.91 kg (46.09 lb)')
	await expect(resultsRegion(page).getByText(CUSTOM_NOTE)).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('T2: 80 ft of 3/4" copper L and 40 ft of 1/2" PEX hold 2.40 US gal', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (US)' }).check()
	await expect(page.getByLabel('Run 1 Pipe type')).toHaveValue('us-copper-l')
	await expect(page.getByLabel('Run 1 Size')).toHaveValue('3/4')
	await expect(page.getByLabel('Run 1 Length')).toHaveValue('50')
	await fillFields(page, { 'Run 1 Length': '80' })
	await page.getByRole('button', { name: 'Add run' }).click()
	await page.getByLabel('Run 2 Pipe type').selectOption({ label: 'PEX (ASTM F876, CTS SDR 9)' })
	await page.getByLabel('Run 2 Size').selectOption({ label: '1/2"' })
	await fillFields(page, { 'Run 2 Length': '40' })
	// 0.0251419 × 80 + 0.00959716 × 40 = 2.395240 gal; × 8.345395 = 19.99 lb; pipe 36.3818 + 1.9895 = 38.37 lb
	await calculateAndExpectHeadline(page, 'Water content', '2.40 US gal')
	const runs = resultsRegion(page).getByRole('table', { name: 'Pipe runs' })
	await expect(runs.getByRole('row').nth(1)).toContainText('2.51 US gal')
	await expect(runs.getByRole('row').nth(2)).toContainText('0.96 US gal')
	await expect(resultRow(page, 'Water content', 'Totals')).toContainText('2.40 US gal (9.07 L)')
	await expect(resultRow(page, 'Water weight', 'Totals')).toContainText('19.99 lb (9.07 kg)')
	await expect(resultRow(page, 'Pipe weight (empty)', 'Totals')).toContainText('38.37 lb (17.40 kg)')
	await expect(resultRow(page, 'Filled weight', 'Totals')).toContainText('58.36 lb (26.47 kg)')
})

test('T3: a custom 100 mm bore × 0.5 m and 60 L extra: 63.93 L, no pipe weight', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Run 1 Pipe type').selectOption({ label: 'Custom inside diameter' })
	await expect(page.getByLabel('Run 1 Size')).toHaveCount(0)
	await fillFields(page, { 'Run 1 Custom inside diameter': '100', 'Run 1 Length': '0.5', 'Extra volume': '60' })
	// 7.853982 L/m × 0.5 = 3.9270 L + 60 = 63.93 L
	await calculateAndExpectHeadline(page, 'Water content', '63.93 L')
	await expect(resultsRegion(page).getByText(CUSTOM_NOTE)).toBeVisible()
	await expect(resultRow(page, 'Water content', 'Totals')).toContainText('63.93 L (16.89 US gal)')
	await expect(resultRow(page, 'Pipe weight (empty)', 'Totals')).toHaveText(/–/)
	await expect(resultRow(page, 'Filled weight', 'Totals')).toContainText('63.93 kg')
	await expectNoBrokenNumbers(page)
})

test('bad input gets the field’s message; runs are removed; Start New Calculation brings back one default run', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expectFieldRejects(page, [
		['Run 1 Length', '0', 'Must be between 0.01 and 10,000 m'],
		['Run 1 Length', 'ten', 'Enter a number'],
		['Extra volume', '-1', 'Must be between 0 and 100,000 L'],
	])
	await page.getByRole('button', { name: 'Add run' }).click()
	await page.getByLabel('Run 2 Pipe type').selectOption({ label: 'Custom inside diameter' })
	await expectFieldRejects(page, [['Run 2 Custom inside diameter', '0.5', 'Must be between 1 and 1,000 mm']])
	await page.getByRole('button', { name: 'Remove Run 2' }).click()
	await expect(page.getByLabel('Run 2 Length')).toHaveCount(0)
	await fillFields(page, { 'Run 1 Length': '20' })
	// 0.145267 L/m × 20 = 2.91 L
	await calculateAndExpectHeadline(page, 'Water content', '2.91 L')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Run 1 Length')).toHaveValue('10')
	await page.getByLabel('Run 1 Length').fill('abc')
	await expectNoAxeViolations(page)
})
