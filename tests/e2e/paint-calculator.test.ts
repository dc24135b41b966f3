import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, reloadHydrated, test } from './fixtures.ts'
import {
	calculateAndExpectResults,
	coverageField,
	escapeRegExp,
	expectBadInputMessages,
	expectRows,
	field,
	fill,
	headline,
	results,
	row,
	whatToBuy,
} from './wall-finish-helpers.ts'

const PATH = '/calculators/paint-calculator'

test('defaults: metric, eggshell, one wall at 2 coats, no openings, wastage on, Calculate disabled', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Imperial (feet)' })).not.toBeChecked()
	await expect(page.getByRole('group', { name: 'Metric Unit' })).toHaveCount(0)
	await expect(page.getByRole('radio', { name: /^Eggshell/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^Flat.*12 m² per litre/ })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Gloss.*10 m² per litre/ })).toBeVisible()
	await expect(coverageField(page)).toHaveValue('11')
	await expect(coverageField(page)).toHaveAccessibleDescription(/m²\/L.*Usual for Eggshell: 11 m²\/L/)
	await expect(field(page, 'Wall 1 Name')).toHaveValue('Wall 1')
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await expect(field(page, 'Wall 1 Height')).toHaveValue('')
	await expect(field(page, 'Wall 1 Coats')).toHaveValue('2')
	await expect(page.getByRole('button', { name: 'Remove Wall 1' })).toHaveCount(0)
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByRole('checkbox', { name: 'Include 10% extra for wastage' })).toBeChecked()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the size of every wall and opening to calculate.')).toBeVisible()
	await fill(page, { 'Wall 1 Length': '4', 'Wall 1 Height': '2.5' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expect(page.getByText(/^= /)).toHaveCount(0)
})

