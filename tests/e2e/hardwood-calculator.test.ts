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

const PATH = '/calculators/hardwood-calculator'
const TABLE = 'Flooring to Buy'

async function expectTable(page: Page, rows: Record<string, string>) {
	for (const [label, value] of Object.entries(rows))
		await expect(resultRow(page, label, TABLE).getByRole('cell'), label).toHaveText(value)
}

/** SPEC-NEXT §4 metric example: Room 1 4.2 × 3.6 m, Room 2 2.5 × 1.8 m, £45.99 a box. */
async function fillMetricExample(page: Page) {
	await page.getByRole('button', { name: 'Add Room' }).click()
	await fillFields(page, {
		'Room 1 Length': '4.2',
		'Room 1 Width': '3.6',
		'Room 2 Length': '2.5',
		'Room 2 Width': '1.8',
		'Price per box (optional)': '45.99',
	})
}

test('the form starts with one blank room, 2.00 m² boxes, straight at 10 % and underlay on', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle(/Hardwood Calculator/)
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 1 Width', { exact: true })).toHaveValue('')
	await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
	await expect(page.getByLabel('Coverage per box')).toHaveValue('2.00')
	await expect(page.getByRole('radio', { name: 'Straight' })).toBeChecked()
	await expect(page.getByLabel('Waste', { exact: true })).toHaveValue('10')
	await expect(page.getByLabel('Price per box (optional)')).toHaveValue('')
	await expect(page.getByRole('checkbox', { name: 'Include underlay' })).toBeChecked()
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('10')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoAxeViolations(page)
})

test('the metric example: two rooms, 11 boxes, 2 underlay rolls, £505.89', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await expect(page.getByRole('button', { name: 'Remove Room 2' })).toBeVisible()
	await calculate(page)
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// 15.12 + 4.50 = 19.62 m² × 1.1 = 21.582; / 2.00 = 10.79 → 11; 11 × 2.00 = 22.00; 22.00 − 19.62 = 2.38
	await expectHeadline(page, 'Boxes needed', '11')
	await expectTable(page, {
		'Floor area': '19.62 m² (211.19 ft²)',
		'Area with waste': '21.58 m² (232.31 ft²)',
		Boxes: '11',
		'Area bought': '22.00 m² (236.81 ft²)',
		'Extra over floor area': '2.38 m² (25.62 ft²)',
		// 19.62 / 10 = 1.962 → 2
		'Underlay rolls': '2',
		// 11 × 45.99
		Cost: '£505.89',
	})
	await expect(page.getByText('Buy all boxes from one lot number and keep one spare box for repairs.')).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('the imperial example: a diagonal layout moves the waste to 15 %, 11 boxes, $687.50', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Coverage per box')).toHaveValue('20')
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('100')
	await page.getByRole('radio', { name: 'Diagonal or herringbone' }).check()
	await expect(page.getByLabel('Waste', { exact: true })).toHaveValue('15')
	await fillFields(page, { 'Room 1 Length': '15', 'Room 1 Width': '12', 'Price per box (optional)': '62.50' })
	await calculate(page)
	// 180 ft² × 1.15 = 207; / 20 = 10.35 → 11 boxes (220 ft²); underlay 180 / 100 = 1.8 → 2; 11 × 62.50
	await expectHeadline(page, 'Boxes needed', '11')
	await expectTable(page, {
		'Floor area': '180.00 ft² (16.72 m²)',
		'Area with waste': '207.00 ft² (19.23 m²)',
		'Area bought': '220.00 ft² (20.44 m²)',
		'Extra over floor area': '40.00 ft² (3.72 m²)',
		'Underlay rolls': '2',
		Cost: '$687.50',
	})
})

test('the float-noise edge: 10 × 10 ft at 10 % in 22 ft² boxes is 5 boxes, not 6', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await fillFields(page, { 'Room 1 Length': '10', 'Room 1 Width': '10', 'Coverage per box': '22' })
	await calculate(page)
	// 100 × 1.1 / 22 = 5.000000000000001 → 5; 5 × 22 = 110 ft² exactly
	await expectHeadline(page, 'Boxes needed', '5')
	await expectTable(page, { 'Area bought': '110.00 ft² (10.22 m²)' })
	await expect(resultRow(page, 'Cost', TABLE)).toHaveCount(0)
})

test('a waste the person typed stays when the layout changes', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const waste = page.getByLabel('Waste', { exact: true })
	await page.getByRole('radio', { name: 'Diagonal or herringbone' }).check()
	await expect(waste).toHaveValue('15')
	await page.getByRole('radio', { name: 'Straight' }).check()
	await expect(waste).toHaveValue('10')
	await waste.fill('12')
	await page.getByRole('radio', { name: 'Diagonal or herringbone' }).check()
	await expect(waste).toHaveValue('12')
})

test('without underlay the roll field goes and the results say so', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('checkbox', { name: 'Include underlay' }).uncheck()
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveCount(0)
	await fillFields(page, { 'Room 1 Length': '4', 'Room 1 Width': '3' })
	await calculate(page)
	// 12 × 1.1 / 2 = 6.6 → 7
	await expectHeadline(page, 'Boxes needed', '7')
	await expectTable(page, { 'Underlay rolls': 'Not included' })
})

test('bad input gets the spec message under the field and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room 1 Length': '4', 'Room 1 Width': '3' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(page, [
		['Room 1 Length', 'abc', 'Enter a number'],
		['Room 1 Length', '0', 'Must be between 0.1 and 50 m'],
		['Room 1 Width', '51', 'Must be between 0.1 and 50 m'],
		['Coverage per box', '10.5', 'Must be between 0.1 and 10 m²'],
		['Waste', '31', 'Must be between 0 and 30%'],
		['Waste', '-1', 'Must be between 0 and 30%'],
		['Price per box (optional)', 'free', 'Enter a number'],
		['Underlay coverage per roll', '0.5', 'Must be between 1 and 100 m²'],
	])
	await page.getByLabel('Room 1 Width', { exact: true }).fill('')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByLabel('Room 1 Length', { exact: true }).fill('oops')
	await expectNoAxeViolations(page)
})

test('Start New Calculation gives one blank room and the defaults of the same system', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('button', { name: 'Add Room' }).click()
	await fillFields(page, { 'Room 1 Length': '15', 'Room 1 Width': '12', 'Room 2 Length': '8', 'Room 2 Width': '6' })
	await page.getByLabel('Coverage per box').fill('25')
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toBeFocused()
	await expect(page.getByLabel('Room 2 Length', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Coverage per box')).toHaveValue('20')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('a unit change gives one blank room and that system’s defaults, keeping layout and waste', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByRole('radio', { name: 'Diagonal or herringbone' }).check()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 2 Length', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Coverage per box')).toHaveValue('20')
	await expect(page.getByLabel('Price per box (optional)')).toHaveValue('')
	await expect(page.getByRole('radio', { name: 'Diagonal or herringbone' })).toBeChecked()
	await expect(page.getByLabel('Waste', { exact: true })).toHaveValue('15')
	// Feet and inches in a length field: 15' 6" = 15.5 ft
	await fillFields(page, { 'Room 1 Length': `15' 6"`, 'Room 1 Width': '10' })
	await calculate(page)
	// 155 × 1.15 = 178.25 / 20 = 8.91 → 9
	await expectHeadline(page, 'Boxes needed', '9')
})
