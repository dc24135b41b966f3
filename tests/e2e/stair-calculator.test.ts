import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects, expectHeadline, expectRows, expectTapTargets } from './calculator-helpers.ts'
import {
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	reloadHydrated,
	resultRow,
	resultsRegion,
	test,
} from './fixtures.ts'

const PATH = '/calculators/stair-calculator'

// Each test calculates several flights and runs axe on the results: room for a loaded machine.
test.describe.configure({ timeout: 60_000 })

const RISE = 'Total rise (finished floor to finished floor)'
const GOING = 'Going (tread depth)'
const RUN = 'Available run'
const NOSING = 'Nosing projection'
const FLOOR = 'Upper floor depth (joists + floor + ceiling)'
const OPENING = 'Stairwell opening length'
const LOFT = 'Loft conversion (headroom 1.9 m)'
const UK = 'UK – Approved Document K (private stair)'
const US = 'US – IRC R311.7'

function field(page: Page, label: string) {
	return page.getByLabel(label, { exact: true })
}

/** A row of the 'Checks' table (exactly: 'Layout with the fewest failed checks' has the word too). */
function checkRow(page: Page, label: string) {
	return resultsRegion(page)
		.getByRole('table', { name: 'Checks', exact: true })
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
		.getByRole('cell')
}

test('defaults: UK rules in metric, a 250 mm going, 20 mm nosing, 230 mm floor; the rise to fill in', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Stair Calculator - Construction Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByRole('radio', { name: UK })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: LOFT })).not.toBeChecked()
	await expect(field(page, RISE)).toHaveValue('')
	await expect(page.getByRole('radio', { name: 'A going I choose' })).toBeChecked()
	await expect(field(page, GOING)).toHaveValue('250')
	await expect(field(page, RUN)).toHaveValue('')
	await expect(field(page, RUN)).toHaveAccessibleDescription(/Optional/)
	await expect(field(page, NOSING)).toHaveValue('20')
	await expect(field(page, FLOOR)).toHaveValue('230')
	await expect(field(page, OPENING)).toHaveValue('')
	await expect(field(page, OPENING)).toHaveAccessibleDescription(/from the top riser back down the flight/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the total rise to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric, UK rules: a 2,600 mm rise is 12 risers of 216.7 mm, with 13 of 200 mm also compliant', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { [RISE]: '2600' })
	await expect(field(page, RISE)).toHaveAccessibleDescription(/= 2\.6 m/)
	await calculate(page)
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// 2,600 / 220 = 11.82 → 12 risers; r = 216.667, θ = atan(216.667 / 250) = 40.9°, 2R + G = 683.3
	await expectHeadline(page, 'Stair layout', '12 risers of 216.7 mm')
	await expectRows(page, {
		Risers: '12',
		'Riser height': '216.7 mm (8.53 in)',
		Treads: '11',
		'Tread board depth': '270.0 mm (10.63 in)',
		'Total run': '2,750.0 mm (2.75 m; 108.27 in)',
		'Stringer length': '3,969.9 mm (3.97 m; 156.29 in)',
		'Stringer stock': '4.2 m',
		'Stairwell opening needed': '2,593.1 mm (2.59 m; 102.09 in)',
		'Also compliant': '13 risers of 200.0 mm, going 250.0 mm, total run 3,000.0 mm, pitch 38.7°',
	})
	await expect(resultRow(page, 'Going', 'Layout').getByRole('cell')).toHaveText('250.0 mm (9.84 in)')
	await expect(resultRow(page, '2R + G', 'Layout').getByRole('cell')).toHaveText('683.3 mm (26.90 in)')
	await expect(resultRow(page, 'Pitch', 'Layout').getByRole('cell')).toHaveText('40.9°')
	for (const check of ['Riser', 'Going', 'Pitch', '2R + G', 'Risers in the flight']) {
		await expect(checkRow(page, check)).toHaveText('Pass')
	}
	await expect(resultsRegion(page).getByRole('img', { name: 'Side view of the flight' })).toBeVisible()
	await expect(resultsRegion(page).getByText(/Cut one stringer, test it in place/)).toBeVisible()
	// What to buy: two stringers of 4.2 m and 11 tread boards
	const list = resultsRegion(page).getByRole('table', { name: 'What to buy' })
	await expect(list).toContainText('Stringer, 4.2 m')
	await expect(list).toContainText('Tread board, 270.0 mm deep')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial, US rules: a 9 ft rise with a 120 in opening is 14 risers of 7.71 in; no gentler flight fits', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: US })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: LOFT })).toHaveCount(0)
	await expect(field(page, GOING)).toHaveValue('10')
	await expect(field(page, NOSING)).toHaveValue('1')
	await expect(field(page, FLOOR)).toHaveValue('10.5')
	await fillFields(page, { [RISE]: `9'`, [OPENING]: '120' })
	await expect(field(page, RISE)).toHaveAccessibleDescription(/= 108 in/)
	await calculate(page)
	// 108 / 7.75 = 13.935 → 14 risers of 7.7143; tread 10 = the 10 in minimum; O = 1 + 90.5 × 10 / 7.7143 = 118.31
	await expectHeadline(page, 'Stair layout', '14 risers of 7.71 in (7 11/16")')
	await expectRows(page, {
		'Riser height': '7.71 in (7 11/16"; 195.9 mm)',
		Treads: '13',
		'Total run': `130.00 in (10.83 ft, 10' 10"; 3,302.0 mm)`,
		'Stringer length': `176.82 in (14.73 ft, 14' 8 13/16"; 4,491.1 mm)`,
		'Stringer stock': '16 ft',
		Pitch: '37.6°',
		'Stairwell opening needed': `118.31 in (9.86 ft, 9' 10 5/16"; 3,005.2 mm)`,
		'Also compliant': 'No other layout in range complies',
	})
	for (const check of ['Riser', 'Tread depth', 'Nosing', 'Flight rise', 'Stairwell opening']) {
		await expect(checkRow(page, check)).toHaveText('Pass')
	}
	await expect(resultsRegion(page).getByRole('rowheader', { name: '2R + G', exact: true })).toHaveCount(0)
	await expectNoBrokenNumbers(page)
})

