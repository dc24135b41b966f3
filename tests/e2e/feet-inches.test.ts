import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects } from './calculator-helpers.ts'
import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, resultsRegion, test } from './fixtures.ts'

// Issue #15: imperial length fields take feet, inches and fractions as builders write them, and the
// results print imperial lengths in feet and inches too. A length typed so gives exactly the
// result of its decimal equivalent: the whole results view reads the same, word for word.

type Entry = Record<string, string>

/** A fresh form in the unit system named `unit` (or the default), with `values` typed. */
async function fillForm(page: Page, path: string, unit: string | null, values: Entry) {
	await gotoHydrated(page, path)
	if (unit) await page.getByRole('radio', { name: unit }).check()
	for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value)
}

/** The results of `notation` read word for word as those of `decimal`; the notation's results stay on the page. */
async function expectSameResults(page: Page, path: string, unit: string | null, decimal: Entry, notation: Entry) {
	const texts: Array<string> = []
	for (const values of [decimal, notation]) {
		await fillForm(page, path, unit, values)
		texts.push(await (await calculate(page)).innerText())
		await expectNoBrokenNumbers(page)
	}
	expect(texts[1]).toBe(texts[0])
}

const DECK = '/calculators/deck-board-estimator'
// 16' 4 1/2" = 16 + 4.5 / 12 = 16.375 ft; 12'-6" = 12.5 ft; 6" = 0.5 ft; 3/16" = 3 / 192 = 0.015625 ft
const DECK_AS_BUILDERS_WRITE_IT = {
	'Deck Length': `16' 4 1/2"`,
	'Deck Width': `12'-6"`,
	'Board Width': '6"',
	'Board Length': '16 ft',
	'Gap Between Boards': '3/16"',
}
const DECK_IN_DECIMAL_FEET = {
	'Deck Length': '16.375',
	'Deck Width': '12.5',
	'Board Width': '0.5',
	'Board Length': '16',
	'Gap Between Boards': '0.015625',
}

