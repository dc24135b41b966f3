import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects, wholeResults } from './calculator-helpers.ts'
import {
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	reloadHydrated,
	resultsRegion,
	test,
	waitForHydration,
} from './fixtures.ts'

// Issue #39, docs/calculators/site-rules.md §5: a length field takes a short sum. A sum gives word for word the
// results of its total, survives a reload, a shared link and the project, and its three messages keep Calculate
// disabled. One metric calculator, one in feet and inches, one with a list.

type Fields = Record<string, string>
type Case = {
	path: string
	/** The unit system radio to choose, or null for the default (metric). */
	unit: string | null
	/** Clicked before filling: 'Add Wall'. */
	adds?: ReadonlyArray<string>
	total: Fields
	sum: Fields
	/** A field typed as a sum and its hint. */
	hint: [label: string, text: string]
	/** The working's line for a field typed as a sum: its label and steps. */
	working: [label: string, steps: string]
}

const CONCRETE: Case = {
	path: '/calculators/concrete-volume',
	unit: null,
	// 4 m − 600 mm = 3.4 m; 2 × 1.5 = 3 m; 0.1 m
	total: { Length: '3.4', Width: '3', Height: '0.1' },
	sum: { Length: '4 m - 600 mm', Width: '2 * 1.5', Height: '0.1' },
	hint: ['Length', '= 3.4 m'],
	working: ['Length', '4 m - 600 mm = 3.40 m'],
}

const DECK: Case = {
	path: '/calculators/deck-board-estimator',
	unit: 'Imperial (feet)',
	// 12' 6" + 3' 10 1/2" = 15' 16 1/2" = 16' 4 1/2" = 16.375 ft; 2 × 6' 3" = 12' 6" = 12.5 ft
	total: {
		'Deck Length': '16.375',
		'Deck Width': '12.5',
		'Board Width': '6"',
		'Board Length': '16',
		'Gap Between Boards': '1/4"',
	},
	sum: {
		'Deck Length': `12' 6" + 3' 10 1/2"`,
		'Deck Width': `2 * 6' 3"`,
		'Board Width': '6"',
		'Board Length': '16',
		'Gap Between Boards': '1/4"',
	},
	// 16.375 ft × 0.3048 = 4.9911 m
	hint: ['Deck Length', `= 16' 4 1/2" = 4.9911 m`],
	working: ['Length', `12' 6" + 3' 10 1/2" = 16.38 ft (16' 4 1/2")`],
}

const LUMBER: Case = {
	path: '/calculators/lumber-calculator',
	unit: null,
	adds: ['Add Wall'],
	// 3.6 + 2.4 = 6 m; 2 × 1.8 = 3.6 m; 2.7 − 0.3 = 2.4 m
	total: { 'Wall 1 Length': '6', 'Wall 1 Height': '2.4', 'Wall 2 Length': '3.6', 'Wall 2 Height': '2.4' },
	sum: {
		'Wall 1 Length': '3.6 + 2.4',
		'Wall 1 Height': '2.4',
		'Wall 2 Length': '2 * 1.8',
		'Wall 2 Height': '2.7 - 0.3',
	},
	hint: ['Wall 2 Height', '= 2.4 m'],
	working: ['Wall 1 length', '3.6 + 2.4 = 6.00 m'],
}

/** A fresh form in the case's unit system with `fields` typed. */
async function fillForm(page: Page, { path, unit, adds = [] }: Case, fields: Fields) {
	await gotoHydrated(page, path)
	// The tab's draft of the form filled before comes back: start from the defaults instead.
	const restored = page.getByRole('status').filter({ hasText: 'Your last inputs were restored.' })
	if (await restored.isVisible()) await restored.getByRole('button', { name: 'Start New' }).click()
	if (unit) await page.getByRole('radio', { name: unit }).check()
	for (const add of adds) await page.getByRole('button', { name: add }).click()
	await fillFields(page, fields)
}

/** The results as shown once whole, drawing labels included (the working is folded away, so not part of them). */
async function resultsText(page: Page) {
	await wholeResults(page)
	await expectNoBrokenNumbers(page)
	return resultsRegion(page).innerText()
}

