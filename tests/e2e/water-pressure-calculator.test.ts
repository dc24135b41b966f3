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

const PATH = '/calculators/water-pressure-calculator'

test('defaults: metric, pressure from 10 m of head; the form is axe clean', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Water Pressure Calculator - Plumbing Calculator')
	await expect(page.getByRole('radio', { name: 'Pressure from height' })).toBeChecked()
	await expect(page.getByLabel('Height of water (head)', { exact: true })).toHaveValue('10')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('P1: 10 m of water is 0.98 bar; Calculating..., the table, axe clean', async ({ page }) => {
	await gotoHydrated(page, PATH)
	// 10 × 9.80665 = 98.0665 kPa = 0.98 bar = 14.22 psi (÷ 6.894757); 32.81 ft head
	await calculateAndExpectHeadline(page, 'Pressure', '0.98 bar')
	await expect(resultRow(page, 'Pressure in kPa')).toContainText('98.07 kPa')
	await expect(resultRow(page, 'Pressure in psi')).toContainText('14.22 psi')
	await expect(resultRow(page, 'Head in feet')).toContainText('32.81 ft')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('P2: 60 psi is 138.40 ft of water', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (US)' }).check()
	await page.getByRole('radio', { name: 'Height from pressure' }).check()
	await expect(page.getByLabel('Pressure unit')).toHaveCount(0)
	await fillFields(page, { Pressure: '60' })
	// 60 / 0.4335275 = 138.40 ft = 42.18 m
	await calculateAndExpectHeadline(page, 'Height', '138.40 ft')
	await expect(resultRow(page, 'Head in metres')).toContainText('42.18 m')
})

test('the bar / kPa select converts the typed pressure', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Height from pressure' }).check()
	await expect(page.getByLabel('Pressure', { exact: true })).toHaveValue('3')
	await page.getByLabel('Pressure unit').selectOption('kPa')
	await expect(page.getByLabel('Pressure', { exact: true })).toHaveValue('300')
	// 300 / 9.80665 = 30.59 m
	await calculateAndExpectHeadline(page, 'Height', '30.59 m')
})

test('P3: 3 bar through 20 m of 22 mm copper with fittings leaves 2.53 bar', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Pressure loss along a pipe' }).check()
	await expect(page.getByLabel('Inlet (supply) pressure')).toHaveValue('3')
	await expect(page.getByLabel('Hazen-Williams C')).toHaveValue('140')
	await expect(page.getByLabel('90° elbows')).toHaveValue('4')
	await expect(page.getByLabel('Outlet height above inlet')).toHaveValue('3')
	// ΣL/D 208 × 0.0202 = 4.2016 m; h_f = 1.7839 m → 17.49 kPa; Δp_z = 29.42 kPa; 300 − 17.49 − 29.42 = 253.09 kPa
	await calculateAndExpectHeadline(page, 'Outlet pressure', '2.53 bar (36.71 psi)')
	await expect(resultRow(page, 'Velocity')).toContainText('1.04 m/s')
	await expect(resultRow(page, 'Fittings equivalent length')).toContainText('4.20 m')
	await expect(resultRow(page, 'Total equivalent length')).toContainText('24.20 m')
	await expect(resultRow(page, 'Friction loss (head)')).toContainText('1.78 m')
	await expect(resultRow(page, 'Friction loss (pressure)')).toContainText('0.17 bar (17.49 kPa')
	await expect(resultRow(page, 'Elevation loss')).toContainText('0.29 bar')
	await expect(resultRow(page, 'Inlet pressure')).toContainText('3.00 bar')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('P5: 30 L/min through 30 m of 15 mm copper from 1 bar is not enough pressure', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Pressure loss along a pipe' }).check()
	await page.getByLabel('Size', { exact: true }).selectOption({ label: '15 mm' })
	await fillFields(page, {
		'Inlet (supply) pressure': '1.0',
		'Flow rate': '30',
		'Pipe length': '30',
		'90° elbows': '6',
		'Tees (flow through run)': '0',
		'Tees (flow through branch)': '0',
		'Outlet height above inlet': '5',
	})
	// P_out = 100 − 342.45 − 49.03 = −291.49 kPa
	await calculateAndExpectHeadline(page, 'Outlet pressure', 'Not enough pressure')
	await expect(
		resultsRegion(page).getByText(
			'This run needs 2.91 bar more than the supply gives at this flow. Use a larger pipe, a shorter run or a pump.',
		),
	).toBeVisible()
	await expect(resultsRegion(page).getByText(/^Above the 2\.4 m\/s/)).toBeVisible()
	await expect(resultRow(page, 'Outlet pressure')).toContainText('0.00 bar (0.00 psi)')
	await expectNoBrokenNumbers(page)
})

test('a new pipe type refills C; bad input gets the field’s message and disables Calculate', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Pressure loss along a pipe' }).check()
	await page.getByLabel('Pipe type', { exact: true }).selectOption({ label: 'UK MDPE blue SDR 11 (EN 12201)' })
	await expect(page.getByLabel('Hazen-Williams C')).toHaveValue('150')
	await expectFieldRejects(page, [
		['90° elbows', '2.5', 'Enter a whole number'],
		['Hazen-Williams C', '10', 'Must be between 60 and 160'],
		['Outlet height above inlet', '-301', 'Must be between −300 and 300 m'],
		['Flow rate', 'lots', 'Enter a number'],
	])
	await page.getByLabel('Outlet height above inlet').fill('-2')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await page.getByLabel('Pipe length').fill('')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Required: fill in every field to calculate.')).toBeVisible()
	await page.getByLabel('Hazen-Williams C').fill('x')
	await expectNoAxeViolations(page)
})

test('P4 in imperial, then Start New Calculation brings back the defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (US)' }).check()
	await page.getByRole('radio', { name: 'Pressure loss along a pipe' }).check()
	await expect(page.getByLabel('Size', { exact: true })).toHaveValue('3/4')
	await expect(page.getByLabel('Inlet (supply) pressure')).toHaveValue('50')
	// Δp_f = 4.526978 × 73.6067 × 19.70119 / (9,432.550 × 0.3075907) = 2.26 psi; 50 − 2.2626 − 4.3353 = 43.40 psi
	await calculateAndExpectHeadline(page, 'Outlet pressure', '43.40 psi (2.99 bar)')
	await expect(resultRow(page, 'Friction loss (head)')).toContainText('5.22 ft')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByRole('radio', { name: 'Pressure loss along a pipe' })).toBeChecked()
	await expect(page.getByLabel('Pipe length')).toHaveValue('60')
})
