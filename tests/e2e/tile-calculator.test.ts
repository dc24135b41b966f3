import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, pressCalculate, test } from './fixtures.ts'

const PATH = '/calculators/tile-calculator'
const NO_SURFACE_ALERT = 'Please fill in length and width for at least one surface'
const EMPTY_OBSTRUCTIONS =
	'No obstructions added yet. Add windows, doors, or other obstacles that should be excluded from the calculation.'

function field(page: Page, name: string) {
	return page.getByLabel(name, { exact: true })
}

function button(page: Page, name: string) {
	return page.getByRole('button', { name, exact: true })
}

async function fill(page: Page, values: Record<string, string>) {
	for (const [name, value] of Object.entries(values)) await field(page, name).fill(value)
}

function results(page: Page) {
	return page.getByRole('region', { name: 'Results' })
}

function resultRow(page: Page, label: string) {
	return results(page)
		.getByRole('table', { name: 'Tile Summary' })
		.getByRole('row', { name: new RegExp(`^${label}`) })
}

/** The entry names in a list, in order. */
async function expectNames(page: Page, group: string, names: ReadonlyArray<string>) {
	const inputs = page.getByRole('group', { name: group }).getByRole('textbox', { name: / Name$/ })
	await expect(inputs).toHaveCount(names.length)
	for (const [index, name] of names.entries()) await expect(inputs.nth(index)).toHaveValue(name)
}

async function calculate(page: Page) {
	await button(page, 'Calculate').click()
	await expect(results(page)).toBeVisible()
}

function escape(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test('the form starts with one wall, no obstructions, 300 × 300 mm tiles and wastage on', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Millimeters (mm)' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Imperial (inches)' })).not.toBeChecked()
	const surfaces = page.getByRole('group', { name: 'Surfaces' })
	await expect(surfaces.getByRole('listitem')).toHaveCount(1)
	await expect(field(page, 'Wall 1 Name')).toHaveValue('Wall 1')
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await expect(field(page, 'Wall 1 Width')).toHaveValue('')
	await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
	const obstructions = page.getByRole('group', { name: 'Obstructions' })
	await expect(obstructions.getByRole('listitem')).toHaveCount(0)
	await expect(obstructions.getByText(EMPTY_OBSTRUCTIONS)).toBeVisible()
	await expect(field(page, 'Tile Length')).toHaveValue('300')
	await expect(field(page, 'Tile Width')).toHaveValue('300')
	await expect(page.getByRole('checkbox', { name: 'Include 10% extra for cuts and wastage' })).toBeChecked()
	await expect(button(page, 'Calculate')).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('Calculate with no usable surface shows the seed alert in the page until a surface is complete', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	const alert = page.getByRole('alert')
	await expect(alert).toHaveText('')
	await button(page, 'Calculate').click()
	await expect(alert).toHaveText(NO_SURFACE_ALERT)
	await expect(results(page)).toHaveCount(0)
	await expect(button(page, 'Calculate')).toBeEnabled()
	await expectNoAxeViolations(page)
	// A surface with only a length is still not usable: the seed alert stays.
	await field(page, 'Wall 1 Length').fill('3000')
	await button(page, 'Calculate').click()
	await expect(alert).toHaveText(NO_SURFACE_ALERT)
	await field(page, 'Wall 1 Width').fill('2400')
	await expect(alert).toHaveText('')
	await calculate(page)
})