test('walls and openings can be added, renamed and removed', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await expect(field(page, 'Wall 2 Coats')).toHaveValue('2')
	await expect(page.getByRole('button', { name: 'Remove Wall 1' })).toBeVisible()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await expect(page.getByText('No openings added yet.', { exact: false })).toHaveCount(0)
	await expect(field(page, 'Window/Door 2 Length')).toBeVisible()
	await expect(field(page, 'Window/Door 2 Height')).toBeVisible()
	await field(page, 'Wall 2 Name').fill('Chimney Breast')
	await expect(field(page, 'Chimney Breast Length')).toBeVisible()
	await page.getByRole('button', { name: 'Remove Wall 1' }).click()
	await expect(field(page, 'Chimney Breast Name')).toBeFocused()
	await expect(page.getByRole('button', { name: 'Remove Chimney Breast' })).toHaveCount(0)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await expect(field(page, 'Wall 1 Name')).toHaveValue('Wall 1')
	await page.getByRole('button', { name: 'Remove Window/Door 1' }).click()
	await page.getByRole('button', { name: 'Remove Window/Door 2' }).click()
	await expect(page.getByRole('button', { name: 'Add Window/Door' })).toBeFocused()
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('a metric room with mixed coats and openings: Calculating..., then the requirements', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Satin/ }).check()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		'Wall 1 Length': '4',
		'Wall 1 Height': '2.5',
		'Wall 1 Coats': '1',
		'Wall 2 Length': '6',
		'Wall 2 Height': '2.5',
		'Wall 2 Coats': '3',
		'Window/Door 1 Length': '2',
		'Window/Door 1 Height': '1',
		'Window/Door 2 Length': '0.9',
		'Window/Door 2 Height': '2',
	})
	await calculateAndExpectResults(page, 'Total Paint Needed')
	// walls 10 + 15 = 25 m²; openings 2 + 1.8 = 3.8 m²; net 21.2 m²; coats (10 + 45) / 25 = 2.2
	// with coats 46.64 m²; satin 46.64 / 11 × 1.1 = 4.664 L (× 0.264172 = 1.23 US gal) → one 5 L tin
	await expect(headline(page)).toHaveText('4.66 litres')
	await expectRows(page, {
		'Total Wall Area': '25.00 m² (269.10 ft²)',
		'Windows and Doors Deducted': '3.80 m² (40.90 ft²)',
		'Net Paintable Area': '21.20 m² (228.20 ft²)',
		'Total Area with Coats': '46.64 m² (502.03 ft²), 2.20 coats on average',
		'Paint Needed': '4.66 litres (1.23 US gal)',
		'Large Tins (5 L)': '1',
		'Small Tins (2.5 L)': '0',
		Coverage: '11.00 m² per litre (448.21 ft² per US gal)',
		'Wastage Allowance': '10% included',
	})
	const summary = results(page).getByRole('heading', { name: 'Your Inputs' })
	await expect(summary).toBeVisible()
	for (const [term, definition] of [
		['Unit System', 'Metric (meters)'],
		['Paint Type', 'Satin'],
		['Coverage (from your tin)', '11 m² per litre, usual for Satin'],
		['Wall 1', '4 × 2.5 m, 1 coat'],
		['Wall 2', '6 × 2.5 m, 3 coats'],
		['Window/Door 2', '0.9 × 2 m'],
		['Wastage', '10% included'],
	]) {
		await expect(results(page).getByRole('definition').filter({ hasText: definition }).first()).toBeVisible()
		await expect(results(page).getByRole('term').filter({ hasText: term }).first()).toBeVisible()
	}
	await expect(results(page).getByRole('heading', { name: 'Painting Tips' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('Start New Calculation returns to the form with the inputs kept', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Gloss/ }).check()
	await fill(page, { 'Wall 1 Length': '5', 'Wall 1 Height': '2.4' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 12 m² × 2 coats / 10 × 1.1 = 2.64 L
	await expect(headline(page)).toHaveText('2.64 litres')
	await expect(row(page, 'Paint Needed')).toContainText('2.64 litres (0.70 US gal)')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(results(page)).toHaveCount(0)
	await expect(field(page, 'Wall 1 Length')).toBeFocused()
	await expect(field(page, 'Wall 1 Length')).toHaveValue('5')
	await expect(field(page, 'Wall 1 Height')).toHaveValue('2.4')
	await expect(page.getByRole('radio', { name: /^Gloss/ })).toBeChecked()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('wastage off and the rounding trap: 50 m² of eggshell is exactly one 5 L tin', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Wall 1 Length': '10', 'Wall 1 Height': '5', 'Wall 1 Coats': '1' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 50 / 11 × 1.1 is 5.000000000000001 in floating point: one large tin, no small one
	await expect(headline(page)).toHaveText('5.00 litres')
	await expect(row(page, 'Large Tins (5 L)')).toContainText('1')
	await expect(row(page, 'Small Tins (2.5 L)')).toContainText('0')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('checkbox', { name: 'Include 10% extra for wastage' }).uncheck()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 50 / 11 = 4.545 L → one large tin
	await expect(headline(page)).toHaveText('4.55 litres')
	await expect(row(page, 'Wastage Allowance')).toContainText('Not included')
})

test('imperial walls in feet: US gallons at 350 ft² per gallon, bought in a gallon can', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByRole('radio', { name: /^Eggshell.*350 ft² per US gallon/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^Gloss.*300 ft² per US gallon/ })).toBeVisible()
	await expect(coverageField(page)).toHaveValue('350')
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		'Wall 1 Length': '12',
		'Wall 1 Height': '8',
		'Wall 2 Length': '10',
		'Wall 2 Height': '8',
		'Window/Door 1 Length': '3',
		'Window/Door 1 Height': '7',
	})
	await expect(page.getByText('ft', { exact: true }).first()).toBeVisible()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 176 − 21 = 155 ft² × 2 coats = 310 ft²; ÷ 350 ft²/US gal × 1.1 = 0.974 gal (÷ 0.264172 = 3.69 L)
	// no pail; 0.97 gal left is over 0.5 → 1 gallon can
	await expect(headline(page)).toHaveText('0.97 US gallons')
	await expectRows(page, {
		'Paint Needed': '0.97 US gal (3.69 litres)',
		'Total Wall Area': '176.00 ft² (16.35 m²)',
		'Net Paintable Area': '155.00 ft² (14.40 m²)',
		'Total Area with Coats': '310.00 ft² (28.80 m²)',
		Gallons: '1',
		Coverage: '350.00 ft² per US gal (8.59 m² per litre)',
	})
	for (const gone of ['Large Tins (5 L)', 'Small Tins (2.5 L)', '5-gal pails', 'Quarts'])
		await expect(row(page, gone)).toHaveCount(0)
	await expect(
		results(page).getByRole('definition').filter({ hasText: `12 × 8 ft (12' 0" × 8' 0"), 2 coats` }),
	).toBeVisible()
	await expect(whatToBuy(page).getByRole('row', { name: /Paint, 1-gal can/ })).toContainText('1 can')
	await expectNoBrokenNumbers(page)
})

