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

const PATH = '/calculators/roof-pitch-calculator'

// Several calculations and axe on the results in one test: room for a loaded machine.
test.describe.configure({ timeout: 120_000 })

const DEGREES = 'Pitch (degrees)'
const RISE_IN_12 = 'Pitch (rise in 12)'
const SPAN = 'Span'
const RIDGE = 'Ridge board thickness'
const OVERHANG = 'Eaves overhang'
const BUILDING = 'Building length'
const SPACING = 'Rafter spacing (centres)'
const DEPTH = 'Rafter depth'
const SEAT = 'Birdsmouth seat length'
const GABLE = 'Gable (two slopes meet at a ridge)'
const LEAN_TO = 'Lean-to (one slope)'
const PITCH_MESSAGE = 'The pitch must be between 1 in 12 and 24 in 12 (4.8° to 63.4°)'
const SEAT_MESSAGE = 'The seat cuts through the rafter: shorten the seat or use a deeper rafter'

function field(page: Page, label: string) {
	return page.getByLabel(label, { exact: true })
}

function radio(page: Page, name: string) {
	return page.getByRole('radio', { name, exact: true })
}

test('defaults: metric, 35°, a gable with a 38 mm ridge, 150 mm rafters at 400 mm on a 100 mm seat', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Roof Pitch and Rafter Calculator - Construction Calculator')
	await expect(radio(page, 'Metric')).toBeChecked()
	await expect(radio(page, 'Degrees')).toBeChecked()
	await expect(field(page, DEGREES)).toHaveValue('35')
	await expect(field(page, 'Rise')).toHaveCount(0)
	await expect(radio(page, GABLE)).toBeChecked()
	await expect(field(page, SPAN)).toHaveValue('')
	await expect(field(page, SPAN)).toHaveAccessibleDescription(/Outside of wall plate to outside of wall plate/)
	await expect(field(page, RIDGE)).toHaveValue('38')
	await expect(field(page, OVERHANG)).toHaveValue('0.3')
	await expect(field(page, OVERHANG)).toHaveAccessibleDescription(/Horizontal, beyond the wall/)
	await expect(field(page, BUILDING)).toHaveValue('')
	await expect(field(page, BUILDING)).toHaveAccessibleDescription(/Along the ridge/)
	await expect(field(page, SPACING)).toHaveValue('400')
	await expect(field(page, SPACING).getByRole('option')).toHaveText(['400 mm', '600 mm'])
	await expect(field(page, DEPTH)).toHaveValue('150')
	await expect(field(page, SEAT)).toHaveValue('100')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the span and building length to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric gable at 35°: a 7.2 m span cuts 4.738 m rafters from 5.4 m stock, 42 of them, with the birdsmouth', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { [SPAN]: '7.2', [BUILDING]: '8', [DEPTH]: '175' })
	await calculate(page)
	// run 3.6 − 0.019 = 3.581 m; L = 3.581 × 1.2208 + 0.3 × 1.2208 = 4.372 + 0.366 = 4.738 m
	await expectHeadline(page, 'Rafter length', '4.738 m')
	await expectRows(page, {
		'Pitch (degrees)': '35.0°',
		'Pitch (rise in 12)': '8.40 in 12',
		'Pitch (per cent)': '70.0 %',
		'Pitch factor': '1.221',
		'Rafter run': '3.581 m (11.75 ft)',
		'Roof rise': '2.521 m (8.27 ft)',
		'Line length (plate to ridge)': '4.372 m (14.34 ft)',
		'Tail (overhang)': '0.366 m (1.20 ft)',
		'Rafter length': '4.738 m (15.54 ft)',
		// 4.738 + 0.175 × 0.7002 = 4.860 m → 5.4 m
		'Stock length needed': '4.860 m (15.95 ft)',
		'Stock length': '5.4 m',
		// ⌈8 ÷ 0.4⌉ + 1 = 21 a slope
		'Rafters per slope': '21',
		'Rafters (both slopes)': '42',
		'Plumb cut': '35.0° from square (55.0° to the rafter edge)',
		'Seat cut': 'level, 35.0° to the rafter edge',
		// h = 100 × 0.7002; n = 100 × sin 35°; HAP = 175 ÷ cos 35° − 70.0
		'Birdsmouth heel height': '70.0 mm (2.76 in)',
		'Birdsmouth depth (square to the edge)': '57.4 mm (2.26 in)',
		'Height above plate': '143.6 mm (5.65 in)',
	})
	await expect(resultsRegion(page).getByText(/The birdsmouth cuts more/)).toHaveCount(0)
	await expect(resultsRegion(page).getByText('Cut one pattern rafter', { exact: false })).toBeVisible()
	await expect(resultsRegion(page).getByRole('img', { name: 'Roof section, gable' })).toBeVisible()
	await expect(resultsRegion(page).getByRole('img', { name: 'Birdsmouth at the wall plate' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)

	// The default 150 mm rafter: n = 57.4 > 150 ÷ 3 = 50 warns, above the figures, which are still shown
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await fillFields(page, { [SPAN]: '7.2', [BUILDING]: '8' })
	await calculate(page)
	await expect(
		resultsRegion(page).getByText(
			'The birdsmouth cuts more than a third of the rafter depth (57.4 of 150.0 mm): shorten the seat or use a deeper rafter',
		),
	).toBeVisible()
	await expectHeadline(page, 'Rafter length', '4.738 m')
})

test('imperial gable at 6 in 12: a 24 ft span cuts 14.46 ft rafters from 16 ft stock; a 2×6 warns', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await radio(page, 'Imperial').check()
	await expect(radio(page, 'Rise per 12')).toBeChecked()
	await expect(field(page, RISE_IN_12)).toHaveValue('6')
	await expect(field(page, RIDGE)).toHaveValue('1.5')
	await expect(field(page, OVERHANG)).toHaveValue('12')
	await expect(field(page, SPACING)).toHaveValue('16')
	await expect(field(page, SPACING).getByRole('option')).toHaveText(['12 in', '16 in', '19.2 in', '24 in'])
	await expect(field(page, DEPTH)).toHaveValue('7.25')
	await expect(field(page, SEAT)).toHaveValue('3.5')
	await fillFields(page, { [SPAN]: `24' 0"`, [BUILDING]: '40' })
	await calculate(page)
	// run 12 − 0.75 ÷ 12 = 11.9375 ft; L = 11.9375 × 1.118034 + 1 × 1.118034 = 14.4646 ft
	await expectHeadline(page, 'Rafter length', `14.46 ft (14' 5 9/16")`)
	await expectRows(page, {
		'Pitch (degrees)': '26.6°',
		'Pitch (rise in 12)': '6.00 in 12',
		'Pitch (per cent)': '50.0 %',
		'Rafter run': `11.94 ft (11' 11 1/4"; 3.639 m)`,
		'Rafter length': `14.46 ft (14' 5 9/16"; 4.409 m)`,
		// 14.4646 + 7.25 ÷ 12 × 0.5 = 14.77 ft → 16 ft
		'Stock length': '16 ft',
		'Roof rise': `6.00 ft (6' 0"; 1.829 m)`,
		// 40 × 12 ÷ 16 = 30 → 31 a slope
		'Rafters per slope': '31',
		'Rafters (both slopes)': '62',
		'Plumb cut': '26.6° from square (63.4° to the rafter edge)',
		'Birdsmouth heel height': `1.75 in (1 3/4"; 44.5 mm)`,
		'Height above plate': `6.36 in (6 3/8"; 161.4 mm)`,
	})
	await expect(resultsRegion(page).getByText(/The birdsmouth cuts more/)).toHaveCount(0)
	await expectNoBrokenNumbers(page)

	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(radio(page, 'Imperial')).toBeChecked()
	// a 2×6 (5.5 in) on a 5.5 in seat: n = 5.5 × sin 26.565° = 2.46 > 5.5 ÷ 4
	await fillFields(page, { [SPAN]: '24', [BUILDING]: '40', [DEPTH]: '5.5', [SEAT]: '5.5' })
	await calculate(page)
	await expect(
		resultsRegion(page).getByText(
			'The birdsmouth cuts more than a quarter of the rafter depth (2.46 of 5.50 in; IRC R802.7.1): shorten the seat or use a deeper rafter',
		),
	).toBeVisible()
})