test('edge: 445 mm has no compliant layout; the 3-riser flight shows its failures and the whole-flight note', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { [RISE]: '445' })
	await calculate(page)
	await expectHeadline(page, 'Stair layout', 'No compliant layout')
	await expect(resultsRegion(page).getByRole('table', { name: 'Layout with the fewest failed checks' })).toBeVisible()
	await expectRows(page, { Risers: '3', 'Stairwell opening needed': 'The whole flight' })
	await expect(checkRow(page, 'Riser')).toHaveText('Fails: Riser 148.3 mm is under the 150 mm minimum (ADK Table 1.1)')
	await expect(checkRow(page, '2R + G')).toHaveText('Fails: 2R + G = 546.7 mm is outside 550–700 mm (ADK Table 1.1)')
	await expect(resultRow(page, 'Headroom', 'Notes').getByRole('cell')).toHaveText(
		'The upper floor is lower than the headroom over the whole flight; the headroom then depends on the ceiling above',
	)
	await expect(resultsRegion(page).getByRole('rowheader', { name: 'Also compliant' })).toHaveCount(0)
	await expect(resultsRegion(page).getByRole('img', { name: 'Side view of the flight' })).toHaveAccessibleDescription(
		/only the floor at the top is drawn/,
	)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('fit mode: the going is hidden, the run required; 2,400 mm is short of the 2,647.0 mm that complies', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Fit the available run' }).check()
	await expect(field(page, GOING)).toHaveCount(0)
	await expect(field(page, RUN)).toHaveAccessibleDescription(/shared between the treads/)
	await expect(page.getByText('Fill in the total rise and the available run to calculate.')).toBeVisible()
	await fillFields(page, { [RISE]: '2600' })
	await expect(page.getByText('Fill in the available run to calculate.')).toBeVisible()
	await fillFields(page, { [RUN]: '2400' })
	await calculate(page)
	await expectHeadline(page, 'Stair layout', 'No compliant layout')
	// N = 12: g = 2,400 / 11 = 218.2 < 220 and θ = 44.8° > 42; gLo = 216.667 / tan 42° = 240.63 → 11 × 240.63 = 2,647.0
	await expectRows(page, {
		Risers: '12',
		'Run that complies': 'This rise needs at least 2,647.0 mm of run (12 risers)',
	})
	await expect(checkRow(page, 'Going')).toHaveText('Fails: Going 218.2 mm is under the 220 mm minimum (ADK Table 1.1)')
	await expect(checkRow(page, 'Pitch')).toHaveText('Fails: Pitch 44.8° is steeper than 42° (ADK Table 1.1)')
	// Show working: the going is the run shared between the treads
	await resultsRegion(page).getByRole('button', { name: 'Show working' }).click()
	await expect(resultsRegion(page).getByRole('group', { name: 'Working' })).toContainText('2,400 mm ÷ 11 =')
	await page.goBack()
	await fillFields(page, { [RUN]: '5000' })
	await calculate(page)
	await expectRows(page, {
		Risers: '16',
		'Run that complies': 'The longest run that complies within 5,000.0 mm is 4,800.0 mm (17 risers, going 300.0 mm)',
	})
})