test('surfaces are added, renamed and removed, and the last one cannot be removed', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await button(page, 'Add Wall').click()
	await button(page, 'Add Floor').click()
	await button(page, 'Add Floor').click()
	await expectNames(page, 'Surfaces', ['Wall 1', 'Wall 2', 'Floor 1', 'Floor 2'])
	await expect(field(page, 'Floor 2 Width')).toBeVisible()
	await expect(button(page, 'Remove Wall 1')).toBeVisible()

	await field(page, 'Wall 1 Name').fill('Kitchen splashback')
	await expect(field(page, 'Kitchen splashback Length')).toBeVisible()
	await field(page, 'Kitchen splashback Length').fill('2400')
	await expect(button(page, 'Remove Kitchen splashback')).toBeVisible()

	await button(page, 'Remove Wall 2').click()
	await expect(field(page, 'Floor 1 Name')).toBeFocused()
	await button(page, 'Remove Floor 2').click()
	await expect(field(page, 'Floor 1 Name')).toBeFocused()
	await button(page, 'Remove Floor 1').click()
	await expectNames(page, 'Surfaces', ['Kitchen splashback'])
	await expect(field(page, 'Kitchen splashback Length')).toHaveValue('2400')
	await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
	// New entries continue the numbering of their kind.
	await button(page, 'Add Wall').click()
	await expectNames(page, 'Surfaces', ['Kitchen splashback', 'Wall 1'])
})

test('obstructions are added, renamed and removed, and the empty message comes back', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const group = page.getByRole('group', { name: 'Obstructions' })
	await button(page, 'Add Window/Door').click()
	await expect(group.getByText(EMPTY_OBSTRUCTIONS)).toHaveCount(0)
	await button(page, 'Add Floor Obstacle').click()
	await button(page, 'Add Window/Door').click()
	await expectNames(page, 'Obstructions', ['Window/Door 1', 'Floor Obstacle 1', 'Window/Door 2'])
	await fill(page, { 'Window/Door 1 Length': '900', 'Window/Door 1 Width': '2000' })
	await field(page, 'Floor Obstacle 1 Name').fill('Bath')
	await expect(field(page, 'Bath Width')).toBeVisible()
	await button(page, 'Remove Window/Door 1').click()
	await expect(field(page, 'Bath Name')).toBeFocused()
	await button(page, 'Remove Bath').click()
	await button(page, 'Remove Window/Door 2').click()
	await expect(group.getByText(EMPTY_OBSTRUCTIONS)).toBeVisible()
	await expect(button(page, 'Add Window/Door')).toBeFocused()
})

test('each size shows its converted value, and a unit change starts the surfaces again', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await button(page, 'Add Window/Door').click()
	await fill(page, { 'Wall 1 Length': '3000', 'Window/Door 1 Width': '900', 'Tile Length': '600' })
	await expect(field(page, 'Wall 1 Length')).toHaveAccessibleDescription(/= 3 m/)
	await expect(field(page, 'Window/Door 1 Width')).toHaveAccessibleDescription(/= 0.9 m/)
	await field(page, 'Wall 1 Width').fill('wide')
	await expect(field(page, 'Wall 1 Width')).not.toHaveAccessibleDescription(/=/)

	// The one unit rule (docs/decisions/036-one-unit-rule.md): surfaces and obstructions start again; the tile size (mm) stays.
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await expect(field(page, 'Wall 1 Width')).toHaveValue('')
	await expect(field(page, 'Window/Door 1 Width')).toHaveCount(0)
	await expect(field(page, 'Tile Length')).toHaveValue('600')
	await field(page, 'Wall 1 Length').fill('2.4')
	await expect(field(page, 'Wall 1 Length')).toHaveAccessibleDescription(/= 2,400 mm/)

	await page.getByRole('radio', { name: 'Imperial (inches)' }).check()
	await expect(page.getByRole('radio', { name: 'Meters (m)' })).toHaveCount(0)
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await field(page, 'Wall 1 Length').fill('96')
	await expect(field(page, 'Wall 1 Length')).toHaveAccessibleDescription(/= 2,438.4 mm/)
	await expect(field(page, 'Wall 1 Length')).toHaveAccessibleDescription(/in/)
	// Tile sizes stay in millimetres; imperial users see inches under them.
	await field(page, 'Tile Length').fill('300')
	await expect(field(page, 'Tile Length')).toHaveAccessibleDescription(/mm.*= 11.811 in/)
})

