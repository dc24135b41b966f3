import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, pressCalculate, test } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { expectFieldRejects } from './calculator-helpers.ts'

const PATH = '/calculators/deck-board-estimator'

async function fillDeck(page: Page, values: Record<string, string>) {
	for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value)
}

const MM_DECK = {
	'Deck Length': '4800',
	'Deck Width': '3600',
	'Board Width': '140',
	'Board Length': '4800',
	'Gap Between Boards': '5',
}

test('Calculate stays disabled until all six fields are filled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Deck Board Estimator - Construction Calculator')
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await expect(page.getByLabel('Waste Percentage')).toHaveValue('10')
	await expect(page.getByText('Add 10-15% for cuts and waste')).toBeVisible()
	await expect(calculate).toBeDisabled()
	await expect(page.getByText('Fill in all six fields to calculate.')).toBeVisible()
	await fillDeck(page, { ...MM_DECK, 'Gap Between Boards': '' })
	await expect(calculate).toBeDisabled()
	await page.getByLabel('Gap Between Boards').fill('5')
	await expect(calculate).toBeEnabled()
	await page.getByLabel('Waste Percentage').fill('')
	await expect(calculate).toBeDisabled()
})

test('each measurement shows its converted value', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillDeck(page, MM_DECK)
	await expect(page.getByText('= 4.8 m').first()).toBeVisible()
	await expect(page.getByText('= 0.14 m')).toBeVisible()
	await expect(page.getByText('= 0.005 m')).toBeVisible()
	await page.getByLabel('Board Width').fill('wide')
	await expect(page.getByText('= 0.14 m')).toHaveCount(0)
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	await page.getByLabel('Deck Length').fill('4.8')
	await expect(page.getByText('= 4,800 mm')).toBeVisible()
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByLabel('Deck Length').fill('16')
	await expect(page.getByText('= 4.8768 m')).toBeVisible()
})

test('a metric deck: Calculating..., then the results table and the total', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillDeck(page, MM_DECK)
	await pressCalculate(page)
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results).toBeVisible()
	// 25 boards per row × 1 row × 1.1 = 27.5 → 28
	await expect(results.getByRole('term').filter({ hasText: 'Total Boards Required' })).toBeVisible()
	await expect(results.getByRole('definition').first()).toHaveText('28')
	const table = results.getByRole('table', { name: 'Deck Materials Summary' })
	await expect(table.getByRole('row', { name: /Project Specification/ })).toContainText('4,800 × 3,600 mm deck')
	await expect(table.getByRole('row', { name: /Board Dimensions/ })).toContainText('140 × 4,800 mm')
	await expect(table.getByRole('row', { name: /Gap Between Boards/ })).toContainText('5 mm')
	await expect(table.getByRole('row', { name: /Total Deck Area/ })).toContainText('17.28 m² (186.00 ft²)')
	await expect(table.getByRole('row', { name: /Waste Allowance/ })).toContainText('10%')
	await expect(results.getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('an imperial deck in feet', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByRole('radio', { name: 'Meters (m)' })).toHaveCount(0)
	// 12 / 0.5 = 24 per row; 16 / 16 = 1 row; 24 × 1.1 = 26.4 → 27
	await fillDeck(page, {
		'Deck Length': '16',
		'Deck Width': '12',
		'Board Width': '0.5',
		'Board Length': '16',
		'Gap Between Boards': '0',
	})
	await page.getByRole('button', { name: 'Calculate' }).click()
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results.getByRole('definition').first()).toHaveText('27')
	await expect(results.getByRole('row', { name: /Total Deck Area/ })).toContainText('17.84 m² (192.00 ft²)')
})

test('the floating-point trap: 1.1 m of 90 mm boards with 10 mm gaps is 11 boards, not 12', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	await fillDeck(page, {
		'Deck Length': '1',
		'Deck Width': '1.1',
		'Board Width': '0.09',
		'Board Length': '1',
		'Gap Between Boards': '0.01',
	})
	await page.getByLabel('Waste Percentage').fill('0')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(page.getByRole('region', { name: 'Results' }).getByRole('definition').first()).toHaveText('11')
})

test('Start New Calculation returns to an empty form with waste reset to 10', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillDeck(page, MM_DECK)
	await page.getByLabel('Waste Percentage').fill('15')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	for (const label of Object.keys(MM_DECK)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Waste Percentage')).toHaveValue('10')
	await expect(page.getByLabel('Deck Length')).toBeFocused()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('changing the unit system or metric unit clears the inputs and their hints', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillDeck(page, MM_DECK)
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	for (const label of Object.keys(MM_DECK)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
	await expect(page.getByText(/^= /)).toHaveCount(0)
	await page.getByLabel('Deck Length').fill('5')
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByLabel('Deck Length')).toHaveValue('')
	await expect(page.getByLabel('Waste Percentage')).toHaveValue('10')
})

test('bad input gets a message next to the field and keeps the rest of the form', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillDeck(page, MM_DECK)
	const calculate = page.getByRole('button', { name: 'Calculate' })
	const cases: Array<[string, string, string]> = [
		['Deck Length', '1e400', 'Enter a number'],
		['Deck Length', 'Infinity', 'Enter a number'],
		['Deck Length', '-5', 'Must be between 100 and 1,000,000 mm'],
		['Deck Length', '12 ft', 'Enter a number'],
		['Deck Width', '9'.repeat(10_000), 'Enter a shorter number'],
		['Board Width', '5', 'Must be between 10 and 3,000 mm'],
		['Waste Percentage', '51', 'Must be between 0 and 50%'],
	]
	await expectFieldRejects(page, cases, 'Correct the highlighted fields to calculate.')
	for (const [label, value] of Object.entries(MM_DECK))
		await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
	await expect(calculate).toBeEnabled()
})

test('the whole flow works by keyboard alone', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Metric', exact: true }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: 'Imperial (feet)' })).toBeChecked()
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Deck Length')).toBeFocused()
	for (const value of ['20', '10', '0.5', '10', '0']) {
		await page.keyboard.type(value)
		await page.keyboard.press('Tab')
	}
	await expect(page.getByLabel('Waste Percentage')).toBeFocused()
	await page.keyboard.press('ArrowUp')
	await expect(page.getByLabel('Waste Percentage')).toHaveValue('11')
	await page.keyboard.press('Enter')
	// 10 / 0.5 = 20 per row; 20 / 10 = 2 rows; 40 × 1.11 = 44.4 → 45
	await expect(page.getByRole('region', { name: 'Results' }).getByRole('definition').first()).toHaveText('45')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
})

test('the form has no axe violation, with and without errors', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expectNoAxeViolations(page)
	await page.getByLabel('Deck Length').fill('abc')
	await expectNoAxeViolations(page)
})

test('the method says where the run-by-run count over-buys, and cites the code by its edition', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const method = page.getByRole('region', { name: "How it's calculated" })
	// 4,800 mm deck, 3,600 mm boards: 2 boards a run for 25 runs = 50, where 25 × 4.8 ÷ 3.6 = 33.3 → 34 boards of length
	await expect(method.getByRole('listitem').filter({ hasText: 'longer than half the deck' })).toContainText(
		'the worked example counts 50 boards before waste where their length alone is 34',
	)
	await expect(
		method.getByRole('listitem').filter({ hasText: 'International Residential Code (ICC), 2021' }),
	).toBeVisible()
	await expect(method).not.toContainText('Departures from the first specification')
})