test('imperial lengths under UK rules with a loft conversion: 13 risers of 7.69 in; the loft box waits under US rules', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('radio', { name: UK }).check()
	await page.getByRole('checkbox', { name: LOFT }).check()
	await page.getByRole('radio', { name: US }).check()
	await expect(page.getByRole('checkbox', { name: LOFT })).toHaveCount(0)
	await page.getByRole('radio', { name: UK }).check()
	await expect(page.getByRole('checkbox', { name: LOFT })).toBeChecked()
	await fillFields(page, { [RISE]: '100', [GOING]: '9', [NOSING]: '3/4', [FLOOR]: '9' })
	await calculate(page)
	// R = 2,540 mm; 12 risers: θ = atan(8.333 / 9) = 42.8° fails; 13: 195.4 mm, 40.5°, 2R + G = 619.4 mm passes
	await expectHeadline(page, 'Stair layout', '13 risers of 7.69 in (7 11/16")')
	await expect(resultRow(page, 'Stairwell opening needed').getByRole('cell')).toContainText('98.80 in')
	await expect(resultsRegion(page).getByText(LOFT)).toBeVisible()
})

test('bad input: each field says what is wrong and Calculate stays disabled; nothing else typed is lost', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { [RISE]: '2600', [RUN]: '3000', [OPENING]: '2700' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(page, [[RISE, '', 'Required']], 'Fill in the total rise to calculate.')
	await expectFieldRejects(
		page,
		[
			[RISE, 'abc', 'Enter a number'],
			[RISE, '1e400', 'Enter a number'],
			[RISE, 'Infinity', 'Enter a number'],
			[RISE, '0', 'Must be between 300 and 6,000 mm'],
			[RISE, '6001', 'Must be between 300 and 6,000 mm'],
			[GOING, '99', 'Must be between 100 and 500 mm'],
			[RUN, 'x', 'Enter a number'],
			[RUN, '199', 'Must be between 200 and 20,000 mm'],
			[NOSING, '51', 'Must be between 0 and 50 mm'],
			[FLOOR, '-1', 'Must be between 0 and 600 mm'],
			[OPENING, '99', 'Must be between 100 and 20,000 mm'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await expect(field(page, RUN)).toHaveValue('3000')
	await expect(field(page, OPENING)).toHaveValue('2700')
	// The optional fields may be emptied; the available run may not when the going is fitted to it
	await fillFields(page, { [RUN]: '', [OPENING]: '' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await page.getByRole('radio', { name: 'Fit the available run' }).check()
	await fillFields(page, { [RUN]: '2400' })
	await fillFields(page, { [RUN]: '' })
	await expect(field(page, RUN)).toHaveAccessibleDescription(/Required/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expectFieldRejects(page, [
		[RISE, '241', 'Must be between 12 and 240 in'],
		[NOSING, '2 1/16', 'Must be between 0 and 2 in'],
	])
	await expectNoAxeViolations(page)
})

test('a unit change starts the lengths again; the going mode and loft stay; the rules follow until chosen', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('checkbox', { name: LOFT }).check()
	await page.getByRole('radio', { name: 'Fit the available run' }).check()
	await fillFields(page, { [RISE]: '2600', [RUN]: '3000', [NOSING]: '25', [FLOOR]: '250', [OPENING]: '2700' })
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: US })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Fit the available run' })).toBeChecked()
	for (const [label, value] of [
		[RISE, ''],
		[RUN, ''],
		[NOSING, '1'],
		[FLOOR, '10.5'],
		[OPENING, ''],
	] as const) {
		await expect(field(page, label), label).toHaveValue(value)
	}
	await expect(field(page, RISE)).toHaveAccessibleDescription(/in/)
	// UK picked by hand in imperial stays UK back in metric, and so does the loft box
	await page.getByRole('radio', { name: UK }).check()
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(page.getByRole('radio', { name: UK })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: LOFT })).toBeChecked()
	await page.getByRole('radio', { name: 'A going I choose' }).check()
	await expect(field(page, GOING)).toHaveValue('250')
	// US picked by hand in metric stays US in imperial
	await page.getByRole('radio', { name: US }).check()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: US })).toBeChecked()
	await expect(field(page, GOING)).toHaveValue('10')
})