test('a metric bathroom: Calculating..., then the areas, the tiles and the notes', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await button(page, 'Add Floor').click()
	await button(page, 'Add Window/Door').click()
	await fill(page, {
		'Wall 1 Length': '3000',
		'Wall 1 Width': '2400',
		'Floor 1 Length': '3000',
		'Floor 1 Width': '2000',
		'Window/Door 1 Length': '900',
		'Window/Door 1 Width': '2000',
	})
	await pressCalculate(page)
	await expect(results(page)).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// walls 7.2 − door 1.8 + floor 6.0 = 11.4 m²; × 1.1 = 12.54 m² / 0.09 m² = 139.33 → 140
	await expect(results(page).getByRole('term').first()).toHaveText('Total Tiles Needed')
	await expect(results(page).getByRole('definition').first()).toHaveText('140')
	await expect(resultRow(page, 'Total Area')).toContainText('11.40 m² (122.71 ft²)')
	await expect(resultRow(page, 'Wall Area')).toContainText('7.20 m²')
	await expect(resultRow(page, 'Floor Area')).toContainText('6.00 m²')
	await expect(resultRow(page, 'Obstructions Area')).toContainText('1.80 m²')
	await expect(resultRow(page, 'Area with Wastage')).toContainText('12.54 m²')
	await expect(resultRow(page, 'Tile Size')).toContainText('300 × 300 mm (0.09 m² per tile)')
	// 11.4 / 0.09 = 126.67 → 127 tiles before waste; 140 − 127 = 13
	await expect(resultRow(page, 'Waste Allowance')).toContainText('10% (13 tiles)')
	const summary = results(page).getByRole('heading', { name: 'Your Inputs' }).locator('xpath=following-sibling::dl')
	await expect(summary).toContainText('Metric (millimeters)')
	await expect(summary).toContainText('1 wall, 1 floor')
	await expect(summary).toContainText('1 window/door')
	await expect(summary).toContainText('Included (10%)')
	// 11.4 × 1.15 = 13.11 m² / 0.09 = 145.67 → 146
	await expect(
		results(page).getByText('For complex patterns or herringbone, add 15% extra instead: 146 tiles.'),
	).toBeVisible()
	const surfaces = results(page).getByRole('table', { name: 'Surfaces' })
	await expect(surfaces.getByRole('row', { name: /^Wall 1/ })).toContainText('3,000 × 2,400 mm')
	await expect(surfaces.getByRole('row', { name: /^Floor 1/ })).toContainText('6.00 m²')
	await expect(results(page).getByRole('table', { name: 'Obstructions' })).toContainText('Window/Door 1')
	await expect(results(page).getByRole('heading', { name: 'Tiling Tips' })).toBeVisible()
	await expect(results(page).getByRole('listitem')).not.toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('an imperial wall in inches, with and without wastage; the unit choice survives Start New', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (inches)' }).check()
	// 120 × 96 in of 12 × 12 in (304.8 mm) tiles: 10 × 8 = 80 tiles, 88 with 10%
	await fill(page, { 'Wall 1 Length': '120', 'Wall 1 Width': '96', 'Tile Length': '304.8', 'Tile Width': '304.8' })
	await calculate(page)
	await expect(results(page).getByRole('definition').first()).toHaveText('88')
	await expect(resultRow(page, 'Total Area')).toContainText('7.43 m² (80.00 ft²)')
	await expect(results(page).getByRole('table', { name: 'Surfaces' })).toContainText('120 × 96 in')
	await button(page, 'Start New Calculation').click()
	await expect(page.getByRole('radio', { name: 'Imperial (inches)' })).toBeChecked()
	await page.getByRole('checkbox', { name: 'Include 10% extra for cuts and wastage' }).uncheck()
	await fill(page, { 'Wall 1 Length': '120', 'Wall 1 Width': '96', 'Tile Length': '304.8', 'Tile Width': '304.8' })
	await calculate(page)
	await expect(results(page).getByRole('definition').first()).toHaveText('80')
	await expect(resultRow(page, 'Waste Allowance')).toContainText('Not included')
	await expect(resultRow(page, 'Area with Wastage')).toContainText('7.43 m²')
})

