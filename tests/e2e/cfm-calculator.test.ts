import { expect, expectNoAxeViolations, expectNoBrokenNumbers, fillFields, gotoHydrated, test } from './fixtures.ts'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'

const PATH = '/calculators/cfm-calculator'

test('the defaults: air changes, 4 × 3 × 2.4 m, a general room at 4; Calculate is ready', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('CFM Calculator - HVAC Calculator')
	await expect(page.getByRole('radio', { name: 'Air changes' })).toBeChecked()
	await expect(page.getByLabel('Room length')).toHaveValue('4')
	await expect(page.getByLabel('Room width')).toHaveValue('3')
	await expect(page.getByLabel('Ceiling height')).toHaveValue('2.4')
	await expect(page.getByLabel('Room use (air-change preset)')).toHaveValue('general')
	await expect(page.getByLabel('Air changes per hour')).toHaveValue('4')
	await expect(page.getByLabel('Rules')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('C1 metric air changes: 4 × 3.5 × 2.4 m at 4 ACH is 37.33 L/s, a 38 L/s fan', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room width': '3.5' })
	await calculate(page)
	// 33.6 m³ × 4 = 134.4 m³/h / 3.6 = 37.33 L/s = 79.10 CFM
	await expectHeadline(page, 'Airflow needed', '37.33 L/s')
	await expectRows(page, {
		CFM: '79.10 CFM',
		'Litres per second': '37.33 L/s',
		'Cubic metres per hour': '134.40 m³/h',
		'Room volume': '33.60 m³ (1,186.57 ft³)',
		'Minimum fan rating': '38 L/s',
	})
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a preset fills in its rate; typing another rate makes it Custom', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Room use (air-change preset)').selectOption({ label: 'Kitchen while cooking (15)' })
	await expect(page.getByLabel('Air changes per hour')).toHaveValue('15')
	await page.getByLabel('Air changes per hour').fill('12')
	await expect(page.getByLabel('Room use (air-change preset)')).toHaveValue('custom')
})

test('C2 imperial air changes: 12 × 14 × 8 ft at 4 ACH is 89.60 CFM', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Room length')).toHaveValue('12')
	await fillFields(page, { 'Room width': '14' })
	await calculate(page)
	await expectHeadline(page, 'Airflow needed', '89.60 CFM')
	await expectRows(page, {
		'Litres per second': '42.29 L/s',
		'Cubic metres per hour': '152.23 m³/h',
		'Minimum fan rating': '90 CFM',
	})
})

test('C3 imperial US bathroom 9 × 5 ft: the 50 CFM minimum governs', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('radio', { name: 'Extract fan (wet rooms)' }).check()
	// Imperial starts with US rules
	await expect(page.getByLabel('Rules')).toHaveValue('us')
	await expect(page.getByLabel('Air changes per hour')).toHaveCount(0)
	await fillFields(page, { 'Room length': '9', 'Room width': '5' })
	await expect(page.getByLabel('Toilets')).toHaveCount(0)
	await calculate(page)
	await expectHeadline(page, 'Airflow needed', '50.00 CFM')
	await expectRows(page, {
		'Litres per second': '23.60 L/s',
		'Cubic metres per hour': '84.95 m³/h',
		'Rule applied':
			'HVI 1 CFM per ft² (45.00 ft², up to 100 ft²) gives 45.00 CFM, not above the 50 CFM minimum: 50 CFM governs',
	})
	await expectNoAxeViolations(page)
})

test('C4 metric UK kitchen with a hood, intermittent: 30 L/s', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Extract fan (wet rooms)' }).check()
	await expect(page.getByLabel('Rules')).toHaveValue('uk')
	await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Kitchen' })
	await expect(page.getByRole('radio', { name: 'Cooker hood over the hob / range' })).toBeChecked()
	await calculate(page)
	await expectHeadline(page, 'Airflow needed', '30.00 L/s')
	await expectRows(page, {
		CFM: '63.57 CFM',
		'Cubic metres per hour': '108.00 m³/h',
		'Minimum fan rating': '30 L/s',
	})
})

test('C5 edge: a 10.5 × 10 ft US bathroom counts its fixtures; none keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('radio', { name: 'Extract fan (wet rooms)' }).check()
	await fillFields(page, { 'Room length': '10.5', 'Room width': '10' })
	await expect(page.getByLabel('Toilets')).toHaveValue('1')
	await expect(page.getByLabel('Showers')).toHaveValue('1')
	await calculate(page)
	await expectHeadline(page, 'Airflow needed', '100.00 CFM')
	await expectRows(page, { 'Litres per second': '47.19 L/s', 'Cubic metres per hour': '169.90 m³/h' })
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('radio', { name: 'Extract fan (wet rooms)' }).check()
	await fillFields(page, { 'Room length': '10.5', 'Room width': '10', Toilets: '0', Showers: '0' })
	await expect(page.getByLabel('Toilets')).toHaveAccessibleDescription(/Add at least one fixture/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a utility room under US rules has no minimum: the page says so', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Extract fan (wet rooms)' }).check()
	await page.getByLabel('Rules').selectOption({ label: 'US (HVI / ASHRAE 62.2)' })
	await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Utility room' })
	await calculate(page)
	await expectHeadline(page, 'Airflow needed', 'No US code minimum: use Air changes or UK rules')
	await expectNoBrokenNumbers(page)
})

test('bad input: the field says what is wrong and Calculate stays disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expectFieldRejects(page, [
		['Room length', '', 'Required'],
		['Room length', 'abc', 'Enter a number'],
		['Room length', '0', 'Must be between 0.15 and 150 m'],
		['Ceiling height', '21', 'Must be between 0.5 and 20 m'],
		['Air changes per hour', '61', 'Must be between 0.1 and 60'],
	])
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('Start New Calculation brings back the defaults of the unit system in use', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await fillFields(page, { 'Room length': '20', 'Air changes per hour': '6' })
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Room length')).toHaveValue('12')
	await expect(page.getByLabel('Air changes per hour')).toHaveValue('4')
	await expect(page.getByLabel('Room length')).toBeFocused()
})
