import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, test } from './fixtures.ts'
import {
	calculateAndExpectResults,
	coverageField,
	expectBadInputMessages,
	expectRows,
	field,
	fill,
	headline,
	results,
	row,
	whatToBuy,
} from './wall-finish-helpers.ts'

const PATH = '/calculators/primer-calculator'

const WASTAGE = 'Include 10% extra for wastage'

test('defaults: metric metres, standard primer, one surface at 1 coat, no openings, wastage on', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	const metric = page.getByRole('group', { name: 'Metric Unit' })
	const values = await metric
		.getByRole('radio')
		.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))
	expect(values).toEqual(['m', 'cm', 'mm'])
	await expect(metric.getByRole('radio', { name: 'Meters (m)' })).toBeChecked()
	await expect(metric.getByRole('radio', { name: 'Centimeters (cm)' })).toBeVisible()
	await expect(metric.getByRole('radio', { name: 'Millimeters (mm)' })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Standard.*10 m² per litre/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^High-Build.*8 m² per litre/ })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Stain-Blocking.*9 m² per litre/ })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Multi-Purpose.*11 m² per litre/ })).toBeVisible()
	await expect(coverageField(page)).toHaveValue('10')
	await expect(field(page, 'Surface 1 Name')).toHaveValue('Surface 1')
	await expect(field(page, 'Surface 1 Coats')).toHaveValue('1')
	await expect(page.getByRole('button', { name: 'Remove Surface 1' })).toHaveCount(0)
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByRole('checkbox', { name: WASTAGE })).toBeChecked()
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await expect(calculate).toBeDisabled()
	await expect(page.getByText('Fill in the size of every surface and opening to calculate.')).toBeVisible()
	await fill(page, { 'Surface 1 Length': '4' })
	await expect(calculate).toBeDisabled()
	await fill(page, { 'Surface 1 Width': '2.5' })
	await expect(calculate).toBeEnabled()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await expect(calculate).toBeDisabled()
	await fill(page, { 'Window/Door 1 Length': '1', 'Window/Door 1 Width': '1' })
	await expect(calculate).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('every length shows its converted value; a non-number clears it', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Surface 1 Length': '2.4' })
	await expect(field(page, 'Surface 1 Length')).toHaveAccessibleDescription(/= 240 cm/)
	await fill(page, { 'Surface 1 Length': 'abc' })
	await expect(page.getByText('= 240 cm')).toHaveCount(0)
	await page.getByRole('radio', { name: 'Centimeters (cm)' }).check()
	await fill(page, { 'Surface 1 Length': '250' })
	await expect(field(page, 'Surface 1 Length')).toHaveAccessibleDescription(/= 2\.5 m/)
	await page.getByRole('radio', { name: 'Millimeters (mm)' }).check()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, { 'Window/Door 1 Width': '900' })
	await expect(field(page, 'Window/Door 1 Width')).toHaveAccessibleDescription(/= 0\.9 m/)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByRole('group', { name: 'Metric Unit' })).toHaveCount(0)
	await fill(page, { 'Surface 1 Width': '8' })
	await expect(field(page, 'Surface 1 Width')).toHaveAccessibleDescription(/= 2\.4384 m/)
})

test('surfaces and openings can be added and removed', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Surface' }).click()
	await expect(field(page, 'Surface 2 Coats')).toHaveValue('1')
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await expect(field(page, 'Window/Door 1 Length')).toBeVisible()
	await expect(field(page, 'Window/Door 1 Width')).toBeVisible()
	await page.getByRole('button', { name: 'Remove Surface 2' }).click()
	await expect(page.getByRole('button', { name: 'Remove Surface 1' })).toHaveCount(0)
	await expect(field(page, 'Surface 1 Name')).toBeFocused()
	await page.getByRole('button', { name: 'Remove Window/Door 1' }).click()
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Add Window/Door' })).toBeFocused()
})

test('a metric unit or unit system change resets the surfaces and removes the openings', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Stain-Blocking/ }).check()
	await page.getByRole('checkbox', { name: WASTAGE }).uncheck()
	await page.getByRole('button', { name: 'Add Surface' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		'Surface 1 Length': '4',
		'Surface 1 Coats': '2',
		'Surface 2 Width': '3',
		'Window/Door 1 Length': '1',
	})
	await expect(page.getByText(/^= /).first()).toBeVisible()
	await page.getByRole('radio', { name: 'Centimeters (cm)' }).check()
	await expect(page.getByRole('textbox', { name: / Name$/ })).toHaveCount(1)
	await expect(field(page, 'Surface 1 Length')).toHaveValue('')
	await expect(field(page, 'Surface 1 Coats')).toHaveValue('1')
	await expect(page.getByText(/^= /)).toHaveCount(0)
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Stain-Blocking/ })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: WASTAGE })).not.toBeChecked()
	await fill(page, { 'Surface 1 Length': '400' })
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(field(page, 'Surface 1 Length')).toHaveValue('')
	await fill(page, { 'Surface 1 Length': '12' })
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(field(page, 'Surface 1 Length')).toHaveValue('')
	await expect(page.getByRole('radio', { name: 'Centimeters (cm)' })).toBeChecked()
})