test('imperial containers: 5-gal pails, gallon cans and quarts, each row only when bought, and into the project', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByRole('radio', { name: /^Flat/ }).check()
	await fill(page, { 'Wall 1 Length': '100', 'Wall 1 Height': '10' })
	await calculateAndExpectResults(page, 'Total Paint Needed')
	// 1,000 ft² × 2 coats = 2,000 ft² ÷ 350 × 1.1 = 6.29 gal: 1 pail, 1.29 gal left → 2 gallon cans
	await expect(headline(page)).toHaveText('6.29 US gallons')
	await expectRows(page, { '5-gal pails': '1', Gallons: '2' })
	await expect(row(page, 'Quarts')).toHaveCount(0)
	await expect(whatToBuy(page).getByRole('row', { name: /Paint, 5-gal pail/ })).toContainText('1 pail')
	await expect(whatToBuy(page).getByRole('row', { name: /Paint, 1-gal can/ })).toContainText('2 can')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await fill(page, { 'Wall 1 Length': '12', 'Wall 1 Height': '8', 'Wall 1 Coats': '1' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 96 ft² ÷ 350 × 1.1 = 0.30 gal: ceil(4 × 0.30) = 2 quarts
	await expect(headline(page)).toHaveText('0.30 US gallons')
	await expectRows(page, { Quarts: '2' })
	await expect(row(page, '5-gal pails')).toHaveCount(0)
	await expect(row(page, 'Gallons')).toHaveCount(0)
	await results(page).getByRole('button', { name: 'Add to project' }).click()
	await results(page).getByRole('link', { name: 'View project' }).click()
	const list = page.getByRole('table', { name: 'Shopping list' })
	await expect(list.getByRole('row').filter({ hasText: 'Paint, quart can' })).toContainText('2 can')
	await expectNoBrokenNumbers(page)
})

test('the coverage follows the sheen and the unit system until typed in, then stays, through a reload', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	const coverage = coverageField(page)
	await expect(coverage).toHaveValue('11')
	await page.getByRole('radio', { name: /^Flat/ }).check()
	await expect(coverage).toHaveValue('12')
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(coverage).toHaveValue('350')
	await expect(coverage).toHaveAccessibleDescription(/ft²\/US gal.*Usual for Flat: 350 ft²\/US gal/)
	await page.getByRole('radio', { name: /^Semi-Gloss/ }).check()
	await expect(coverage).toHaveValue('300')
	// typed from the tin: a new sheen leaves it
	await coverage.fill('400')
	await expect(coverage).toHaveAccessibleDescription(/Your figure \(usual for Semi-Gloss: 300 ft²\/US gal\)/)
	await page.getByRole('radio', { name: /^Flat/ }).check()
	await expect(coverage).toHaveValue('400')
	await fill(page, { 'Wall 1 Length': '12', 'Wall 1 Height': '8' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 96 ft² × 2 coats = 192 ft² ÷ 400 ft²/US gal × 1.1 = 0.528 gal → over 0.5: 1 gallon can
	await expect(headline(page)).toHaveText('0.53 US gallons')
	await expect(row(page, 'Coverage')).toContainText('400.00 ft² per US gal (9.82 m² per litre)')
	await expect(
		results(page)
			.getByRole('definition')
			.filter({ hasText: /^400 ft² per US gal$/ }),
	).toBeVisible()
	await reloadHydrated(page)
	await expect(headline(page)).toHaveText('0.53 US gallons')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(coverage).toHaveValue('400')
	// a unit change converts it: 400 ft²/US gal × 0.092903 × 0.264172 = 9.82 → 9.8 m²/L; the sheen still leaves it
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(coverage).toHaveValue('9.8')
	await page.getByRole('radio', { name: /^Gloss/ }).check()
	await expect(coverage).toHaveValue('9.8')
	await reloadHydrated(page)
	await expect(coverage).toHaveValue('9.8')
	await expect(page.getByRole('radio', { name: /^Gloss/ })).toBeChecked()
})

test('an old link, made before the coverage field, opens and calculates with its sheen’s and system’s default', async ({
	page,
}) => {
	// metric flat: 4 × 2.5 m × 2 coats = 20 m² ÷ 12 m²/L × 1.1 = 1.83 L (not the 2.00 L of 11 m²/L)
	await gotoHydrated(page, `${PATH}?paintType=flat&surfaces.0.length=4&surfaces.0.height=2.5#results`)
	await expect(headline(page)).toHaveText('1.83 litres')
	await expect(row(page, 'Coverage')).toContainText('12.00 m² per litre')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(coverageField(page)).toHaveValue('12')
	// imperial gloss: 12 × 8 ft × 2 coats = 192 ft² ÷ 300 ft²/US gal × 1.1 = 0.70 gal → 1 gallon can
	await gotoHydrated(page, `${PATH}?unit=imperial&paintType=gloss&surfaces.0.length=12&surfaces.0.height=8#results`)
	await expect(headline(page)).toHaveText('0.70 US gallons')
	await expectRows(page, { Gallons: '1' })
	await expectNoBrokenNumbers(page)
})

test('a bad coverage gets a message next to the field; an emptied one is asked for under Calculate', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Wall 1 Length': '4', 'Wall 1 Height': '2.5' })
	await expectBadInputMessages(page, [
		['Coverage (from your tin)', '0.5', 'Must be between 1 and 30 m²/L'],
		['Coverage (from your tin)', '31', 'Must be between 1 and 30 m²/L'],
		['Coverage (from your tin)', 'abc', 'Enter a number'],
		['Coverage (from your tin)', '11 ft²/US gal', 'Enter the number in m²/L'],
	])
	await coverageField(page).fill('')
	await expect(coverageField(page)).toHaveAccessibleDescription(/Required/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the coverage from your tin to calculate.')).toBeVisible()
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await fill(page, { 'Wall 1 Length': '12', 'Wall 1 Height': '8', 'Coverage (from your tin)': '20' })
	await expect(coverageField(page)).toHaveAccessibleDescription(
		new RegExp(escapeRegExp('Must be between 50 and 1,000 ft²/US gal')),
	)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('openings larger than the walls are refused on the opening, never a negative amount', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		'Wall 1 Length': '2',
		'Wall 1 Height': '2',
		'Window/Door 1 Length': '3',
		'Window/Door 1 Height': '2',
	})
	// 6 m² of opening in 4 m² of wall
	await expect(field(page, 'Window/Door 1 Length')).toHaveAccessibleDescription(/Larger than any wall/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expectNoBrokenNumbers(page)
})

test('changing the unit system resets the walls and removes the openings', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Flat/ }).check()
	await page.getByRole('checkbox', { name: 'Include 10% extra for wastage' }).uncheck()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, { 'Wall 1 Length': '4', 'Wall 1 Coats': '3', 'Wall 2 Name': 'Hall' })
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByRole('textbox', { name: / Name$/ })).toHaveCount(1)
	await expect(field(page, 'Wall 1 Name')).toHaveValue('Wall 1')
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await expect(field(page, 'Wall 1 Coats')).toHaveValue('2')
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Flat/ })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: 'Include 10% extra for wastage' })).not.toBeChecked()
	await fill(page, { 'Wall 1 Length': '4' })
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
})

