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

const PATH = '/calculators/water-flow-calculator'
const VELOCITY_WARNING = /^Above the 2\.4 m\/s \(7\.87 ft\/s\) cold-water limit for copper/

test('defaults: metric, flow from velocity, UK copper 22 mm at 1.5 m/s; the form is axe clean', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Water Flow Calculator - Plumbing Calculator')
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Flow from velocity' })).toBeChecked()
	await expect(page.getByLabel('Pipe type', { exact: true })).toHaveValue('uk-copper')
	await expect(page.getByLabel('Size', { exact: true })).toHaveValue('22')
	await expect(page.getByLabel('Velocity', { exact: true })).toHaveValue('1.5')
	await expect(page.getByLabel('Flow rate', { exact: true })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('W1: 22 mm copper at 1.5 m/s carries 28.84 L/min; Calculating..., the table, axe clean', async ({ page }) => {
	await gotoHydrated(page, PATH)
	// A = π/4 · 0.0202² = 3.204739e-4 m²; Q = 4.807108e-4 m³/s = 28.84 L/min = 7.62 gpm
	await calculateAndExpectHeadline(page, 'Flow', '28.84 L/min')
	await expect(resultRow(page, 'Litres per second')).toContainText('0.48 L/s')
	await expect(resultRow(page, 'Cubic metres per hour')).toContainText('1.73 m³/h')
	await expect(resultRow(page, 'US gallons per minute')).toContainText('7.62 US gpm')
	await expect(resultRow(page, 'Velocity')).toContainText('1.50 m/s (4.92 ft/s)')
	await expect(resultRow(page, 'Inside diameter')).toContainText('20.2 mm (0.795 in)')
	await expect(resultRow(page, 'Flow area')).toContainText('320.5 mm² (0.497 in²)')
	await expect(resultsRegion(page).getByText(VELOCITY_WARNING)).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('W2: 10 gpm at 5 ft/s needs 1" copper type L; 3/4" would run at 6.63 ft/s', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (US)' }).check()
	await page.getByRole('radio', { name: 'Pipe size for a flow' }).check()
	await expect(page.getByLabel('Size', { exact: true })).toHaveCount(0)
	await expect(
		page.getByLabel('Pipe type', { exact: true }).getByRole('option', { name: 'Custom inside diameter' }),
	).toHaveCount(0)
	await fillFields(page, { 'Flow rate': '10', 'Velocity limit': '5' })
	// d_req = 12 · √(4 · (10 / 448.8311688) / (π · 5)) = 0.9039 in: 3/4" (0.785) < 0.9039 ≤ 1" (1.025)
	await calculateAndExpectHeadline(page, 'Smallest suitable pipe', '1" US copper type L')
	await expect(resultRow(page, 'Flow')).toContainText('10.00 US gpm (37.85 L/min)')
	await expect(resultRow(page, 'Required minimum inside diameter')).toContainText('0.904 in (22.96 mm)')
	await expect(resultRow(page, 'Chosen inside diameter')).toContainText('1.025 in (26.0 mm)')
	await expect(resultRow(page, 'Velocity in 1"')).toContainText('3.89 ft/s (1.19 m/s)')
	await expect(resultRow(page, 'Next smaller size')).toContainText('3/4" would run at 6.63 ft/s (2.02 m/s)')
	await expectNoBrokenNumbers(page)
})

test('W3: 250 L/min at 1.5 m/s is beyond 54 mm UK copper', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Pipe size for a flow' }).check()
	await fillFields(page, { 'Flow rate': '250', 'Velocity limit': '1.5' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(
		resultsRegion(page).getByText(
			'No UK copper (EN 1057) size up to 54 mm is large enough: inside diameter of at least 59.47 mm needed. Choose another pipe type.',
		),
	).toBeVisible()
	await expect(resultRow(page, 'Required minimum inside diameter')).toContainText('59.47 mm (2.341 in)')
	await expect(resultRow(page, 'Chosen inside diameter')).toHaveCount(0)
	await expectNoBrokenNumbers(page)
})

test('W4: a 5 gallon bucket in 37 s is 8.11 gpm', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (US)' }).check()
	await page.getByRole('radio', { name: 'Bucket test' }).check()
	await expect(page.getByLabel('Pipe type', { exact: true })).toHaveCount(0)
	await fillFields(page, { 'Bucket volume': '5', 'Time to fill': '37' })
	await calculateAndExpectHeadline(page, 'Flow', '8.11 US gpm')
	await expect(resultRow(page, 'Litres per minute')).toContainText('30.69 L/min')
	await expect(resultRow(page, 'Litres per second')).toContainText('0.51 L/s')
	await expect(resultRow(page, 'Cubic metres per hour')).toContainText('1.84 m³/h')
	await expect(resultRow(page, 'Velocity')).toHaveCount(0)
})

test('a velocity above 2.4 m/s shows the warning', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { Velocity: '3' })
	await calculateAndExpectHeadline(page, 'Flow', '57.69 L/min')
	await expect(resultsRegion(page).getByText(VELOCITY_WARNING)).toBeVisible()
})

test('bad input: the field says what is wrong and Calculate stays disabled; a custom bore is checked too', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expectFieldRejects(page, [
		['Velocity', 'abc', 'Enter a number'],
		['Velocity', '0', 'Must be between 0.01 and 10 m/s'],
		['Velocity', '10.5', 'Must be between 0.01 and 10 m/s'],
	])
	await page.getByLabel('Velocity', { exact: true }).fill('')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Required: fill in every field to calculate.')).toBeVisible()
	await page.getByLabel('Velocity', { exact: true }).fill('1.5')
	await page.getByLabel('Pipe type', { exact: true }).selectOption({ label: 'Custom inside diameter' })
	await expect(page.getByLabel('Custom inside diameter', { exact: true })).toHaveValue('20')
	await expectFieldRejects(page, [['Custom inside diameter', '1,001', 'Must be between 1 and 1,000 mm']])
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await page.getByLabel('Custom inside diameter', { exact: true }).fill('abc')
	await expectNoAxeViolations(page)
})

test('Start New Calculation and a unit change bring back the defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Velocity from flow' }).check()
	await fillFields(page, { 'Flow rate': '40' })
	// 40 / 60,000 / 3.204739e-4 = 2.08 m/s
	await calculateAndExpectHeadline(page, 'Velocity', '2.08 m/s')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByRole('radio', { name: 'Velocity from flow' })).toBeChecked()
	await expect(page.getByLabel('Flow rate', { exact: true })).toHaveValue('20')
	await page.getByRole('radio', { name: 'Imperial (US)' }).check()
	await expect(page.getByLabel('Pipe type', { exact: true })).toHaveValue('us-copper-l')
	await expect(page.getByLabel('Size', { exact: true })).toHaveValue('3/4')
	await expect(page.getByLabel('Flow rate', { exact: true })).toHaveValue('5')
	// 5 / 448.8311688 / (π/4 · (0.785 / 12)²) = 3.31 ft/s
	await calculateAndExpectHeadline(page, 'Velocity', '3.31 ft/s')
})