test('the floating-point trap: 100 tiles of area with 10% is 110 tiles, not 111', async ({ page }) => {
	await gotoHydrated(page, PATH)
	// 2000 × 1500 mm of 300 × 100 mm tiles is 100 tiles; × 1.1 is 110.00000000000001 in floating point
	await fill(page, { 'Wall 1 Length': '2000', 'Wall 1 Width': '1500', 'Tile Width': '100' })
	await calculate(page)
	await expect(results(page).getByRole('definition').first()).toHaveText('110')
	await expect(resultRow(page, 'Waste Allowance')).toContainText('10% (10 tiles)')
})

test('metres and floor obstacles: the obstacles come off the floor', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	await field(page, 'Wall 1 Name').fill('Kitchen floor')
	await button(page, 'Add Floor Obstacle').click()
	await fill(page, {
		'Kitchen floor Length': '3',
		'Kitchen floor Width': '3',
		'Floor Obstacle 1 Length': '1',
		'Floor Obstacle 1 Width': '0.6',
	})
	await expect(field(page, 'Floor Obstacle 1 Width')).toHaveAccessibleDescription(/= 600 mm/)
	// The first surface is a wall: a floor obstacle with no floor to come off is a mistake, said at the obstacle.
	await expect(field(page, 'Floor Obstacle 1 Length')).toHaveAccessibleDescription(/Larger than any floor/)
	await expect(button(page, 'Calculate')).toBeDisabled()
	await button(page, 'Add Floor').click()
	await fill(page, {
		'Floor 1 Length': '3',
		'Floor 1 Width': '3',
		'Floor Obstacle 1 Length': '1',
		'Floor Obstacle 1 Width': '0.6',
	})
	await calculate(page)
	// wall 3 × 3 = 9 m²; Floor 1 9 m² less the island 1 × 0.6 = 8.4 m²: 17.4 m² × 1.1 = 19.14 / 0.09 = 212.67 → 213
	await expect(results(page).getByRole('definition').first()).toHaveText('213')
	await expect(resultRow(page, 'Total Area')).toContainText('17.40 m²')
	await expect(resultRow(page, 'Floor Area')).toContainText('9.00 m²')
	await expect(resultRow(page, 'Obstructions Area')).toContainText('0.60 m²')
})

test('Start New Calculation restores one Wall 1, no obstructions and 300 × 300 mm tiles', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await button(page, 'Add Wall').click()
	await button(page, 'Add Floor Obstacle').click()
	await field(page, 'Wall 1 Name').fill('Shower')
	await fill(page, {
		'Shower Length': '1200',
		'Shower Width': '2100',
		'Wall 2 Length': '900',
		'Wall 2 Width': '2100',
		'Tile Length': '600',
		'Tile Width': '200',
	})
	await calculate(page)
	await button(page, 'Start New Calculation').click()
	await expectNames(page, 'Surfaces', ['Wall 1'])
	await expectNames(page, 'Obstructions', [])
	await expect(field(page, 'Wall 1 Length')).toBeFocused()
	await expect(field(page, 'Wall 1 Length')).toHaveValue('')
	await expect(field(page, 'Wall 1 Width')).toHaveValue('')
	await expect(page.getByText(EMPTY_OBSTRUCTIONS)).toBeVisible()
	await expect(field(page, 'Tile Length')).toHaveValue('300')
	await expect(field(page, 'Tile Width')).toHaveValue('300')
	await expect(page.getByRole('alert')).toHaveText('')
	await expect(button(page, 'Calculate')).toBeEnabled()
})

test('half-filled entries are named in the alert; entries left blank are ignored', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await button(page, 'Add Wall').click()
	await button(page, 'Add Window/Door').click()
	await fill(page, { 'Wall 1 Length': '3000', 'Wall 1 Width': '2400', 'Window/Door 1 Length': '900' })
	await button(page, 'Calculate').click()
	await expect(page.getByRole('alert')).toHaveText('Fill in both length and width for Window/Door 1, or clear it.')
	await expect(results(page)).toHaveCount(0)
	await field(page, 'Window/Door 1 Length').fill('')
	await expect(page.getByRole('alert')).toHaveText('')
	await calculate(page)
	// Wall 2 and Window/Door 1 were left blank: 7.2 m² × 1.1 / 0.09 = 88
	await expect(results(page).getByRole('definition').first()).toHaveText('88')
	const summary = results(page).getByRole('heading', { name: 'Your Inputs' }).locator('xpath=following-sibling::dl')
	await expect(summary).toContainText('1 wall')
	await expect(summary.getByRole('definition').nth(2)).toHaveText('None')
})

