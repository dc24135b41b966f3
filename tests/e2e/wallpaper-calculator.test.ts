import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, resultRow, test } from './fixtures.ts'
import {
	calculateAndExpectResults,
	expectBadInputMessages,
	expectRows,
	field,
	fill,
	headline,
	results,
	row,
} from './wall-finish-helpers.ts'

const PATH = '/calculators/wallpaper-calculator'

const WASTAGE = 'Include Wastage'
const ROLL = { 'Roll Width': '53', 'Roll Length': '10' }

test('defaults: metric metres, empty roll with the standard sizes, no pattern, one wall, wastage 15%', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Meters (m)' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Centimeters (cm)' })).toBeVisible()
	await expect(page.getByRole('radio', { name: 'Millimeters (mm)' })).toBeVisible()
	await expect(field(page, 'Roll Width')).toHaveValue('')
	await expect(field(page, 'Roll Width')).toHaveAccessibleDescription(/cm Standard roll width: 53 cm \(21 in\)/)
	await expect(field(page, 'Roll Length')).toHaveAccessibleDescription(/m Standard roll length: 10 m \(33 ft\)/)
	await expect(page.getByRole('radio', { name: 'None' })).toBeChecked()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('0')
	await expect(field(page, 'Wall 1 Name')).toHaveValue('Wall 1')
	await expect(page.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' })).not.toBeChecked()
	await expect(field(page, 'Wall 1 Skirting Height')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Remove Wall 1' })).toHaveCount(0)
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByRole('checkbox', { name: WASTAGE })).toBeChecked()
	await expect(field(page, 'Wastage Percentage')).toHaveValue('15')
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await expect(calculate).toBeDisabled()
	await expect(
		page.getByText('Fill in the roll size and the size of every wall and opening to calculate.'),
	).toBeVisible()
	await fill(page, { 'Wall 1 Length': '4', 'Wall 1 Height': '2.4' })
	await expect(calculate).toBeDisabled()
	await fill(page, ROLL)
	await expect(calculate).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('choosing a pattern sets its repeat, in cm or inches', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Small (10 cm)' }).check()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('10')
	await page.getByRole('radio', { name: 'Large (50 cm)' }).check()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('50')
	await field(page, 'Pattern Repeat').fill('32')
	await expect(field(page, 'Pattern Repeat')).toHaveAccessibleDescription(/= 0\.32 m/)
	await page.getByRole('radio', { name: 'Medium (25 cm)' }).check()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('25')
	await page.getByRole('radio', { name: 'None' }).check()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('0')
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByRole('radio', { name: 'Medium (10 in)' }).check()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('10')
	await expect(page.getByRole('radio', { name: 'Small (4 in)' })).toBeVisible()
	await expect(page.getByRole('radio', { name: 'Large (20 in)' })).toBeVisible()
})

test('skirting: excluding it asks for its height, which must be below the wall height', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { ...ROLL, 'Wall 1 Length': '4', 'Wall 1 Height': '2.4' })
	const calculate = page.getByRole('button', { name: 'Calculate' })
	await expect(calculate).toBeEnabled()
	await page.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' }).check()
	const skirting = field(page, 'Wall 1 Skirting Height')
	await expect(skirting).toBeVisible()
	await expect(calculate).toBeDisabled()
	await field(page, 'Wall 1 Height').fill('1')
	await skirting.fill('100')
	await expect(skirting).toHaveAccessibleDescription(/Must be less than the wall height/)
	await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
	await skirting.fill('10')
	await expect(skirting).toHaveAccessibleDescription(/= 0\.1 m/)
	await expect(calculate).toBeEnabled()
	await page.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' }).uncheck()
	await expect(skirting).toHaveCount(0)
	await expect(calculate).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('walls and openings can be added and removed', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await expect(page.getByRole('checkbox', { name: 'Wall 2 Exclude Skirting Board' })).toBeVisible()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await expect(field(page, 'Window/Door 1 Length')).toBeVisible()
	await expect(field(page, 'Window/Door 1 Height')).toBeVisible()
	await page.getByRole('button', { name: 'Remove Wall 1' }).click()
	await expect(field(page, 'Wall 2 Name')).toBeFocused()
	await expect(page.getByRole('button', { name: 'Remove Wall 2' })).toHaveCount(0)
	await page.getByRole('button', { name: 'Remove Window/Door 1' }).click()
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
})