test('lean-to from rise and run: 600 over 2,400 mm is 3 in 12; 8 rafters where Math.ceil would give 9', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await radio(page, 'Rise and run').check()
	await expect(field(page, DEGREES)).toHaveCount(0)
	await radio(page, LEAN_TO).check()
	await expect(field(page, RIDGE)).toHaveCount(0)
	await fillFields(page, { Rise: '600', Run: '2400', [SPAN]: '2.4', [OVERHANG]: '0', [BUILDING]: '4.2' })
	await field(page, SPACING).selectOption('600')
	await fillFields(page, { [DEPTH]: '100' })
	// 150 over 2,400 is under 1 in 12: the message under Run, Calculate disabled; 200 over 2,400 is Equal and passes
	await fillFields(page, { Rise: '150' })
	await expect(field(page, 'Run')).toHaveAccessibleDescription(new RegExp(PITCH_MESSAGE.replace(/[().]/g, '\\$&')))
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await fillFields(page, { Rise: '200' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await fillFields(page, { Rise: '600' })
	await calculate(page)
	// L = 2.4 × 1.030776 = 2.474 m; stock 2.474 + 0.1 × 0.25 = 2.499 → 3.0 m; ⌈4.2 ÷ 0.6⌉ + 1 = 8
	await expectHeadline(page, 'Rafter length', '2.474 m')
	await expectRows(page, {
		'Pitch (degrees)': '14.0°',
		'Pitch (rise in 12)': '3.00 in 12',
		'Stock length needed': '2.499 m (8.20 ft)',
		'Stock length': '3.0 m',
		Rafters: '8',
	})
	await expect(resultRow(page, 'Rafters per slope')).toHaveCount(0)
	await expect(resultsRegion(page).getByRole('img', { name: 'Roof section, lean-to' })).toBeVisible()
})

test('a seat that cuts through the rafter is refused under the seat; 57 mm computes and warns', async ({ page }) => {
	await gotoHydrated(page, PATH)
	// 60°, 50 mm rafter: 60 × sin 60° = 52.0 ≥ 50
	await fillFields(page, { [DEGREES]: '60', [SPAN]: '7.2', [BUILDING]: '8', [DEPTH]: '50', [SEAT]: '60' })
	await expect(field(page, SEAT)).toHaveAccessibleDescription(new RegExp(SEAT_MESSAGE))
	await expect(field(page, SEAT)).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	// 57 × sin 60° = 49.4 < 50, but more than 50 ÷ 3 = 16.7
	await fillFields(page, { [SEAT]: '57' })
	await calculate(page)
	await expect(
		resultsRegion(page).getByText(
			'The birdsmouth cuts more than a third of the rafter depth (49.4 of 50.0 mm): shorten the seat or use a deeper rafter',
		),
	).toBeVisible()
})

test('bad input: each field says what is wrong and Calculate stays disabled; nothing else typed is lost', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { [SPAN]: '7.2', [BUILDING]: '8' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(page, [
		[DEGREES, '4', 'Must be between 5 and 63 degrees'],
		[DEGREES, 'steep', 'Enter a number'],
		[DEGREES, '', 'Required'],
		[SPAN, '0', 'Must be between 1 and 30 m'],
		[SPAN, '1e400', 'Enter a number'],
		[SPAN, '', 'Required'],
		[RIDGE, '101', 'Must be between 0 and 100 mm'],
		[OVERHANG, '1.5', 'Must be between 0 and 1 m'],
		[BUILDING, '61', 'Must be between 1 and 60 m'],
		[BUILDING, 'Infinity', 'Enter a number'],
		[DEPTH, '49', 'Must be between 50 and 400 mm'],
		[SEAT, '-1', 'Must be between 0 and 300 mm'],
	])
	await radio(page, 'Rise and run').check()
	await fillFields(page, { Rise: '600', Run: '2400' })
	await expectFieldRejects(page, [
		['Rise', '0', 'Must be between 1 and 20,000 mm'],
		['Run', '99', 'Must be between 100 and 20,000 mm'],
		['Run', '', 'Required'],
	])
	await radio(page, 'Imperial').check()
	await radio(page, 'Degrees').check()
	await fillFields(page, { [SPAN]: '24', [BUILDING]: '40' })
	await expectFieldRejects(page, [
		[SPAN, '2', 'Must be between 3 and 100 ft'],
		[SPAN, `100' 1"`, 'Must be between 3 and 100 ft'],
		[RIDGE, '4.5', 'Must be between 0 and 4 in'],
		[OVERHANG, '37', 'Must be between 0 and 36 in'],
		[BUILDING, '201', 'Must be between 3 and 200 ft'],
		[DEPTH, '1 7/8', 'Must be between 2 and 16 in'],
		[SEAT, '13', 'Must be between 0 and 12 in'],
	])
	await radio(page, 'Rise per 12').check()
	await expectFieldRejects(page, [[RISE_IN_12, '24.5', 'Must be between 1 and 24']])
	await expect(field(page, SPAN)).toHaveValue('24')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('the pitch modes convert as the Roofing Calculator does, through Rise and run too; rise and run keep their text', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await radio(page, 'Rise per 12').check()
	// 12 × tan 35° = 8.40
	await expect(field(page, RISE_IN_12)).toHaveValue('8.4')
	await fillFields(page, { [RISE_IN_12]: '1' })
	await radio(page, 'Degrees').check()
	// atan(1 ÷ 12) = 4.76° → 5°
	await expect(field(page, DEGREES)).toHaveValue('5')
	await fillFields(page, { [DEGREES]: '35' })
	await radio(page, 'Rise and run').check()
	await fillFields(page, { Rise: '600', Run: '2400' })
	// Degrees 35 → Rise and run → Rise per 12 shows 8.4, as if switched directly
	await radio(page, 'Rise per 12').check()
	await expect(field(page, RISE_IN_12)).toHaveValue('8.4')
	await radio(page, 'Rise and run').check()
	await expect(field(page, 'Rise')).toHaveValue('600')
	await expect(field(page, 'Run')).toHaveValue('2400')
	await radio(page, 'Degrees').check()
	// 8.4 ÷ 12 = 0.7: atan 0.7 = 34.99°
	await expect(field(page, DEGREES)).toHaveValue('34.99')
})

test('a unit change gives every field its new default but the roof type', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await radio(page, 'Rise and run').check()
	await radio(page, LEAN_TO).check()
	await fillFields(page, { Rise: '600', Run: '2400', [SPAN]: '2.4', [BUILDING]: '4.2', [DEPTH]: '175' })
	await field(page, SPACING).selectOption('600')
	await radio(page, 'Imperial').check()
	await expect(radio(page, LEAN_TO)).toBeChecked()
	await expect(radio(page, 'Rise per 12')).toBeChecked()
	await expect(field(page, RISE_IN_12)).toHaveValue('6')
	await expect(field(page, SPAN)).toHaveValue('')
	await expect(field(page, BUILDING)).toHaveValue('')
	await expect(field(page, OVERHANG)).toHaveValue('12')
	await expect(field(page, SPACING)).toHaveValue('16')
	await expect(field(page, DEPTH)).toHaveValue('7.25')
	await radio(page, 'Rise and run').check()
	await expect(field(page, 'Rise')).toHaveValue('')
	await radio(page, 'Metric').check()
	await expect(radio(page, 'Degrees')).toBeChecked()
	await expect(field(page, DEGREES)).toHaveValue('35')
	await expect(radio(page, LEAN_TO)).toBeChecked()
	await expect(field(page, DEPTH)).toHaveValue('150')
})

test('Start New Calculation: the system defaults again, the span takes focus', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await radio(page, LEAN_TO).check()
	await fillFields(page, { [DEGREES]: '40', [SPAN]: '3', [BUILDING]: '5', [SEAT]: '50' })
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(field(page, SPAN)).toBeFocused()
	await expect(field(page, SPAN)).toHaveValue('')
	await expect(field(page, DEGREES)).toHaveValue('35')
	await expect(field(page, SEAT)).toHaveValue('100')
	await expect(radio(page, GABLE)).toBeChecked()
})

