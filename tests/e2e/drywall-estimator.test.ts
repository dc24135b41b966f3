import {
	calculateAndExpectHeadline,
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	gotoHydrated,
	resultRow,
	resultsRegion,
	test,
} from './fixtures.ts'
import type { Page } from '@playwright/test'

const PATH = '/calculators/drywall-estimator'

async function chooseStandard4x8(page: Page) {
	await page.getByRole('radio', { name: /^Standard \(1\/2"\)/ }).check()
	await page.getByRole('radio', { name: /^4x8 ft \(1\.2x2\.4m\)/ }).check()
}

test('defaults: metric, no type or board chosen (red messages), one wall, the three toggles', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric (meters)' })).toBeChecked()
	const types = page.getByRole('group', { name: 'Drywall Type' })
	await expect(types.getByRole('radio')).toHaveCount(5)
	await expect(types).toHaveAccessibleDescription('Please select a drywall type')
	// The seed's type weights are lb/ft²: 2 × 4.88243 = 9.76 kg/m²; 1.6 × 4.88243 = 7.81 kg/m²
	await expect(
		types.getByRole('radio', { name: /Fire Rated \(5\/8"\)\s*15\.9 mm thick\s*9\.76 kg\/m² \(2 lb\/ft²\)/ }),
	).toBeVisible()
	await expect(types.getByRole('radio', { name: /^Standard \(1\/2"\).*7\.81 kg\/m² \(1\.6 lb\/ft²\)$/ })).toBeVisible()
	const boards = page.getByRole('group', { name: 'Board Size' })
	await expect(boards.getByRole('radio')).toHaveCount(3)
	await expect(boards).toHaveAccessibleDescription('Please select a board size')
	await expect(page.getByText('Please select a board size')).toHaveCSS('color', 'rgb(185, 28, 28)')
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Remove Wall 1', exact: true })).toHaveCount(0)
	await expect(page.getByRole('switch', { name: 'Include Ceiling' })).not.toBeChecked()
	await expect(page.getByRole('switch', { name: 'Include Wastage' })).toBeChecked()
	await expect(page.getByRole('switch', { name: 'Include Tape and Mud' })).toBeChecked()
	await expect(page.getByLabel('Ceiling Length')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Select a drywall type and a board size to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('Calculate waits for a type, a board size and every measurement', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await page.getByLabel('Wall 1 Length').fill('5')
	await page.getByLabel('Wall 1 Height').fill('2.4')
	await expect(calculate).toBeDisabled()
	await page.getByRole('radio', { name: /^Standard/ }).check()
	await expect(page.getByText('Please select a drywall type')).toHaveCount(0)
	await expect(calculate).toBeDisabled()
	await page.getByRole('radio', { name: /^4x8 ft/ }).check()
	await expect(page.getByText('Please select a board size')).toHaveCount(0)
	await expect(calculate).toBeEnabled()
	await page.getByRole('button', { name: 'Add Opening to Wall 1' }).click()
	await expect(calculate).toBeDisabled()
	await expect(page.getByText('Fill in every length, height, width and opening to calculate.')).toBeVisible()
	await page.getByLabel('Wall 1 Opening 1 Width').fill('0.9')
	await page.getByLabel('Wall 1 Opening 1 Height').fill('2.1')
	await expect(calculate).toBeEnabled()
	await page.getByRole('switch', { name: 'Include Ceiling' }).check()
	await expect(calculate).toBeDisabled()
	await page.getByLabel('Ceiling Length').fill('4')
	await page.getByLabel('Ceiling Width').fill('3')
	await expect(calculate).toBeEnabled()
	await page.getByRole('switch', { name: 'Include Ceiling' }).uncheck()
	await expect(page.getByLabel('Ceiling Length')).toHaveCount(0)
	await expect(calculate).toBeEnabled()
})

test('one wall: Calculating..., then boards, screws, tape, compound, weight and waste', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await chooseStandard4x8(page)
	await page.getByLabel('Wall 1 Length').fill('5')
	await page.getByLabel('Wall 1 Height').fill('2.4')
	// 12 m² / 2.88 m² × 1.1 = 4.58 → 5 boards; screws ceil(12 × 10.764 × 1.1 = 142.08) = 143; tape ceil(19.8) = 20 m;
	// compound ceil(6.6) = 7 kg; weight 12 × 1.6 lb/ft² × 4.88243 × 1.1 = 103.12 kg, 129.168 ft² × 1.6 × 1.1 = 227.34 lb
	await calculateAndExpectHeadline(page, 'Total Drywall Boards Required', '5')
	await expect(resultRow(page, 'Total Area')).toContainText('12.00 m² (129.17 ft²)')
	await expect(resultRow(page, 'Drywall Boards')).toContainText('5 boards')
	await expect(resultRow(page, 'Drywall Screws').getByRole('cell')).toHaveText('143')
	await expect(resultRow(page, 'Joint Tape')).toContainText('20 m (65.62 ft)')
	await expect(resultRow(page, 'Joint Compound')).toContainText('7 kg (15.43 lb)')
	await expect(resultRow(page, 'Total Weight').getByRole('cell')).toHaveText('103.12 kg (227.34 lb)')
	await expect(resultRow(page, 'Waste Allowance')).toContainText('10% (0 boards)')
	const inputs = resultsRegion(page).getByRole('heading', { name: 'Your Inputs' })
	await expect(inputs).toBeVisible()
	await expect(resultsRegion(page).getByText('Standard (1/2")', { exact: true })).toBeVisible()
	await expect(resultsRegion(page).getByRole('heading', { name: 'Tips' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('walls and openings are added and removed; the ceiling and its openings count when included', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Fire Rated/ }).check()
	await page.getByRole('radio', { name: /^4x10 ft/ }).check()
	await page.getByLabel('Wall 1 Length').fill('4')
	await page.getByLabel('Wall 1 Height').fill('2.5')
	await page.getByRole('button', { name: 'Add Opening to Wall 1' }).click()
	await page.getByLabel('Wall 1 Opening 1 Width').fill('0.9')
	await page.getByLabel('Wall 1 Opening 1 Height').fill('2.1')
	await page.getByRole('button', { name: 'Add Opening to Wall 1' }).click()
	await page.getByLabel('Wall 1 Opening 2 Width').fill('1.2')
	await page.getByLabel('Wall 1 Opening 2 Height').fill('1')
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await expect(page.getByRole('textbox', { name: 'Wall 2 Name' })).toHaveValue('Wall 2')
	await expect(page.getByRole('button', { name: 'Remove Wall 1', exact: true })).toBeVisible()
	await page.getByLabel('Wall 2 Length').fill('3')
	await page.getByLabel('Wall 2 Height').fill('2.5')
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Remove Wall 3', exact: true }).click()
	await expect(page.getByLabel('Wall 3 Length')).toHaveCount(0)
	await page.getByRole('button', { name: 'Add Opening to Wall 2' }).click()
	await page.getByRole('button', { name: 'Remove Wall 2 Opening 1' }).click()
	await expect(page.getByLabel('Wall 2 Opening 1 Width')).toHaveCount(0)
	await page.getByRole('switch', { name: 'Include Ceiling' }).check()
	await page.getByLabel('Ceiling Length').fill('4')
	await page.getByLabel('Ceiling Width').fill('3')
	await page.getByRole('button', { name: 'Add Opening to Ceiling' }).click()
	await page.getByLabel('Ceiling Opening 1 Width').fill('0.6')
	await page.getByLabel('Ceiling Opening 1 Length').fill('0.6')
	await page.getByRole('switch', { name: 'Include Wastage' }).uncheck()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// walls 6.91 + 7.5 = 14.41 m², ceiling 12 − 0.36 = 11.64 m²: 26.05 m² / 3.6 = 7.24 → 8 boards, no wastage
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('8')
	await expect(resultRow(page, 'Total Area')).toContainText('26.05 m²')
	// screws, each surface rounded: walls ceil(14.41 × 10.764 = 155.11) = 156, ceiling ceil(11.64 × 16.146 = 187.94) =
	// 188; 156 + 188 = 344. Weight 26.05 × 2 lb/ft² × 4.88243 = 254.37 kg; 26.05 × 10.764 × 2 = 560.80 lb
	await expect(resultRow(page, 'Drywall Screws').getByRole('cell')).toHaveText('344')
	await expect(resultRow(page, 'Total Weight').getByRole('cell')).toHaveText('254.37 kg (560.80 lb)')
	await resultsRegion(page).getByRole('button', { name: 'Show working' }).click()
	await expect(resultsRegion(page).getByRole('group', { name: 'Working' })).toContainText(
		'walls 14.41 m² × 10.764 per m² = 155.1092 → 156; ceiling 11.64 m² × 16.146 per m² = 187.9394 → 188; 156 + 188 = 344',
	)
	await expect(resultRow(page, 'Waste Allowance')).toContainText('Not included')
	await expect(resultsRegion(page).getByRole('definition').filter({ hasText: '4 × 3 m' })).toBeVisible()
	await expectNoBrokenNumbers(page)
})

test('tape and mud off leaves out tape and compound; imperial works in feet', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await chooseStandard4x8(page)
	await page.getByLabel('Wall 1 Length').fill('16')
	await page.getByLabel('Wall 1 Height').fill('8')
	await expect(page.getByLabel('Wall 1 Length')).toHaveAccessibleDescription('ft')
	await page.getByRole('switch', { name: 'Include Tape and Mud' }).uncheck()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 128 ft² × 0.092903 = 11.89 m²; / 2.88 × 1.1 = 4.54 → 5 boards; screws ceil(128 ft² × 1 per ft² × 1.1 = 140.8) = 141
	// weight 128 ft² × 1.6 lb/ft² × 1.1 = 225.28 lb (× 0.453592 = 102.19 kg), pounds first as the area is in feet
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('5')
	await expect(resultRow(page, 'Total Area')).toContainText('128.00 ft² (11.89 m²)')
	await expect(resultRow(page, 'Drywall Screws').getByRole('cell')).toHaveText('141')
	await expect(resultRow(page, 'Total Weight').getByRole('cell')).toHaveText('225.28 lb (102.19 kg)')
	await expect(resultRow(page, 'Joint Tape')).toContainText('Not included')
	await expect(resultRow(page, 'Joint Compound')).toContainText('Not included')
	await expect(resultRow(page, 'Waste Allowance')).toContainText('10% (0 boards)')
})

test('Start New Calculation clears the measurements and keeps unit, choices, walls and toggles', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await chooseStandard4x8(page)
	await page.getByLabel('Wall 1 Length').fill('10')
	await page.getByLabel('Wall 1 Height').fill('8')
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByLabel('Wall 2 Length').fill('12')
	await page.getByLabel('Wall 2 Height').fill('8')
	await page.getByRole('switch', { name: 'Include Wastage' }).uncheck()
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByRole('radio', { name: 'Imperial (feet)' })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^4x8 ft/ })).toBeChecked()
	await expect(page.getByRole('switch', { name: 'Include Wastage' })).not.toBeChecked()
	for (const label of ['Wall 1 Length', 'Wall 1 Height', 'Wall 2 Length', 'Wall 2 Height'])
		await expect(page.getByLabel(label)).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Length')).toBeFocused()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('a unit change clears the measurements', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Wall 1 Length').fill('5')
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
})

test('bad input gets a message under the field and never breaks the page', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await chooseStandard4x8(page)
	await page.getByLabel('Wall 1 Height').fill('2.4')
	const length = page.getByLabel('Wall 1 Length')
	const cases: Array<[string, string]> = [
		['1e400', 'Enter a number'],
		['-3', 'Must be between 0.1 and 1,000 m'],
		['abc', 'Enter a number'],
		['12 ft', 'Enter a number'],
		['0.05', 'Must be between 0.1 and 1,000 m'],
	]
	for (const [value, message] of cases) {
		await length.fill(value)
		await expect(length).toHaveAttribute('aria-invalid', 'true')
		await expect(length).toHaveAccessibleDescription(`m ${message}`)
		await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
		await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
		await expectNoBrokenNumbers(page)
	}
	await expectNoAxeViolations(page)
	await length.fill('5')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('a link made before the weights and screws were corrected opens and calculates with them', async ({ page }) => {
	// docs/calculators/drywall-estimator.md §6: 16.35 m²; screws 16.35 × 10.764 × 1.1 = 193.59 → 194 (the first build
	// showed 576); weight 16.35 × 1.6 × 4.88243 × 1.1 = 140.50 kg, 175.99 ft² × 1.6 × 1.1 = 309.74 lb (it showed 28.78 kg)
	const query =
		'drywallType=standard&boardSize=1200x2400&walls.0.length=4&walls.0.height=2.4&walls.0.openings.0.width=0.9' +
		'&walls.0.openings.0.height=2.1&walls.1.length=3.6&walls.1.height=2.4'
	await gotoHydrated(page, `${PATH}?${query}#results`)
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('7')
	await expect(resultRow(page, 'Drywall Screws').getByRole('cell')).toHaveText('194')
	await expect(resultRow(page, 'Total Weight').getByRole('cell')).toHaveText('140.50 kg (309.74 lb)')
	await expect(resultsRegion(page).getByText(/about 300–400 mm \(12–16 in\) apart on walls/)).toBeVisible()
	await expectNoBrokenNumbers(page)
})