test('bad input gets a message next to the field and keeps the rest of the form', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Wall 1 Length': '4', 'Wall 1 Height': '2.5' })
	await expectBadInputMessages(page, [
		['Wall 1 Length', '1e400', 'Enter a number'],
		['Wall 1 Length', '-3', 'Must be between 0 and 1,000 m'],
		['Wall 1 Length', 'abc', 'Enter a number'],
		['Wall 1 Length', '12 ft', 'Enter a number'],
		['Wall 1 Height', '5000', 'Must be between 0 and 1,000 m'],
		['Wall 1 Coats', '4', 'Must be between 1 and 3'],
		['Wall 1 Coats', '0', 'Must be between 1 and 3'],
		['Wall 1 Coats', '1.5', 'Enter a whole number'],
	])
	await expect(field(page, 'Wall 1 Length')).toHaveValue('4')
})

test('the form has no axe violation, with and without errors', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await field(page, 'Wall 1 Length').fill('abc')
	await expectNoAxeViolations(page)
})

test('entry names are shown as typed, never run as markup; a repeated name gets its position', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await field(page, 'Wall 1 Name').fill('<b>Kitchen</b>')
	await field(page, 'Wall 2 Name').fill('<b>Kitchen</b>')
	await expect(field(page, '<b>Kitchen</b> Name')).toHaveCount(2)
	const lengths = page.getByLabel('<b>Kitchen</b> Length', { exact: true })
	const heights = page.getByLabel('<b>Kitchen</b> Height', { exact: true })
	for (const index of [0, 1]) {
		await lengths.nth(index).fill('4')
		await heights.nth(index).fill('2.5')
	}
	await page.getByRole('button', { name: 'Calculate' }).click()
	const terms = results(page).getByRole('term')
	await expect(terms.filter({ hasText: /^<b>Kitchen<\/b>$/ })).toHaveCount(1)
	await expect(terms.filter({ hasText: '<b>Kitchen</b> (Walls 2)' })).toHaveCount(1)
	await expectNoAxeViolations(page)
})
