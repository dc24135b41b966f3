import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects, expectHeadline } from './calculator-helpers.ts'
import {
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	resultRow,
	test,
} from './fixtures.ts'

const PATH = '/calculators/carpet-calculator'

async function expectTable(page: Page, table: string, rows: Record<string, string>) {
	for (const [label, value] of Object.entries(rows))
		await expect(resultRow(page, label, table).getByRole('cell'), `${table}: ${label}`).toHaveText(value)
}

/** SPEC-NEXT §6 metric example: Room 1 5.9 × 3.7, Room 2 4.5 × 4.2, 1 doorway each, £20 a m². */
async function fillMetricExample(page: Page) {
	await page.getByRole('button', { name: 'Add Room' }).click()
	await fillFields(page, {
		'Room 1 Length': '5.9',
		'Room 1 Width': '3.7',
		'Room 2 Length': '4.5',
		'Room 2 Width': '4.2',
		'Price per m² (optional)': '20',
	})
}

test('the form starts with one blank room, a 4 m roll and the metric defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle(/Carpet Calculator/)
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 1 Doorways', { exact: true })).toHaveValue('1')
	await expect(page.getByLabel('Roll width')).toHaveValue('narrow')
	await expect(page.getByLabel('Roll width').getByRole('option', { selected: true })).toHaveText('4 m')
	await expect(page.getByLabel('Trim allowance per cut')).toHaveValue('0.10')
	await expect(page.getByRole('checkbox', { name: 'Include underlay' })).toBeChecked()
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('15')
	await expect(page.getByLabel('Gripper length')).toHaveValue('1.5')
	await expect(page.getByLabel('Doorway width')).toHaveValue('0.76')
	await expect(page.getByLabel('Price per m² (optional)')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoAxeViolations(page)
})

test('the metric example: 14.6 m of 4 m roll, each room cut its best way, £1,168.00', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await calculate(page)
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// Room 1 along the long side: 1 drop × 6.0 m; Room 2 along the short side: 2 × 4.3 = 8.6 m; C = 14.6 m, × 4 = 58.4 m²
	await expectHeadline(page, 'Carpet to buy', '14.60 m of 4 m roll (58.40 m²)')
	await expectTable(page, 'Room 1', {
		'Run direction': 'runs along 5.90 m',
		Drops: '1',
		'Cut per drop': '6.00 m',
		'Room cut length': '6.00 m',
		Seams: '0',
		'Seam length': '0.00 m',
	})
	await expectTable(page, 'Room 2', {
		'Run direction': 'runs along 4.20 m',
		Drops: '2',
		'Cut per drop': '4.30 m',
		'Room cut length': '8.60 m',
		Seams: '1',
		'Seam length': '4.20 m',
	})
	await expectTable(page, 'Totals', {
		'Cut length': '14.60 m (47.90 ft)',
		'Bought area': '58.40 m² (628.62 ft², 69.85 yd²)',
		// 21.83 + 18.90 = 40.73 m²; (58.4 − 40.73) / 58.4 = 30.3 %
		'Floor area': '40.73 m² (438.42 ft², 48.71 yd²)',
		Offcut: '30.3%',
		// 5 m roll: 6.0 + 4.3 = 10.3 m = 51.5 m²
		'Alternative width': '5 m roll: 10.30 m (51.50 m²)',
		// 40.73 / 15 = 2.72 → 3
		'Underlay rolls': '3',
		// 18.44 + 16.64 = 35.08 m; / 1.5 = 23.39 → 24
		'Gripper length': '35.08 m (115.09 ft)',
		'Gripper strips': '24',
		'Door bars': '2',
		// 58.4 × 20
		Cost: '£1,168.00',
	})
	await expect(page.getByText('Patterned carpet needs extra length for the repeat at each seam.')).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('the 5 m roll: the same rooms take 10.3 m, the 4 m roll is the alternative', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByLabel('Roll width').selectOption({ label: '5 m' })
	await calculate(page)
	await expectHeadline(page, 'Carpet to buy', '10.30 m of 5 m roll (51.50 m²)')
	await expectTable(page, 'Totals', { 'Alternative width': '4 m roll: 14.60 m (58.40 m²)', Cost: '£1,030.00' })
})