test('converted hints under every length; a non-number clears them', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { ...ROLL, 'Wall 1 Length': '4.2' })
	await expect(field(page, 'Roll Width')).toHaveAccessibleDescription(/= 0\.53 m/)
	await expect(field(page, 'Roll Length')).toHaveAccessibleDescription(/= 1,000 cm/)
	await expect(field(page, 'Wall 1 Length')).toHaveAccessibleDescription(/= 420 cm/)
	await fill(page, { 'Wall 1 Length': 'abc' })
	await expect(page.getByText('= 420 cm')).toHaveCount(0)
	await page.getByRole('radio', { name: 'Millimeters (mm)' }).check()
	await fill(page, { 'Wall 1 Height': '2400' })
	await expect(field(page, 'Wall 1 Height')).toHaveAccessibleDescription(/= 2\.4 m/)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await fill(page, { 'Roll Width': '21', 'Roll Length': '33', 'Wall 1 Height': '8' })
	await expect(field(page, 'Roll Width')).toHaveAccessibleDescription(/in .*= 53\.34 cm/)
	await expect(field(page, 'Roll Length')).toHaveAccessibleDescription(/ft .*= 10\.0584 m/)
	await expect(field(page, 'Wall 1 Height')).toHaveAccessibleDescription(/= 2\.4384 m/)
})

test('a unit change resets the walls, openings and roll; the pattern stays with its repeat in the new unit', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Medium (25 cm)' }).check()
	await page.getByRole('checkbox', { name: WASTAGE }).uncheck()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, { ...ROLL, 'Pattern Repeat': '30', 'Wall 1 Length': '4', 'Wall 2 Height': '2.4' })
	await page.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' }).check()
	await page.getByRole('radio', { name: 'Centimeters (cm)' }).check()
	await expect(field(page, 'Roll Width')).toHaveValue('')
	await expect(field(page, 'Roll Length')).toHaveValue('')
	await expect(page.getByRole('textbox', { name: / Name$/ })).toHaveCount(1)
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await expect(page.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' })).not.toBeChecked()
	await expect(page.getByText('No openings added yet.', { exact: false })).toBeVisible()
	await expect(page.getByText(/^= /)).toHaveCount(1)
	await expect(page.getByRole('radio', { name: 'Medium (25 cm)' })).toBeChecked()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('25')
	await expect(page.getByRole('checkbox', { name: WASTAGE })).not.toBeChecked()
	await fill(page, { 'Roll Width': '53' })
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(field(page, 'Roll Width')).toHaveValue('')
	await expect(page.getByRole('radio', { name: 'Medium (10 in)' })).toBeChecked()
	await expect(field(page, 'Pattern Repeat')).toHaveValue('10')
})