test('Start New Calculation: the lengths start again, the rules and going mode stay, the rise takes focus', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: US }).check()
	// US rules: 2,600 mm = 102.36 in / 7.75 = 13.2 → 14 risers of 185.7 mm; 260 mm = 10.24 in ≥ 10;
	// O = 20 + (2,032 + 230) × 260 / 185.714 = 3,186.8 mm ≤ 3,300
	await fillFields(page, { [RISE]: '2600', [GOING]: '260', [OPENING]: '3300' })
	await calculate(page)
	await expectHeadline(page, 'Stair layout', '14 risers of 185.7 mm')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(field(page, RISE)).toHaveValue('')
	await expect(field(page, RISE)).toBeFocused()
	await expect(field(page, GOING)).toHaveValue('250')
	await expect(field(page, OPENING)).toHaveValue('')
	await expect(page.getByRole('radio', { name: US })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
})

test('a link with every field filled opens its results fresh and after a reload, and its form as linked', async ({
	page,
}) => {
	const query =
		'unit=imperial&rules=uk&loft=1&totalRise=100&going=9&availableRun=200&nosing=0.75&floorDepth=9&opening=120'
	await gotoHydrated(page, `${PATH}?${query}#results`)
	// 13 risers run 12 × 9 = 108 in ≤ 200 in; O = 98.80 in ≤ 120 in
	await expectHeadline(page, 'Stair layout', '13 risers of 7.69 in (7 11/16")')
	await expect(checkRow(page, 'Available run')).toHaveText('Pass')
	await expect(checkRow(page, 'Stairwell opening')).toHaveText('Pass')
	await reloadHydrated(page)
	await expectHeadline(page, 'Stair layout', '13 risers of 7.69 in (7 11/16")')
	await gotoHydrated(page, `${PATH}?${query}`)
	await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked()
	await expect(page.getByRole('radio', { name: UK })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: LOFT })).toBeChecked()
	for (const [label, value] of [
		[RISE, '100'],
		[GOING, '9'],
		[RUN, '200'],
		[NOSING, '0.75'],
		[FLOOR, '9'],
		[OPENING, '120'],
	] as const) {
		await expect(field(page, label), label).toHaveValue(value)
	}
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('keyboard: arrow keys choose the rules and going mode, Enter calculates; tap targets are 44 px', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expectTapTargets(page)
	await page.getByRole('radio', { name: UK }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: US })).toBeChecked()
	await page.keyboard.press('ArrowLeft')
	await expect(page.getByRole('radio', { name: UK })).toBeChecked()
	await field(page, RISE).focus()
	await page.keyboard.type('2600')
	await page.keyboard.press('ArrowUp')
	await expect(field(page, RISE)).toHaveValue('2601')
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// 2,601 / 220 = 11.8 → 12 risers of 216.75 mm
	await expectHeadline(page, 'Stair layout', '12 risers of 216.8 mm')
})

test('the drawing fits a 320 px phone and prints with the results', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 740 })
	await gotoHydrated(page, PATH)
	await fillFields(page, { [RISE]: '2600', [OPENING]: '2700' })
	await calculate(page)
	const drawing = resultsRegion(page).getByRole('img', { name: 'Side view of the flight' })
	await expect(drawing).toHaveAccessibleDescription(/12 risers of 216\.7 mm/)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	const box = (await drawing.boundingBox())!
	expect(box.x + box.width).toBeLessThanOrEqual(320)
	await page.emulateMedia({ media: 'print' })
	await expect(drawing).toBeVisible()
})