test('bad input gets a message at the field, keeps the rest of the form and never breaks the page', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await button(page, 'Add Window/Door').click()
	await fill(page, { 'Wall 1 Length': '3000', 'Wall 1 Width': '2400' })
	const calculate = button(page, 'Calculate')
	const cases: Array<[string, string, string]> = [
		['Wall 1 Length', '1e400', 'Enter a number'],
		['Wall 1 Length', '-3', 'Must be between 1 and 100,000 mm'],
		['Wall 1 Length', 'abc', 'Enter a number'],
		['Wall 1 Length', '12 ft', 'Enter a number'],
		['Wall 1 Width', '0', 'Must be between 1 and 100,000 mm'],
		['Wall 1 Width', '100001', 'Must be between 1 and 100,000 mm'],
		['Window/Door 1 Width', 'Infinity', 'Enter a number'],
		['Window/Door 1 Width', '9'.repeat(5000), 'Enter a shorter number'],
		['Tile Width', '-3', 'Must be between 1 and 3,600 mm'],
		['Tile Length', '0', 'Must be between 1 and 3,600 mm'],
	]
	for (const [name, value, message] of cases) {
		const input = field(page, name)
		const original = await input.inputValue()
		await input.fill(value)
		await expect(input).toHaveAttribute('aria-invalid', 'true')
		await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)))
		await expect(calculate).toBeDisabled()
		await expect(page.getByText(`Correct ${name} to calculate.`)).toBeVisible()
		await expectNoBrokenNumbers(page)
		await input.fill(original)
	}
	await expectNoAxeViolations(page)
	await expect(calculate).toBeEnabled()
	await expect(field(page, 'Wall 1 Length')).toHaveValue('3000')

	// SPEC-NOTES §3: a blank tile size is the standard 300 mm, and the field says so; anything else
	// that is not a number in range is an error, never silently 300.
	await field(page, 'Tile Length').fill('')
	await expect(field(page, 'Tile Length')).not.toHaveAttribute('aria-invalid')
	await expect(field(page, 'Tile Length')).toHaveAccessibleDescription(/Blank, so the standard 300 mm is used/)
	await expect(calculate).toBeEnabled()
	for (const value of ['abc', '1e400', 'Infinity', '1.2.3', '12 ft']) {
		await field(page, 'Tile Length').fill(value)
		await expect(field(page, 'Tile Length')).toHaveAttribute('aria-invalid', 'true')
		await expect(field(page, 'Tile Length')).toHaveAccessibleDescription(/Enter a number/)
		await expect(calculate).toBeDisabled()
	}
	await field(page, 'Tile Length').fill('')
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	await field(page, 'Wall 1 Length').fill('3')
	await field(page, 'Wall 1 Width').fill('0.05')
	await expect(field(page, 'Wall 1 Width')).toHaveAccessibleDescription(/Must be between 0.1 and 100 m/)
	await field(page, 'Wall 1 Width').fill('2.4')
	await calculate.click()
	await expect(resultRow(page, 'Tile Size')).toContainText('300 × 300 mm')
	await expectNoBrokenNumbers(page)
})