test('the imperial example: 28.67 ft of 12 ft roll, 15 tack strips, $1,146.67', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Roll width').getByRole('option', { selected: true })).toHaveText('12 ft')
	await expect(page.getByLabel('Trim allowance per cut')).toHaveValue('4')
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('30')
	await expect(page.getByLabel('Tack strip length')).toHaveValue('4')
	await expect(page.getByLabel('Doorway width')).toHaveValue('2.5')
	await fillFields(page, { 'Room 1 Length': '16', 'Room 1 Width': '14', 'Price per yd² (optional)': '30' })
	await calculate(page)
	// Along the short side: ceilTol(16.333 / 12) = 2 drops × 14.333 = 28.67 ft; × 12 = 344 ft² = 38.22 yd²
	await expectHeadline(page, 'Carpet to buy', '28.67 ft of 12 ft roll (38.22 yd²)')
	await expect(resultRow(page, 'Run direction', 'Room 1').getByRole('cell')).toContainText('runs along 14.00 ft')
	await expectTable(page, 'Room 1', { Drops: '2', Seams: '1' })
	await expect(resultRow(page, 'Seam length', 'Room 1').getByRole('cell')).toContainText('14.00 ft')
	await expectTable(page, 'Totals', {
		'Bought area': '38.22 yd² (344.00 ft², 31.96 m²)',
		'Floor area': '24.89 yd² (224.00 ft², 20.81 m²)',
		// 15 ft roll: 1 drop × 16.33 = 245 ft² = 27.22 yd²
		'Alternative width': '15 ft roll: 16.33 ft (27.22 yd²)',
		// 224 / 270 → 1
		'Underlay rolls': '1',
		// 60 − 2.5 = 57.5 / 4 = 14.38 → 15
		'Tack strips': '15',
		'Door bars': '1',
		// 38.2222 × 30
		Cost: '$1,146.67',
	})
})

test('the edge: a 4 × 4 m room on a 4 m roll takes 2 drops with a 10 cm allowance, 1 without', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room 1 Length': '4', 'Room 1 Width': '4' })
	await calculate(page)
	// ceilTol(4.1 / 4) = 2 drops × 4.1 = 8.2 m (32.8 m²); the 5 m line: 4.1 m (20.5 m²)
	await expectHeadline(page, 'Carpet to buy', '8.20 m of 4 m roll (32.80 m²)')
	await expectTable(page, 'Totals', { 'Alternative width': '5 m roll: 4.10 m (20.50 m²)' })
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await fillFields(page, { 'Room 1 Length': '4', 'Room 1 Width': '4', 'Trim allowance per cut': '0' })
	await calculate(page)
	// 4.0 / 4 = 1 drop, 4.0 m, no seam
	await expectHeadline(page, 'Carpet to buy', '4.00 m of 4 m roll (16.00 m²)')
	await expectTable(page, 'Room 1', { Drops: '1', Seams: '0' })
})

test('without underlay the roll field goes and the results say so', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('checkbox', { name: 'Include underlay' }).uncheck()
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveCount(0)
	await fillFields(page, { 'Room 1 Length': '3', 'Room 1 Width': '3' })
	await calculate(page)
	await expectTable(page, 'Totals', { 'Underlay rolls': 'Not included' })
	await expect(resultRow(page, 'Cost', 'Totals')).toHaveCount(0)
})

test('bad input gets the spec message under the field and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room 1 Length': '5', 'Room 1 Width': '4' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(page, [
		['Room 1 Length', 'long', 'Enter a number'],
		['Room 1 Width', '31', 'Must be between 0.1 and 30 m'],
		['Room 1 Doorways', '0.5', 'Enter a whole number'],
		['Trim allowance per cut', '0.31', 'Must be between 0 and 0.3 m'],
		['Gripper length', '0.4', 'Must be between 0.5 and 3 m'],
		['Doorway width', '2.1', 'Must be between 0.5 and 2 m'],
		['Underlay coverage per roll', '51', 'Must be between 1 and 50 m²'],
		['Price per m² (optional)', 'cheap', 'Enter a number'],
	])
	await page.getByLabel('Gripper length').fill('9')
	await expectNoAxeViolations(page)
})

test('Start New Calculation keeps the system; a unit change starts the rooms again', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByLabel('Roll width').selectOption({ label: '5 m' })
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toBeFocused()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 2 Length', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Roll width').getByRole('option', { selected: true })).toHaveText('4 m')
	await fillFields(page, { 'Room 1 Length': '5', 'Room 1 Width': '4' })
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Roll width').getByRole('option', { selected: true })).toHaveText('12 ft')
	await expect(page.getByLabel('Price per yd² (optional)')).toHaveValue('')
})