test('a link with every field filled opens its results fresh and after a reload, and its form as linked', async ({
	page,
}) => {
	const query =
		'unit=imperial&pitchMode=riseRun&pitchFieldMode=rise&pitch=6&rise=6&run=12&roofType=gable&span=24&ridge=1.5' +
		'&overhang=10&buildingLength=40&spacing=19.2&rafterDepth=9.25&seat=3.5'
	// L = 11.9375 × 1.118034 + 10 ÷ 12 × 1.118034 = 14.2782 ft = 14' 3 5/16"; 480 ÷ 19.2 = 25 → 26 a slope
	const expectLinkedResults = async () => {
		await expectHeadline(page, 'Rafter length', `14.28 ft (14' 3 5/16")`)
		await expectRows(page, { 'Rafters per slope': '26', 'Rafters (both slopes)': '52', 'Stock length': '16 ft' })
	}
	await gotoHydrated(page, `${PATH}?${query}#results`)
	await expectLinkedResults()
	await reloadHydrated(page)
	await expectLinkedResults()
	await gotoHydrated(page, `${PATH}?${query}`)
	await expect(radio(page, 'Imperial')).toBeChecked()
	await expect(radio(page, 'Rise and run')).toBeChecked()
	await expect(radio(page, GABLE)).toBeChecked()
	for (const [label, value] of [
		['Rise', '6'],
		['Run', '12'],
		[SPAN, '24'],
		[RIDGE, '1.5'],
		[OVERHANG, '10'],
		[BUILDING, '40'],
		[SPACING, '19.2'],
		[DEPTH, '9.25'],
		[SEAT, '3.5'],
	] as const) {
		await expect(field(page, label), label).toHaveValue(value)
	}
	await radio(page, 'Rise per 12').check()
	await expect(field(page, RISE_IN_12)).toHaveValue('6')
})