test("a size typed as '600x600' fills both tile fields: 37 tiles, not 74", async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fill(page, { 'Wall 1 Length': '3000', 'Wall 1 Width': '4000' })
	// typed key by key, as a person would: the field says what it understood and fills both when left
	await field(page, 'Tile Length').fill('')
	await field(page, 'Tile Length').pressSequentially('600x600')
	await expect(field(page, 'Tile Length')).toHaveAccessibleDescription(/= 600 × 600 mm: fills both fields/)
	await page.keyboard.press('Tab')
	await expect(field(page, 'Tile Length')).toHaveValue('600')
	await expect(field(page, 'Tile Width')).toHaveValue('600')
	await button(page, 'Calculate').click()
	// 12 m² × 1.1 = 13.2 m² / 0.36 m² = 36.67 → 37
	await expect(results(page).getByRole('definition').first()).toHaveText('37')
	await expect(resultRow(page, 'Tile Size')).toContainText('600 × 600 mm')
	await button(page, 'Start New Calculation').click()
	await fill(page, { 'Wall 1 Length': '3000', 'Wall 1 Width': '4000', 'Tile Width': '600 × 300' })
	await button(page, 'Calculate').click()
	// 13.2 m² / 0.18 m² = 73.33 → 74
	await expect(results(page).getByRole('definition').first()).toHaveText('74')
	await expect(resultRow(page, 'Tile Size')).toContainText('600 × 300 mm')
})

test('the whole flow works by keyboard alone', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await field(page, 'Wall 1 Length').focus()
	await page.keyboard.type('2000')
	await page.keyboard.press('Tab')
	await page.keyboard.type('1500')
	await expect(field(page, 'Wall 1 Width')).toBeFocused()
	await page.keyboard.press('ArrowUp')
	await expect(field(page, 'Wall 1 Width')).toHaveValue('1501')
	await page.keyboard.press('ArrowDown')
	await page.keyboard.press('Enter')
	// 2000 × 1500 = 3 m² × 1.1 / 0.09 = 36.67 → 37
	await expect(results(page).getByRole('definition').first()).toHaveText('37')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// The estimate tools come first: Show working, the currency, each price, then Add to project, CSV, text, Print and
	// whether the print has the method too.
	await page.keyboard.press('Tab')
	await expect(button(page, 'Show working')).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(results(page).getByRole('group', { name: 'Working' })).toBeVisible()
	await page.keyboard.press('Tab')
	await expect(results(page).getByLabel('Currency')).toBeFocused()
	const prices = results(page).getByLabel(/price per/)
	for (let index = 0; index < (await prices.count()); index += 1) {
		await page.keyboard.press('Tab')
		await expect(prices.nth(index)).toBeFocused()
	}
	await page.keyboard.type('0.5')
	// The list of what to buy scrolls sideways on a narrow phone, so the keyboard can reach it to scroll it.
	await page.keyboard.press('Tab')
	await expect(results(page).getByRole('region', { name: 'What to buy' })).toBeFocused()
	for (const name of ['Add to project', 'Download CSV', 'Copy as text', 'Print']) {
		await page.keyboard.press('Tab')
		await expect(button(page, name)).toBeFocused()
	}
	await page.keyboard.press('Tab')
	await expect(page.getByRole('checkbox', { name: "Print how it's calculated too" })).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(button(page, 'Copy link')).toBeFocused()
	// Share follows where the browser can share; Start New Calculation comes last.
	if ((await button(page, 'Share').count()) > 0) await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(button(page, 'Start New Calculation')).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(field(page, 'Wall 1 Length')).toBeFocused()
})

test.describe('on a 320 px wide screen', () => {
	test.use({ viewport: { width: 320, height: 640 } })

	test('neither the form nor the results scroll sideways, even with long names and sizes', async ({ page }) => {
		await gotoHydrated(page, PATH)
		await button(page, 'Add Floor').click()
		await button(page, 'Add Floor Obstacle').click()
		await button(page, 'Add Window/Door').click()
		await field(page, 'Wall 1 Name').fill('Kitchensplashbackbehindthecooker')
		await fill(page, {
			'Kitchensplashbackbehindthecooker Length': '100000',
			'Kitchensplashbackbehindthecooker Width': '100000',
			'Floor 1 Length': '4000',
			'Floor 1 Width': '3000',
			'Window/Door 1 Length': '12000',
			'Window/Door 1 Width': '2000',
			'Floor Obstacle 1 Length': '1200',
			'Floor Obstacle 1 Width': '600',
		})
		const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(await overflow()).toBeLessThanOrEqual(0)
		await calculate(page)
		expect(await overflow()).toBeLessThanOrEqual(0)
		await expectNoAxeViolations(page)
	})
})