test('centimetres, mixed coats and a window: Calculating..., then litres and the 5, 2.5 and 1 L tin mix', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Centimeters (cm)' }).check()
	await page.getByRole('radio', { name: /^High-Build/ }).check()
	await page.getByRole('button', { name: 'Add Surface' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		'Surface 1 Length': '500',
		'Surface 1 Width': '250',
		'Surface 1 Coats': '2',
		'Surface 2 Length': '300',
		'Surface 2 Width': '250',
		'Window/Door 1 Length': '100',
		'Window/Door 1 Width': '120',
	})
	await calculateAndExpectResults(page, 'Total Primer Needed')
	// 12.5 m² × 2 + 7.5 m² × 1 over 20 m²: 1.625 coats; net 18.8 m²; with coats 30.55 m²
	// 30.55 / 8 × 1.1 = 4.200625 L; tins 2.5 + 1 + 1 = 4.5 L hold it in the fewest litres (5 L is more, 4 × 1 L short)
	await expect(headline(page)).toHaveText('4.20 litres')
	await expectRows(page, {
		'Total Surface Area': '20.00 m² (215.28 ft²)',
		'Windows and Doors Deducted': '1.20 m² (12.92 ft²)',
		'Net Primable Area': '18.80 m² (202.36 ft²)',
		'Total Area with Coats': '30.55 m² (328.84 ft²), 1.63 coats on average',
		'Primer Needed': '4.20 litres (1.11 US gal)',
		'Large Tins (5 L)': '0',
		'Medium Tins (2.5 L)': '1',
		'Small Tins (1 L)': '2',
		'Primer Bought': '4.50 litres in 3 tins',
		Coverage: '8.00 m² per litre (325.97 ft² per US gal)',
		'Wastage Allowance': '10% included',
	})
	for (const text of [
		'Metric (centimeters)',
		'8 m² per litre, usual for High-Build',
		'500 × 250 cm, 2 coats',
		'300 × 250 cm, 1 coat',
		'100 × 120 cm',
	]) {
		await expect(results(page).getByRole('definition').filter({ hasText: text }).first()).toBeVisible()
	}
	await expect(results(page).getByRole('heading', { name: 'Priming Tips' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial surfaces in feet', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByRole('radio', { name: /^Multi-Purpose/ }).check()
	await page.getByRole('button', { name: 'Add Surface' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		'Surface 1 Length': '12',
		'Surface 1 Width': '8',
		'Surface 2 Length': '12',
		'Surface 2 Width': '8',
		'Window/Door 1 Length': '3',
		'Window/Door 1 Width': '7',
	})
	await expect(coverageField(page)).toHaveValue('300')
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 192 − 21 = 171 ft² ÷ 300 ft²/US gal × 1.1 = 0.627 gal (2.37 L); 0.63 gal left is over 0.5 → 1 gallon can
	await expect(headline(page)).toHaveText('0.63 US gallons')
	await expectRows(page, {
		'Total Surface Area': '192.00 ft² (17.84 m²)',
		'Net Primable Area': '171.00 ft² (15.89 m²)',
		'Primer Needed': '0.63 US gal (2.37 litres)',
		Gallons: '1',
		'Primer Bought': '1.00 US gal (3.79 litres) in 1 container',
	})
	for (const gone of ['Large Tins (5 L)', 'Medium Tins', 'Small Tins (1 L)', '5-gal pails', 'Quarts'])
		await expect(row(page, gone)).toHaveCount(0)
	await expect(whatToBuy(page).getByRole('row', { name: /Primer, 1-gal can/ })).toContainText('1 can')
	await expect(results(page).getByRole('definition').filter({ hasText: 'Imperial (feet)' })).toBeVisible()
})

test('the rounding trap, wastage off, and Start New Calculation keeping the inputs', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Multi-Purpose/ }).check()
	await fill(page, { 'Surface 1 Length': '10', 'Surface 1 Width': '5' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 50 / 11 × 1.1 is 5.000000000000001 in floating point: one 5 L tin, no 1 L tin for the noise
	await expect(headline(page)).toHaveText('5.00 litres')
	await expectRows(page, {
		'Large Tins (5 L)': '1',
		'Small Tins (1 L)': '0',
		'Primer Bought': '5.00 litres in 1 tin',
	})
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(field(page, 'Surface 1 Length')).toBeFocused()
	await expect(field(page, 'Surface 1 Length')).toHaveValue('10')
	await expect(field(page, 'Surface 1 Width')).toHaveValue('5')
	await expect(page.getByRole('radio', { name: /^Multi-Purpose/ })).toBeChecked()
	await page.getByRole('checkbox', { name: WASTAGE }).uncheck()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 50 / 11 = 4.545 L: one 5 L tin (2.5 + 2 × 1 = 4.5 L is short, 2.5 + 3 × 1 = 5.5 L more)
	await expect(headline(page)).toHaveText('4.55 litres')
	await expect(row(page, 'Primer Bought')).toContainText('5.00 litres in 1 tin')
	await expect(row(page, 'Wastage Allowance')).toContainText('Not included')
})

test('bad input gets a message next to the field and keeps the rest of the form', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Surface 1 Length': '4', 'Surface 1 Width': '2.5' })
	await expectBadInputMessages(page, [
		['Surface 1 Length', '1e400', 'Enter a number'],
		['Surface 1 Length', '-3', 'Must be between 0.01 and 1,000 m'],
		['Surface 1 Length', '0', 'Must be between 0.01 and 1,000 m'],
		['Surface 1 Length', 'abc', 'Enter a number'],
		['Surface 1 Width', '12 ft', 'Enter a number'],
		['Surface 1 Coats', '3', 'Must be between 1 and 2'],
		['Surface 1 Coats', '0', 'Must be between 1 and 2'],
	])
	await expectNoAxeViolations(page)
})