test('keyboard: arrow keys choose the pitch mode, Enter calculates; tap targets are 44 px', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expectTapTargets(page)
	await radio(page, 'Degrees').focus()
	await page.keyboard.press('ArrowRight')
	await expect(radio(page, 'Rise per 12')).toBeChecked()
	await page.keyboard.press('ArrowLeft')
	await expect(radio(page, 'Degrees')).toBeChecked()
	await field(page, DEGREES).focus()
	await page.keyboard.press('ArrowUp')
	await expect(field(page, DEGREES)).toHaveValue('35.5')
	await page.keyboard.press('ArrowDown')
	await fillFields(page, { [SPAN]: '7.2', [BUILDING]: '8' })
	await field(page, BUILDING).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectHeadline(page, 'Rafter length', '4.738 m')
})

test('the drawings fit a 320 px phone and print with the results', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 740 })
	await gotoHydrated(page, PATH)
	await fillFields(page, { [SPAN]: '7.2', [BUILDING]: '8', [DEPTH]: '175' })
	await calculate(page)
	const section = resultsRegion(page).getByRole('img', { name: 'Roof section, gable' })
	await expect(section).toHaveAccessibleDescription(/roof rises 2\.52 m from the plate to the ridge centreline/)
	const birdsmouth = resultsRegion(page).getByRole('img', { name: 'Birdsmouth at the wall plate' })
	await expect(birdsmouth).toHaveAccessibleDescription(/143\.6 mm of rafter \(HAP\)/)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	for (const drawing of [section, birdsmouth]) {
		const box = (await drawing.boundingBox())!
		expect(box.x).toBeGreaterThanOrEqual(0)
		expect(box.x + box.width).toBeLessThanOrEqual(320)
	}
	await page.emulateMedia({ media: 'print' })
	await expect(section).toBeVisible()
	await expect(birdsmouth).toBeVisible()
})