/** 'Show working' lists the sum, before the results' own lines. */
async function expectWorkingShowsSum(page: Page, [label, steps]: Case['working']) {
	await resultsRegion(page).getByRole('button', { name: 'Show working' }).click()
	const working = resultsRegion(page).getByRole('group', { name: 'Working' })
	await expect(working.getByRole('term').first()).toHaveText(label)
	await expect(working.getByRole('definition').first()).toHaveText(steps)
}

for (const sample of [CONCRETE, DECK, LUMBER]) {
	test.describe(sample.path, () => {
		test('a sum gives the results of its total, word for word, after a reload and from a shared link', async ({
			page,
			browser,
		}) => {
			await fillForm(page, sample, sample.total)
			await calculate(page)
			const expected = await resultsText(page)

			await fillForm(page, sample, sample.sum)
			const [label, hint] = sample.hint
			await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
				new RegExp(hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
			)
			await calculate(page)
			expect(await resultsText(page)).toBe(expected)
			await expectWorkingShowsSum(page, sample.working)
			await expect.poll(() => new URL(page.url()).hash).toBe('#results')

			await reloadHydrated(page)
			expect(await resultsText(page)).toBe(expected)
			await expectNoAxeViolations(page)

			const fresh = await browser.newContext()
			const other = await fresh.newPage()
			await gotoHydrated(other, page.url())
			expect(await resultsText(other)).toBe(expected)
			await expectWorkingShowsSum(other, sample.working)
			// The same link without #results opens the form, each field holding its sum as typed.
			await gotoHydrated(other, page.url().replace(/#results$/, ''))
			for (const [label, text] of Object.entries(sample.sum)) {
				await expect(other.getByLabel(label, { exact: true })).toHaveValue(text)
			}
			await fresh.close()
		})

		test('each message shows under the field with Calculate disabled', async ({ page }) => {
			await fillForm(page, sample, sample.total)
			const field = Object.keys(sample.sum)[0] ?? ''
			const unit = sample.unit ? 'ft' : 'm'
			await expectFieldRejects(page, [
				[field, '3 - 5', 'A length cannot be negative'],
				[field, `3 ${unit} * 2 ${unit}`, 'Multiply a length by a plain number, e.g. 3 * 2.4'],
				[field, '3 +', 'Put a length after each + or -'],
				[field, '3 -', 'Put a length after each + or -'],
			])
			await page.getByLabel(field, { exact: true }).fill('3 +')
			await expectNoAxeViolations(page)
		})
	})
}

test('the project keeps a sum as typed: its entry reopens the same results, and the form shows the sum', async ({
	page,
}) => {
	await fillForm(page, CONCRETE, CONCRETE.sum)
	await calculate(page)
	const expected = await resultsText(page)
	await resultsRegion(page).getByRole('button', { name: 'Add to project' }).click()
	await expect(resultsRegion(page).getByText('Added to your project')).toBeVisible()
	await page.getByRole('link', { name: 'Project (1)' }).click()
	const open = page.getByRole('link', { name: 'Open Estimate 1' })
	const href = new URL((await open.getAttribute('href')) ?? '', page.url())
	expect(href.searchParams.get('length')).toBe('4 m - 600 mm')
	await open.click()
	await waitForHydration(page)
	expect(await resultsText(page)).toBe(expected)
	await gotoHydrated(page, href.pathname + href.search)
	for (const [label, text] of Object.entries(CONCRETE.sum)) {
		await expect(page.getByLabel(label, { exact: true })).toHaveValue(text)
	}
})

test('the tile size keeps its own reading of a whole size; a sum there is its total', async ({ page }) => {
	await gotoHydrated(page, '/calculators/tile-calculator')
	const tileLength = page.getByLabel('Tile Length', { exact: true })
	// '600 x 300' is a whole tile size, filling both fields when left, not 600 × 300 = 180,000 mm
	await tileLength.fill('600 x 300')
	await expect(tileLength).toHaveAccessibleDescription('mm = 600 × 300 mm: fills both fields')
	// 250 + 50 = 300 mm
	await tileLength.fill('250 + 50')
	await expect(tileLength).toHaveAccessibleDescription('mm = 300 mm')
})