test('a room with a medium pattern, a window and a door: Calculating..., then strips and rolls', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Medium (25 cm)' }).check()
	for (let wall = 2; wall <= 4; wall += 1) await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await page.getByRole('button', { name: 'Add Window/Door' }).click()
	await fill(page, {
		...ROLL,
		'Wall 1 Length': '4',
		'Wall 1 Height': '2.5',
		'Wall 2 Length': '3',
		'Wall 2 Height': '2.5',
		'Wall 3 Length': '4',
		'Wall 3 Height': '2.5',
		'Wall 4 Length': '3',
		'Wall 4 Height': '2.5',
		'Window/Door 1 Length': '1.2',
		'Window/Door 1 Height': '1.2',
		'Window/Door 2 Length': '0.9',
		'Window/Door 2 Height': '2',
	})
	await calculateAndExpectResults(page, 'Total Rolls Needed')
	// strips 8 + 6 + 8 + 6 = 28 of 2.5 + 0.15 + 0.25 = 2.9 m: 81.2 m; floor(10 / 2.9) = 3 drops a roll
	// rolls ceil(28 / 3 × 1.15) = ceil(10.73) = 11; leftover 110 − 81.2 = 28.8 m
	await expect(headline(page)).toHaveText('11 rolls')
	await expectRows(page, {
		'Total Wall Area': '35.00 m² (376.74 ft²)',
		'Windows and Doors Deducted': '3.24 m² (34.88 ft²)',
		'Net Wallpaper Area': '31.76 m² (341.86 ft²)',
		'Strips Needed': '28',
		'Strip Width': '53 cm',
		'Strip Height': '2.90 m',
		'Wall 2': '6 strips of 2.90 m',
		'Paper Length': '81.20 m',
		'Rolls Needed': '11',
		'Drops per Roll': '3 drops of 2.90 m',
		'Leftover Wallpaper': '28.80 m',
		'Wastage Allowance': '15% included',
	})
	for (const text of ['Metric (meters)', '53 cm × 10 m', 'Medium (25 cm repeat)', '4 × 2.5 m, papered to the floor']) {
		await expect(results(page).getByRole('definition').filter({ hasText: text }).first()).toBeVisible()
	}
	await expect(results(page).getByRole('heading', { name: 'Wallpapering Tips' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('skirting in centimetres comes off the drop; Start New Calculation keeps the inputs', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Centimeters (cm)' }).check()
	await fill(page, { ...ROLL, 'Wall 1 Length': '400', 'Wall 1 Height': '250' })
	await page.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' }).check()
	await fill(page, { 'Wall 1 Skirting Height': '10' })
	await page.getByRole('checkbox', { name: WASTAGE }).uncheck()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// papered 2.4 m; 8 strips of 2.55 m = 20.4 m, 3 a roll: ceil(8 / 3) = 3 rolls; area 9.6 m²
	await expect(headline(page)).toHaveText('3 rolls')
	await expectRows(page, {
		'Total Wall Area': '9.60 m²',
		'Strip Height': '2.55 m',
		'Paper Length': '20.40 m',
		'Wastage Allowance': 'Not included',
	})
	await expect(
		results(page).getByRole('definition').filter({ hasText: '400 × 250 cm, less 10 cm skirting' }),
	).toBeVisible()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(field(page, 'Wall 1 Length')).toBeFocused()
	await expect(field(page, 'Wall 1 Length')).toHaveValue('400')
	await expect(field(page, 'Wall 1 Skirting Height')).toHaveValue('10')
	await expect(field(page, 'Roll Width')).toHaveValue('53')
	await expect(page.getByRole('radio', { name: 'Centimeters (cm)' })).toBeChecked()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('imperial: a 12 × 8 ft wall with 21 in × 33 ft rolls and a small pattern', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByRole('radio', { name: 'Small (4 in)' }).check()
	await fill(page, { 'Roll Width': '21', 'Roll Length': '33', 'Wall 1 Length': '12', 'Wall 1 Height': '8' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 7 strips of 8 + 0.5 + 0.333 = 8.833 ft = 61.83 ft, 3 a roll: ceil(7 / 3 × 1.15) = 3; leftover 37.17 ft;
	// in feet and inches: 8.833 ft = 106 in = 8' 10", 61.83 ft = 742 in = 61' 10", 37.17 ft = 446 in = 37' 2"
	await expect(headline(page)).toHaveText('3 rolls')
	await expectRows(page, {
		'Total Wall Area': '96.00 ft² (8.92 m²)',
		'Strips Needed': '7',
		'Strip Width': '21 in (21")',
		'Strip Height': `8.83 ft (8' 10")`,
		'Paper Length': `61.83 ft (61' 10")`,
		'Leftover Wallpaper': `37.17 ft (37' 2")`,
	})
	await expect(results(page).getByRole('definition').filter({ hasText: `21 in (21") × 33 ft (33' 0")` })).toBeVisible()
})

test('rounding trap: a 2.1 m wall of 70 cm paper is 3 strips, not 4', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Roll Width': '70', 'Roll Length': '10', 'Wall 1 Length': '2.1', 'Wall 1 Height': '2.35' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 2.1 / 0.7 is 3.0000000000000004 in floating point
	await expect(row(page, 'Strips Needed')).toContainText('3')
	await expect(row(page, 'Strips Needed')).not.toContainText('4')
	await expect(headline(page)).toHaveText('1 roll')
})

test('the decision 028 room: 30 drops of 2.55 m, 3 to a roll: 10 rolls, 12 with 15%, 11 with 10%', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	const walls = { 'Wall 1': '4', 'Wall 2': '3.5', 'Wall 3': '4', 'Wall 4': '3.5' }
	for (const [wall, length] of Object.entries(walls)) {
		await fill(page, { [`${wall} Length`]: length, [`${wall} Height`]: '2.4' })
	}
	await fill(page, ROLL)
	await calculateAndExpectResults(page, 'Total Rolls Needed')
	// 8 + 7 + 8 + 7 = 30 drops; floor(10 / 2.55) = 3 a roll; 30 / 3 = 10 × 1.15 = 11.5 → 12
	await expect(headline(page)).toHaveText('12 rolls')
	await expectRows(page, { 'Strips Needed': '30', 'Drops per Roll': '3 drops of 2.55 m' })
	// the cut plan: 10 rolls of three drops, 10 − 3 × 2.55 = 2.35 m left; the wastage's 2 rolls are spare
	await expect(resultRow(page, 'Rolls 1–10', 'Cut Plan').getByRole('cell')).toHaveText(
		'2.55 + 2.55 + 2.55 m, 2.35 m left',
	)
	await expect(resultRow(page, 'Spare Rolls', 'Cut Plan').getByRole('cell')).toHaveText('2')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await field(page, 'Wastage Percentage').fill('10')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(headline(page)).toHaveText('11 rolls')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('checkbox', { name: WASTAGE }).uncheck()
	await expect(field(page, 'Wastage Percentage')).toHaveCount(0)
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(headline(page)).toHaveText('10 rolls')
})

test('a strip longer than the roll is an error on the roll length', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Roll Width': '53', 'Roll Length': '2.5', 'Wall 1 Length': '4', 'Wall 1 Height': '2.4' })
	await expect(field(page, 'Roll Length')).toHaveAccessibleDescription(/Strips are longer than a roll/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await fill(page, { 'Roll Length': '10' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('bad input gets a message next to the field and keeps the rest of the form', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { ...ROLL, 'Wall 1 Length': '4', 'Wall 1 Height': '2.4' })
	await expectBadInputMessages(page, [
		['Wall 1 Length', '1e400', 'Enter a number'],
		['Wall 1 Length', '-3', 'Must be between 0.01 and 1,000 m'],
		['Wall 1 Height', 'abc', 'Enter a number'],
		['Wall 1 Height', '12 ft', 'Enter a number'],
		['Roll Width', '0', 'Must be between 1 and 200 cm'],
		['Roll Length', '500', 'Must be between 0.1 and 100 m'],
		['Pattern Repeat', '-5', 'Must be between 0 and 200 cm'],
		['Wastage Percentage', '51', 'Must be between 0 and 50%'],
	])
	await field(page, 'Wall 1 Length').fill('abc')
	await expectNoAxeViolations(page)
})

/** Issue #36's room: drops of 2.00, 3.30 and 4.90 m (walls 1.85, 3.15 and 4.75 m high + 15 cm) from 50 cm × 10 m rolls. */
const MIXED_DROPS = {
	'Wall 1 Length': '2',
	'Wall 1 Height': '1.85',
	'Wall 2 Length': '1',
	'Wall 2 Height': '3.15',
	'Wall 3 Length': '1.5',
	'Wall 3 Height': '4.75',
	'Roll Width': '50',
	'Roll Length': '10',
}
const MIXED_DROPS_LINK =
	'walls.0.length=2&walls.0.height=1.85&walls.1.name=Wall+2&walls.1.length=1&walls.1.height=3.15&walls.2.name=Wall+3&walls.2.length=1.5&walls.2.height=4.75&rollWidth=50&rollLength=10&includeWastage=0'
/** Longest first, each drop into the first roll with room: 4.90 + 4.90, 4.90 + 3.30, 3.30 + 3 × 2.00, 2.00. */
const MIXED_DROPS_PLAN = {
	'Roll 1': '4.90 + 4.90 m, 0.20 m left',
	'Roll 2': '4.90 + 3.30 m, 1.80 m left',
	'Roll 3': '3.30 + 2.00 + 2.00 + 2.00 m, 0.70 m left',
	'Roll 4': '2.00 m, 8.00 m left',
}

test('mixed drop heights: 4 drops of 2.00 m, 2 of 3.30 m and 3 of 4.90 m are cut from 4 rolls, not 3', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await fill(page, MIXED_DROPS)
	await page.getByRole('checkbox', { name: WASTAGE }).uncheck()
	await calculateAndExpectResults(page, 'Total Rolls Needed')
	// by drops per roll 4 / 5 + 2 / 3 + 3 / 2 = 2.9667 → 3, but cutting every drop whole takes 4
	await expect(headline(page)).toHaveText('4 rolls')
	await expectRows(page, { 'Rolls Needed': '4', 'Paper Length': '29.30 m', 'Leftover Wallpaper': '10.70 m' })
	const plan = results(page).getByRole('table', { name: 'Cut Plan' })
	await expect(plan.getByRole('row')).toHaveCount(4)
	for (const [roll, drops] of Object.entries(MIXED_DROPS_PLAN))
		await expect(resultRow(page, roll, 'Cut Plan').getByRole('cell')).toHaveText(drops)
	await results(page).getByRole('button', { name: 'Show working' }).click()
	const working = results(page).getByRole('group', { name: 'Working' })
	await expect(working).toContainText('= 2.9667 → 3; cutting every drop whole takes 4 → 4 rolls')
	await expect(working).toContainText('10 m → 3.30 + 2.00 + 2.00 + 2.00 m, 0.70 m left')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a link made before the cut plan opens and calculates: the mixed-drop room gets its 4 rolls', async ({ page }) => {
	await gotoHydrated(page, `${PATH}?${MIXED_DROPS_LINK}#results`)
	await expect(results(page)).toBeVisible()
	await expect(headline(page)).toHaveText('4 rolls')
	await expect(resultRow(page, 'Roll 4', 'Cut Plan').getByRole('cell')).toHaveText(MIXED_DROPS_PLAN['Roll 4'])
	await expect(results(page).getByRole('definition').filter({ hasText: 'Not included' }).first()).toBeVisible()
})
