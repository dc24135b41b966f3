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

const PATH = '/calculators/laminate-calculator'
const TABLE = 'Laminate to Buy'
const TRIM = 'Trim length (skirting, scotia, quarter-round)'

async function expectTable(page: Page, rows: Record<string, string>) {
	for (const [label, value] of Object.entries(rows))
		await expect(resultRow(page, label, TABLE).getByRole('cell'), label).toHaveText(value)
}

test('the form starts with one blank room with 1 doorway and the metric defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle(/Laminate Calculator/)
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 1 Width', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Room 1 Doorways', { exact: true })).toHaveValue('1')
	await expect(page.getByLabel('Pack coverage')).toHaveValue('2.00')
	await expect(page.getByLabel('Waste', { exact: true })).toHaveValue('10')
	await expect(page.getByLabel('Expansion gap')).toHaveValue('10')
	await expect(page.getByLabel('Doorway width')).toHaveValue('0.76')
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('10')
	await expect(page.getByLabel(TRIM)).toHaveValue('2.4')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoAxeViolations(page)
})

test('the metric example: 11 packs inside a 10 mm gap, 2 rolls, 8 lengths of trim, 1 door bar', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room 1 Length': '5.0', 'Room 1 Width': '4.0' })
	await calculate(page)
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// 4.98 × 3.98 = 19.82 m²; × 1.1 = 21.80; / 2.00 = 10.90 → 11
	await expectHeadline(page, 'Packs needed', '11')
	await expectTable(page, {
		'Laid area': '19.82 m² (213.35 ft²)',
		'Area with waste': '21.80 m² (234.68 ft²)',
		Packs: '11',
		'Area bought': '22.00 m² (236.81 ft²)',
		// 19.82 / 10 = 1.98 → 2
		'Underlay rolls': '2',
		// 18 − 0.76 = 17.24 m; × 1.1 / 2.4 = 7.90 → 8
		'Trim length': '17.24 m (56.56 ft)',
		'Trim pieces': '8 × 2.4 m',
		// 0.76 / 0.9 → 1
		'Door bars': '1',
	})
	await expect(page.getByText('Buy one spare pack from the same batch.')).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a 1.5 m double doorway takes 2 door bars', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room 1 Length': '5', 'Room 1 Width': '4', 'Doorway width': '1.5' })
	await calculate(page)
	// ceilTol(1.5 / 0.9 = 1.67) = 2
	await expectTable(page, { 'Door bars': '2' })
})

test('the imperial example: two rooms, 14 boxes, 3 rolls, 12 pieces of trim, 3 door bars', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Expansion gap')).toHaveValue('0.375')
	await expect(page.getByLabel('Doorway width')).toHaveValue('2.5')
	await expect(page.getByLabel(TRIM)).toHaveValue('8')
	await page.getByRole('button', { name: 'Add Room' }).click()
	await expect(page.getByLabel('Room 2 Doorways', { exact: true })).toHaveValue('1')
	await fillFields(page, {
		'Room 1 Length': '14',
		'Room 1 Width': '12',
		'Room 2 Length': '10',
		'Room 2 Width': '8',
		'Room 2 Doorways': '2',
	})
	await calculate(page)
	// 13.9375 × 11.9375 + 9.9375 × 7.9375 = 166.38 + 78.88 = 245.26 ft²; × 1.1 / 20 = 13.49 → 14
	await expectHeadline(page, 'Boxes needed', '14')
	await expectTable(page, {
		'Laid area': '245.26 ft² (22.79 m²)',
		Boxes: '14',
		// 245.26 / 100 = 2.45 → 3
		'Underlay rolls': '3',
		// (52 − 2.5) + (36 − 5) = 80.5 ft; × 1.1 / 8 = 11.07 → 12
		'Trim length': `80.50 ft (80' 6"; 24.54 m)`,
		'Trim pieces': `12 × 8 ft (8' 0")`,
		'Door bars': '3',
	})
})

test('the float-noise edge: 6.0 × 3.7 m glued down in 2.22 m² packs is 11 packs, not 12', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, {
		'Room 1 Length': '6.0',
		'Room 1 Width': '3.7',
		'Room 1 Doorways': '0',
		'Pack coverage': '2.22',
		'Expansion gap': '0',
	})
	await calculate(page)
	// 22.200000000000003 × 1.1 / 2.22 = 11.000000000000002 → 11; underlay 2.22 → 3; 19.4 × 1.1 / 2.4 = 8.89 → 9
	await expectHeadline(page, 'Packs needed', '11')
	await expectTable(page, { 'Underlay rolls': '3', 'Trim pieces': '9 × 2.4 m', 'Door bars': '0' })
})

test('bad input gets the spec message under the field and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Room 1 Length': '5', 'Room 1 Width': '4' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(page, [
		['Room 1 Length', 'five', 'Enter a number'],
		['Room 1 Width', '0.05', 'Must be between 0.1 and 50 m'],
		['Room 1 Doorways', '1.5', 'Enter a whole number'],
		['Room 1 Doorways', '11', 'Must be between 0 and 10'],
		['Pack coverage', '0', 'Must be between 0.1 and 10 m²'],
		['Expansion gap', '26', 'Must be between 0 and 25 mm'],
		['Doorway width', '0.4', 'Must be between 0.5 and 2 m'],
		['Underlay coverage per roll', '101', 'Must be between 1 and 100 m²'],
		[TRIM, '7', 'Must be between 1 and 6 m'],
	])
	await page.getByLabel('Room 1 Doorways', { exact: true }).fill('2.5')
	await expectNoAxeViolations(page)
})

test('Start New Calculation and a unit change start the rooms again with the system’s defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Room' }).click()
	await fillFields(page, { 'Room 1 Length': '5', 'Room 1 Width': '4', 'Room 2 Length': '3', 'Room 2 Width': '3' })
	await page.getByLabel('Waste', { exact: true }).fill('5')
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toBeFocused()
	await expect(page.getByLabel('Room 2 Length', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Waste', { exact: true })).toHaveValue('10')
	await fillFields(page, { 'Room 1 Length': '5', 'Room 1 Width': '4' })
	await page.getByLabel('Waste', { exact: true }).fill('5')
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Room 1 Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Pack coverage')).toHaveValue('20')
	await expect(page.getByLabel('Waste', { exact: true })).toHaveValue('5')
})