test('the coverage follows the primer type and unit until typed in, then stays; imperial pails and quarts', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	const coverage = coverageField(page)
	await page.getByRole('radio', { name: /^High-Build/ }).check()
	await expect(coverage).toHaveValue('8')
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByRole('radio', { name: /^High-Build.*200 ft² per US gallon/ })).toBeChecked()
	await expect(coverage).toHaveValue('200')
	await fill(page, { 'Surface 1 Length': '40', 'Surface 1 Width': '30' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 1,200 ft² ÷ 200 ft²/US gal × 1.1 = 6.6 gal: 1 pail, 1.6 gal left → 2 gallon cans; 7 gallons bought
	await expect(headline(page)).toHaveText('6.60 US gallons')
	await expectRows(page, {
		'5-gal pails': '1',
		Gallons: '2',
		'Primer Bought': '7.00 US gal (26.50 litres) in 3 containers',
	})
	await expect(whatToBuy(page).getByRole('row', { name: /Primer, 5-gal pail/ })).toContainText('1 pail')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	// typed from the tin, then a new type leaves it: 1,200 ft² ÷ 1,000 × 1.1 = 1.32 gal → 2 gallon cans
	await coverage.fill('1000')
	await page.getByRole('radio', { name: /^Standard/ }).check()
	await expect(coverage).toHaveValue('1000')
	await fill(page, { 'Surface 1 Length': '10', 'Surface 1 Width': '12' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 120 ft² ÷ 1,000 × 1.1 = 0.132 gal → ceil(4 × 0.132) = 1 quart
	await expect(headline(page)).toHaveText('0.13 US gallons')
	await expectRows(page, { Quarts: '1', 'Primer Bought': '0.25 US gal (0.95 litres) in 1 container' })
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	// a metric unit: 1,000 ft²/US gal × 0.092903 × 0.264172 = 24.5 m²/L; a sub-unit change keeps it as typed
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(coverage).toHaveValue('24.5')
	await page.getByRole('radio', { name: 'Millimeters (mm)' }).check()
	await expect(coverage).toHaveValue('24.5')
	await fill(page, { 'Surface 1 Length': '4000', 'Surface 1 Width': '2500' })
	await expectBadInputMessages(page, [['Coverage (from your tin)', '40', 'Must be between 1 and 30 m²/L']])
})

test('an old primer link, made before the coverage field, opens with its type’s default and the new tins', async ({
	page,
}) => {
	// the method file's example before 2026-11-28: 51.84 m² ÷ 10 × 1.1 = 5.70 L → 1 × 5 L + 1 × 1 L (no 3.78 L)
	await gotoHydrated(
		page,
		`${PATH}?metricUnit=cm&surfaces.0.length=450&surfaces.0.width=360&surfaces.1.name=Surface+2&surfaces.1.length=1620&surfaces.1.width=240&openings.0.name=Window%2FDoor+1&openings.0.length=90&openings.0.width=200&openings.1.name=Window%2FDoor+2&openings.1.length=120&openings.1.width=120#results`,
	)
	await expect(headline(page)).toHaveText('5.70 litres')
	await expectRows(page, {
		'Large Tins (5 L)': '1',
		'Medium Tins (2.5 L)': '0',
		'Small Tins (1 L)': '1',
		'Primer Bought': '6.00 litres in 2 tins',
	})
	await expect(results(page)).not.toContainText('3.78')
	// high-build in feet: 20 × 10 ft = 200 ft² ÷ 200 ft²/US gal × 1.1 = 1.1 gal → 2 gallon cans
	await gotoHydrated(
		page,
		`${PATH}?unit=imperial&primerType=high-build&surfaces.0.length=20&surfaces.0.width=10#results`,
	)
	await expect(headline(page)).toHaveText('1.10 US gallons')
	await expectRows(page, { Gallons: '2' })
	await expectNoBrokenNumbers(page)
})
