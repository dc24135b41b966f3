import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'
import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, resultsRegion, test } from './fixtures.ts'

const PATH = '/calculators/grass-seed-calculator'

const GRASS_RATES = [
	['Kentucky Bluegrass', '15 g/m² (3 lbs per 1,000 ft²)'],
	['Perennial Ryegrass', '35 g/m² (7 lbs per 1,000 ft²)'],
	['Fine Fescue', '25 g/m² (5 lbs per 1,000 ft²)'],
	['Tall Fescue', '40 g/m² (8 lbs per 1,000 ft²)'],
	['Bermuda Grass', '10 g/m² (2 lbs per 1,000 ft²)'],
	['Zoysia Grass', '10 g/m² (2 lbs per 1,000 ft²)'],
	['Centipede Grass', '2.5 g/m² (0.5 lbs per 1,000 ft²)'],
	['Buffalo Grass', '20 g/m² (4 lbs per 1,000 ft²)'],
	['Bahia Grass', '30 g/m² (6 lbs per 1,000 ft²)'],
	['Dichondra', '5 g/m² (1 lbs per 1,000 ft²)'],
	['Annual Ryegrass', '45 g/m² (9 lbs per 1,000 ft²)'],
	['Bentgrass', '5 g/m² (1 lbs per 1,000 ft²)'],
] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function grassCard(page: Page, name: string) {
	return page.getByRole('radio', { name: new RegExp(`^${escape(name)} `) })
}

test('defaults: empty area in m², Kentucky bluegrass, new lawn, 1 kg bags, Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByLabel('Area', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Area', { exact: true })).toHaveAccessibleDescription('m²')
	await expect(page.getByRole('combobox', { name: 'Area Unit' })).toHaveValue('m2')
	await expect(page.getByRole('combobox', { name: 'Area Unit' }).locator('option:checked')).toHaveText(
		'Square Meters (m²)',
	)
	await expect(grassCard(page, 'Kentucky Bluegrass')).toBeChecked()
	await expect(page.getByRole('checkbox', { name: 'Overseeding Existing Lawn' })).not.toBeChecked()
	await expect(page.getByLabel('Bag Size')).toHaveValue('1')
	await expect(page.getByRole('combobox', { name: 'Bag Unit' })).toHaveValue('kg')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Enter the area and the bag size to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('the 12 grass types show their name, description and seeding rate', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const group = page.getByRole('group', { name: 'Grass Type' })
	await expect(group.getByRole('radio')).toHaveCount(12)
	for (const [name, rate] of GRASS_RATES) {
		await expect(group.getByRole('radio', { name: new RegExp(`^${escape(name)} .+ ${escape(rate)}$`) })).toBeVisible()
	}
})

test('Calculate stays disabled until the area is above 0 and the bag size at least 0.1', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const calculateButton = page.getByRole('button', { name: 'Calculate' })
	const area = page.getByLabel('Area', { exact: true })
	await area.fill('0')
	await expect(page.getByText('Must be more than 0 m²')).toBeVisible()
	await expect(calculateButton).toBeDisabled()
	await area.fill('0.01')
	await expect(calculateButton).toBeEnabled()
	await page.getByLabel('Bag Size').fill('')
	await expect(calculateButton).toBeDisabled()
	await expect(page.getByText('Enter the area and the bag size to calculate.')).toBeVisible()
	await page.getByRole('combobox', { name: 'Bag Unit' }).selectOption('lbs')
	await page.getByLabel('Bag Size').fill('0.09')
	await expect(page.getByText('Must be between 0.1 and 1,000 lbs')).toBeVisible()
	await expect(calculateButton).toBeDisabled()
	await page.getByLabel('Bag Size').fill('0.1')
	await expect(calculateButton).toBeEnabled()
})

