import { expect, expectNoAxeViolations, expectNoBrokenNumbers, fillFields, gotoHydrated, test } from './fixtures.ts'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'

const PATH = '/calculators/duct-size-calculator'

test('the defaults: 100 L/s by friction rate at 0.8 Pa/m; Calculate is ready', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Duct Size Calculator - HVAC Calculator')
	await expect(page.getByLabel('Airflow', { exact: true })).toHaveValue('100')
	await expect(page.getByLabel('Airflow unit')).toHaveValue('ls')
	await expect(page.getByRole('radio', { name: 'By friction rate (equal friction)' })).toBeChecked()
	await expect(page.getByLabel('Friction rate', { exact: true })).toHaveValue('0.8')
	await expect(page.getByLabel('Velocity limit', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Fixed side (height available)')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('D1 metric: 500 m³/h at 0.8 Pa/m is a 250 mm round duct, or 200 × 250 mm', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Airflow unit').selectOption({ label: 'm³/h' })
	// The unit select converts the typed airflow: 100 L/s × 3.6 = 360 m³/h
	await expect(page.getByLabel('Airflow', { exact: true })).toHaveValue('360')
	await fillFields(page, { Airflow: '500' })
	await page.getByRole('checkbox', { name: 'Also size a rectangular duct' }).check()
	await expect(page.getByLabel('Fixed side (height available)')).toHaveValue('200')
	await calculate(page)
	// D_req = (4.189622e7 × 138.889^1.9 / 0.8)^(1/5.02) = 223.17 mm → 250 mm
	await expectHeadline(page, 'Round duct', '250 mm')
	await expectRows(page, {
		'Required exact diameter': '223.2 mm (8.79 in)',
		'Standard size': '250 mm',
		'Cross-section area': '0.0491 m² (0.528 ft²)',
	})
	const results = page.getByRole('region', { name: 'Results' })
	const round = results.getByRole('table', { name: 'Round Duct' })
	await expect(round.getByRole('row', { name: /Velocity/ })).toContainText('2.83 m/s')
	await expect(round.getByRole('row', { name: /Friction/ })).toContainText('0.45 Pa/m')
	await expect(round.getByRole('row', { name: /Airflow/ })).toContainText('294.29 CFM, 138.89 L/s, 500.00 m³/h')
	const rectangle = results.getByRole('table', { name: 'Rectangular Duct (equal friction)' })
	await expect(rectangle.getByRole('row', { name: /Rectangular duct/ })).toContainText('200 × 250 mm')
	await expect(rectangle.getByRole('row', { name: /Equivalent diameter/ })).toContainText('244.06 mm')
	await expect(rectangle.getByRole('row', { name: /Velocity/ })).toContainText('2.78 m/s')
	await expect(rectangle.getByRole('row', { name: /Friction/ })).toContainText('0.51 Pa/m')
	await expect(rectangle.getByRole('row', { name: /Aspect ratio/ })).toContainText('1.25')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('D3 imperial velocity: 1,200 CFM at 900 fpm is a 16 in duct at 859 fpm', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Airflow', { exact: true })).toHaveValue('400')
	await expect(page.getByLabel('Airflow unit')).toHaveCount(0)
	await page.getByRole('radio', { name: 'By velocity limit' }).check()
	await expect(page.getByLabel('Velocity limit', { exact: true })).toHaveValue('700')
	await fillFields(page, { Airflow: '1,200', 'Velocity limit': '900' })
	await calculate(page)
	await expectHeadline(page, 'Round duct', '16 in')
	await expectRows(page, {
		'Required exact diameter': '15.64 in (397.1 mm)',
		Velocity: '859 fpm (4.37 m/s)',
		Friction: '0.070 in. w.c./100 ft (0.57 Pa/m)',
		'Cross-section area': '1.396 ft² (0.1297 m²)',
	})
})

test('D4 edge: 20,000 CFM needs more than 36 in; a 24 in side would need over 60 in', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await fillFields(page, { Airflow: '20000' })
	await page.getByRole('checkbox', { name: 'Also size a rectangular duct' }).check()
	await fillFields(page, { 'Fixed side (height available)': '24' })
	await calculate(page)
	await expectHeadline(
		page,
		'Round duct',
		'No standard round size above 36 in: use a rectangular duct or split the airflow',
	)
	await expectRows(page, { 'Standard size': '–' })
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results.getByText('Above the usual residential main-duct velocity: expect air noise.')).toBeVisible()
	await expect(results.getByText('Width would exceed 60 in: increase the fixed side.')).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('D4 edge with a 36 in side: 36 × 44 in at 1,818 fpm, with the velocity warning', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await fillFields(page, { Airflow: '20000' })
	await page.getByRole('checkbox', { name: 'Also size a rectangular duct' }).check()
	await fillFields(page, { 'Fixed side (height available)': '36' })
	const results = await calculate(page)
	// De(36, 42) = 42.48 < 43.20; De(36, 44) = 43.45
	const rectangle = results.getByRole('table', { name: 'Rectangular Duct (equal friction)' })
	await expect(rectangle.getByRole('row', { name: /Rectangular duct/ })).toContainText('36 × 44 in')
	await expect(rectangle.getByRole('row', { name: /Velocity/ })).toContainText('1,818 fpm')
	await expect(rectangle.getByRole('row', { name: /Aspect ratio/ })).toContainText('1.22')
	await expect(results.getByText('Rectangular duct: Above the usual residential main-duct velocity')).toBeVisible()
})

test('bad input: the field says what is wrong and Calculate stays disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('checkbox', { name: 'Also size a rectangular duct' }).check()
	await expectFieldRejects(page, [
		['Airflow', '', 'Required'],
		['Airflow', '1e400', 'Enter a number'],
		['Airflow', '0', 'Must be between 0.5 and 25,000 L/s'],
		['Friction rate', '9', 'Must be between 0.1 and 8 Pa/m'],
		['Fixed side (height available)', '50', 'Must be between 75 and 2,000 mm'],
	])
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('Start New Calculation brings back the defaults; the method and the rectangular choice stay', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'By velocity limit' }).check()
	await page.getByRole('checkbox', { name: 'Also size a rectangular duct' }).check()
	await fillFields(page, { Airflow: '150', 'Fixed side (height available)': '300', 'Velocity limit': '4' })
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Airflow', { exact: true })).toHaveValue('100')
	await expect(page.getByLabel('Velocity limit', { exact: true })).toHaveValue('3.5')
	await expect(page.getByLabel('Fixed side (height available)')).toHaveValue('200')
	await expect(page.getByLabel('Airflow', { exact: true })).toBeFocused()
})

test('the sizing method choices and the fields they show have names of their own', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const choices: ReadonlyArray<[choice: string, field: string]> = [
		['By velocity limit', 'Velocity limit'],
		['By friction rate (equal friction)', 'Friction rate'],
	]
	for (const [choice, field] of choices) {
		const radio = page.getByRole('radio', { name: choice, exact: true })
		await expect(radio).toHaveCount(1)
		await radio.check()
		await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveCount(1)
		// Whatever its role, one thing answers to each name (getByLabel, and voice control, look at every role).
		await expect(page.getByLabel(choice, { exact: true })).toHaveCount(1)
		await expect(page.getByLabel(field, { exact: true })).toHaveCount(1)
	}
	await expectNoAxeViolations(page)
})