test(`deck (feet): 16' 4 1/2" × 12'-6" is exactly the 16.375 × 12.5 ft deck, and the results say it both ways`, async ({
	page,
}) => {
	await expectSameResults(page, DECK, 'Imperial (feet)', DECK_IN_DECIMAL_FEET, DECK_AS_BUILDERS_WRITE_IT)
	const row = (label: string) => resultsRegion(page).getByRole('row', { name: label })
	await expect(row('Project Specification')).toContainText(`16.375 × 12.5 ft (16' 4 1/2" × 12' 6") deck`)
	await expect(row('Board Dimensions')).toContainText(`0.5 × 16 ft (6" × 16' 0")`)
	await expect(row('Gap Between Boards')).toContainText(`0.0156 ft (3/16")`)
	await expect(resultsRegion(page).getByRole('definition').filter({ hasText: `16.375 ft (16' 4 1/2")` })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('deck (feet): the hint says what was understood; malformed entries are errors on the field', async ({ page }) => {
	await fillForm(page, DECK, 'Imperial (feet)', DECK_AS_BUILDERS_WRITE_IT)
	// 16.375 ft × 0.3048 = 4.99110 m
	await expect(page.getByLabel('Deck Length')).toHaveAccessibleDescription('ft = 16.375 ft = 4.9911 m')
	await expect(page.getByLabel('Gap Between Boards')).toHaveAccessibleDescription(/= 0.0156 ft = 0.0048 m/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(
		page,
		[
			['Deck Length', '1/0', 'The number under / must be above 0'],
			['Deck Length', '5//8', 'Write a fraction with one /, e.g. 5/8'],
			['Deck Length', `12'' 6"`, `Write inches with ", not ''`],
			['Deck Length', `12' 6 1/2 3/4"`, 'Give one fraction per number, e.g. 6 1/2'],
			['Deck Length', `-12' 6"`, 'Must be between 1 and 3,280 ft'],
			['Deck Width', `12' -6"`, 'Must be between 1 and 3,280 ft'],
			['Deck Width', '11/4', 'Write 11/4 as 2 3/4'],
			['Board Length', '2.4 m', `Enter feet and inches, e.g. 12' 6 1/2" or 12.5`],
			['Board Width', '1/16"', 'Must be between 0.1 and 10 ft'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await page.getByLabel('Deck Length').fill('5//8')
	await expectNoAxeViolations(page)
})

test('deck (metric): a metric field takes a unit and converts it to its own', async ({ page }) => {
	const boards = { 'Board Width': '140', 'Board Length': '4800', 'Gap Between Boards': '5' }
	await expectSameResults(
		page,
		DECK,
		null,
		{ ...boards, 'Deck Length': '4800', 'Deck Width': '3600' },
		{ ...boards, 'Deck Length': '4.8 m', 'Deck Width': '360 cm' },
	)
	await expect(resultsRegion(page)).toContainText('4,800 × 3,600 mm deck')
	await fillForm(page, DECK, null, { 'Deck Length': '4.8 m' })
	await expect(page.getByLabel('Deck Length')).toHaveAccessibleDescription('mm = 4,800 mm = 4.8 m')
})

test(`tile (inches): a 12' 6" × 96 1/2 wall is exactly the 150 × 96.5 in wall`, async ({ page }) => {
	const tile = '/calculators/tile-calculator'
	const notation = { 'Wall 1 Length': `12' 6"`, 'Wall 1 Width': '96 1/2' }
	await expectSameResults(page, tile, 'Imperial (inches)', { 'Wall 1 Length': '150', 'Wall 1 Width': '96.5' }, notation)
	const surfaces = resultsRegion(page).getByRole('table', { name: 'Surfaces' })
	await expect(surfaces).toContainText(`150 × 96.5 in (150" × 96 1/2")`)
	await fillForm(page, tile, 'Imperial (inches)', notation)
	// 12 × 12 + 6 = 150 in × 25.4 = 3,810 mm
	await expect(page.getByLabel('Wall 1 Length', { exact: true })).toHaveAccessibleDescription(/= 150 in = 3,810 mm/)
	await expectFieldRejects(page, [
		['Wall 1 Length', '5//8', 'Write a fraction with one /, e.g. 5/8'],
		['Wall 1 Width', '6 1/2 3/4', 'Give one fraction per number, e.g. 6 1/2'],
	])
	await expectNoAxeViolations(page)
})

test(`paint (feet): 12' 6" × 7' 9" walls are exactly the 12.5 × 7.75 ft walls`, async ({ page }) => {
	const paint = '/calculators/paint-calculator'
	const notation = { 'Wall 1 Length': `12' 6"`, 'Wall 1 Height': '7 ft 9 in' }
	await expectSameResults(
		page,
		paint,
		'Imperial (feet)',
		{ 'Wall 1 Length': '12.5', 'Wall 1 Height': '7.75' },
		notation,
	)
	const summary = resultsRegion(page).getByRole('definition')
	await expect(summary.filter({ hasText: `12.5 × 7.75 ft (12' 6" × 7' 9"), 2 coats` })).toBeVisible()
	await fillForm(page, paint, 'Imperial (feet)', notation)
	await expect(page.getByLabel('Wall 1 Height', { exact: true })).toHaveAccessibleDescription(/= 7.75 ft/)
	await expectFieldRejects(page, [['Wall 1 Height', `7'' 9"`, `Write inches with ", not ''`]])
})

test(`wallpaper (feet): 20 1/2" × 33' rolls on a 12' 6" × 8' 3" wall are exactly the decimal ones`, async ({
	page,
}) => {
	const wallpaper = '/calculators/wallpaper-calculator'
	const notation = {
		'Roll Width': '20 1/2"',
		'Roll Length': `33'`,
		'Wall 1 Length': `12'-6"`,
		'Wall 1 Height': `8' 3"`,
	}
	const decimal = { 'Roll Width': '20.5', 'Roll Length': '33', 'Wall 1 Length': '12.5', 'Wall 1 Height': '8.25' }
	await expectSameResults(page, wallpaper, 'Imperial (feet)', decimal, notation)
	const results = resultsRegion(page)
	await expect(results.getByRole('definition').filter({ hasText: `20.5 in (20 1/2") × 33 ft (33' 0")` })).toBeVisible()
	// Strips are the wall height plus the pattern's matching: a length in feet, then feet and inches.
	await expect(results.getByRole('row', { name: /^Strip Height/ })).toHaveText(
		/^Strip Height[\d.]+ ft \(\d+' \d+( \d+\/\d+)?"\)$/,
	)
	await expect(results.getByRole('row', { name: /^Leftover Wallpaper/ })).toHaveText(/ ft \([^)]*"\)$/)
	await expectNoAxeViolations(page)
	await fillForm(page, wallpaper, 'Imperial (feet)', notation)
	// 12.5 ft × 0.3048 = 3.81 m
	await expect(page.getByLabel('Wall 1 Length', { exact: true })).toHaveAccessibleDescription(/= 12.5 ft = 3.81 m/)
	await expectFieldRejects(page, [['Wall 1 Length', '1/0', 'The number under / must be above 0']])
})

test('deck (feet): abbreviations with periods read as without, 12 ft. 6 in. giving the 12.5 ft results', async ({
	page,
}) => {
	// 12 ft. 6 in. = 12 + 6 / 12 = 12.5 ft; 6 in. = 0.5 ft; 3/16 in. = 0.015625 ft
	await expectSameResults(page, DECK, 'Imperial (feet)', DECK_IN_DECIMAL_FEET, {
		'Deck Length': '16 ft. 4 1/2 in.',
		'Deck Width': '12 ft. 6 in.',
		'Board Width': '6 in.',
		'Board Length': '16 ft.',
		'Gap Between Boards': '3/16 in.',
	})
	await expect(resultsRegion(page).getByRole('row', { name: 'Project Specification' })).toContainText(
		`16.375 × 12.5 ft (16' 4 1/2" × 12' 6") deck`,
	)
})

test(`deck (feet): 5' 13" is not read as 6' 1"; the field says inches stop under 12 and what was meant`, async ({
	page,
}) => {
	await fillForm(page, DECK, 'Imperial (feet)', DECK_AS_BUILDERS_WRITE_IT)
	const message = `Inches after feet must be under 12; did you mean 6' 1"?`
	const field = page.getByLabel('Deck Length', { exact: true })
	await field.fill(`5'13"`)
	await expect(field).toHaveAttribute('aria-invalid', 'true')
	// The message is shown under the field and read with it (after its unit, 'ft').
	await expect(page.getByText(message, { exact: true })).toBeVisible()
	await expect(field).toHaveAccessibleDescription(`ft ${message}`)
	await expectFieldRejects(page, [
		['Deck Width', `12' 12"`, `Inches after feet must be under 12; did you mean 13' 0"?`],
	])
	await expectNoAxeViolations(page)
})