test('bad input gets a message next to the field and never breaks the page', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Area', { exact: true }).fill('100')
	await expectFieldRejects(
		page,
		[
			['Area', '1e400', 'Enter a number'],
			['Area', '-3', 'Must be more than 0 m²'],
			['Area', 'abc', 'Enter a number'],
			['Area', '12 ft', 'Enter the number in m²'],
			['Bag Size', '0', 'Must be between 0.1 and 1,000 kg'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await expectNoAxeViolations(page)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('a new lawn in m²: 100 m² of Kentucky bluegrass in 1 kg bags', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Area', { exact: true }).fill('100')
	const results = await calculate(page)
	// 100 × 0.015 = 1.5 kg = 3.31 lbs; ceil(1.5 / 1) = 2 bags
	await expectHeadline(page, 'Total Seed Needed', '1.50 kg')
	await expectRows(page, {
		Area: '100.00 m² (1,076.40 ft²)',
		'Seed Needed': '1.50 kg (3.31 lbs)',
		'Seeding Rate': '15.00 g/m² (3.07 lbs per 1,000 ft²)',
		'Bags Required': '2 bags of 1 kg',
		'Seeding Type': 'New Lawn',
		'Germination Time': '7-21 days',
	})
	await expect(results.getByRole('table', { name: 'Grass Seed Requirements' })).toBeVisible()
	await expect(
		results.getByText(
			'Kentucky Bluegrass is a cool-season grass: sow when the soil temperature is 8-18 °C (46-64 °F).',
		),
	).toBeVisible()
	await expect(results.getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
	await expect(results.getByRole('heading', { name: 'Seeding Tips' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('square feet with lbs bags: 2,500 ft² of Bermuda grass, a warm-season note', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('combobox', { name: 'Area Unit' }).selectOption({ label: 'Square Feet (ft²)' })
	await expect(page.getByLabel('Area', { exact: true })).toHaveAccessibleDescription('ft²')
	await page.getByLabel('Area', { exact: true }).fill('2500')
	await grassCard(page, 'Bermuda Grass').check()
	await page.getByRole('combobox', { name: 'Bag Unit' }).selectOption('lbs')
	await page.getByLabel('Bag Size').fill('2')
	await calculate(page)
	// 2,500 / 1000 × 2 = 5 lbs = 2.27 kg; ceil(5 / 2) = 3 bags; 2,267.96 g / 232.26 m² = 9.76 g/m²
	await expectHeadline(page, 'Total Seed Needed', '5.00 lbs')
	await expectRows(page, {
		Area: '2,500.00 ft² (232.26 m²)',
		'Seed Needed': '2.27 kg (5.00 lbs)',
		'Seeding Rate': '9.76 g/m² (2.00 lbs per 1,000 ft²)',
		'Bags Required': '3 bags of 2 lbs',
	})
	await expect(
		page.getByText('Bermuda Grass is a warm-season grass: sow when the soil temperature is 18-24 °C (64-75 °F).'),
	).toBeVisible()
})

test('overseeding uses 60% of the rate: 250 m² of perennial ryegrass in 5 kg bags', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Area', { exact: true }).fill('250')
	await grassCard(page, 'Perennial Ryegrass').check()
	await page.getByRole('checkbox', { name: 'Overseeding Existing Lawn' }).check()
	await page.getByLabel('Bag Size').fill('5')
	await calculate(page)
	// 250 × 0.035 × 0.6 = 5.25 kg; ceil(5.25 / 5) = 2 bags; 21 g/m²
	await expectHeadline(page, 'Total Seed Needed', '5.25 kg')
	await expectRows(page, {
		'Seed Needed': '5.25 kg (11.57 lbs)',
		'Seeding Rate': '21.00 g/m² (4.30 lbs per 1,000 ft²)',
		'Bags Required': '2 bags of 5 kg',
		'Seeding Type': 'Overseeding (60% of the new-lawn rate)',
	})
})

test('the rounding trap: 200 m² of perennial ryegrass is 7 bags of 1 kg, not 8', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Area', { exact: true }).fill('200')
	await grassCard(page, 'Perennial Ryegrass').check()
	await calculate(page)
	// 200 × 0.035 = 7.000000000000001 in floating point
	await expectRows(page, { 'Seed Needed': '7.00 kg (15.43 lbs)', 'Bags Required': '7 bags of 1 kg' })
})

test('Start New Calculation clears the area, sets the bag size to 1 and keeps the choices', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('combobox', { name: 'Area Unit' }).selectOption('ft2')
	await page.getByLabel('Area', { exact: true }).fill('300')
	await grassCard(page, 'Zoysia Grass').check()
	await page.getByRole('checkbox', { name: 'Overseeding Existing Lawn' }).check()
	await page.getByRole('combobox', { name: 'Bag Unit' }).selectOption('lbs')
	await page.getByLabel('Bag Size').fill('5')
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Area', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Area', { exact: true })).toBeFocused()
	await expect(page.getByLabel('Bag Size')).toHaveValue('1')
	await expect(page.getByRole('combobox', { name: 'Area Unit' })).toHaveValue('ft2')
	await expect(grassCard(page, 'Zoysia Grass')).toBeChecked()
	await expect(page.getByRole('checkbox', { name: 'Overseeding Existing Lawn' })).toBeChecked()
	await expect(page.getByRole('combobox', { name: 'Bag Unit' })).toHaveValue('lbs')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('Centipede is sown at the seed labels’ rate: 4,000 ft² takes 2 lbs, not 6', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('combobox', { name: 'Area Unit' }).selectOption('ft2')
	await page.getByLabel('Area', { exact: true }).fill('4000')
	await grassCard(page, 'Centipede Grass').check()
	await page.getByRole('combobox', { name: 'Bag Unit' }).selectOption('lbs')
	await page.getByLabel('Bag Size').fill('1')
	await calculate(page)
	// 4,000 / 1,000 × 0.5 = 2 lbs = 0.91 kg; ceil(2 / 1) = 2 bags; 907.18 g / 371.61 m² = 2.44 g/m²
	await expectHeadline(page, 'Total Seed Needed', '2.00 lbs')
	await expectRows(page, {
		'Seed Needed': '0.91 kg (2.00 lbs)',
		'Seeding Rate': '2.44 g/m² (0.50 lbs per 1,000 ft²)',
		'Bags Required': '2 bags of 1 lbs',
	})
	await expectNoBrokenNumbers(page)
})

test('a link made before the new Centipede rate opens its results with it', async ({ page }) => {
	// 100 m² × 0.0025 kg/m² = 0.25 kg
	await gotoHydrated(page, `${PATH}?area=100&grassType=centipede#results`)
	await expect(resultsRegion(page)).toBeVisible()
	await expectHeadline(page, 'Total Seed Needed', '0.25 kg')
	await expectRows(page, { 'Seeding Rate': '2.50 g/m² (0.51 lbs per 1,000 ft²)' })
	await expect(resultsRegion(page).getByRole('definition').filter({ hasText: 'Centipede Grass' })).toBeVisible()
})
