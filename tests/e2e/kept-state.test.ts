import type { Page } from '@playwright/test'
import { calculate } from './calculator-helpers.ts'
import {
	expect,
	expectNoBrokenNumbers,
	gotoHydrated,
	reloadHydrated,
	resultsRegion,
	test,
	waitForHydration,
} from './fixtures.ts'

// Issue #26: links, drafts and tabs never crash, lose or mix up what a person typed (decision 070).

const DECK = '/calculators/deck-board-estimator'
const LUMBER = '/calculators/lumber-calculator'

/** Waits until the address carries `name=value` (it is rewritten at most every 300 ms). */
async function waitForParam(page: Page, name: string, value: string) {
	await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(value)
}

async function expectNoErrorPage(page: Page) {
	await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
	await expect(page.getByText(/Unexpected Application Error|Cannot read properties/)).toHaveCount(0)
}

test('a lumber link with an opening but no opening name opens the form, fresh and after a reload', async ({ page }) => {
	await gotoHydrated(page, `${LUMBER}?walls.0.length=7.36&walls.0.height=3.18&openings.0.width=1.42`)
	await expectNoErrorPage(page)
	await expect(page.getByLabel('Wall 1 Length', { exact: true })).toHaveValue('7.36')
	await expect(page.getByLabel('Openings 1 Width', { exact: true })).toHaveValue('1.42')
	await reloadHydrated(page)
	await expectNoErrorPage(page)
	await expect(page.getByLabel('Openings 1 Width', { exact: true })).toHaveValue('1.42')
})

test('an opening typed on lumber and insulation survives a reload with its name', async ({ page }) => {
	for (const path of [LUMBER, '/calculators/insulation-calculator']) {
		await gotoHydrated(page, path)
		await page.getByRole('button', { name: 'Add Opening' }).click()
		const name = page.getByLabel(/^Opening 1 Name$|^Window 1 Name$|^Door 1 Name$/)
		await name.fill('Garage door')
		await page.getByLabel('Garage door Width', { exact: true }).fill('2.4')
		await expect.poll(() => new URL(page.url()).search).toContain('Garage+door')
		await reloadHydrated(page)
		await expectNoErrorPage(page)
		await expect(page.getByLabel('Garage door Width', { exact: true }), path).toHaveValue('2.4')
	}
})

test('Open on the project reopens the estimate, not the draft, even after a reload in the tab', async ({ page }) => {
	await gotoHydrated(page, `${DECK}?length=3000&width=3600&boardWidth=140&boardLength=4800&gapSize=5#results`)
	await resultsRegion(page).getByRole('button', { name: 'Add to project' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Added to your project' })).toBeVisible()
	// Another job typed in the same tab, then a reload: the draft now says 7000.
	await gotoHydrated(page, DECK)
	await page.getByLabel('Deck Length').fill('7000')
	await waitForParam(page, 'length', '7000')
	await reloadHydrated(page)
	await expect(page.getByLabel('Deck Length')).toHaveValue('7000')
	await page
		.getByRole('link', { name: /^Project/ })
		.first()
		.click()
	await page.getByRole('link', { name: 'Open Estimate 1' }).click()
	await expect(resultsRegion(page).getByRole('row', { name: /Total Deck Area/ })).toContainText('10.80 m²')
	await page.waitForTimeout(400)
	expect(new URL(page.url()).searchParams.get('length')).toBe('3000')
})

test('two tabs keep their own inputs: a reload shows the tab’s own address', async ({ context }) => {
	const tabA = await context.newPage()
	const tabB = await context.newPage()
	await gotoHydrated(tabA, DECK)
	await tabA.getByLabel('Deck Length').fill('3000')
	await waitForParam(tabA, 'length', '3000')
	await gotoHydrated(tabB, DECK)
	await tabB.getByLabel('Deck Length').fill('7000')
	await waitForParam(tabB, 'length', '7000')
	await reloadHydrated(tabA)
	await expect(tabA.getByLabel('Deck Length')).toHaveValue('3000')
	// Give the address time to be rewritten, had it been going to be.
	await tabA.waitForTimeout(400)
	expect(new URL(tabA.url()).searchParams.get('length')).toBe('3000')
})

test('a typed key a moment before a reload is kept: the tab’s draft is ahead of its address', async ({ page }) => {
	await gotoHydrated(page, DECK)
	await page.getByLabel('Deck Length').fill('3000')
	await waitForParam(page, 'length', '3000')
	await page.getByLabel('Deck Length').fill('3001')
	await reloadHydrated(page)
	await expect(page.getByLabel('Deck Length')).toHaveValue('3001')
	await expect(page.getByText('Your last inputs were restored.')).toHaveCount(0)
})

test('a choice in a link that the form does not offer falls back with a plain notice, never a library message', async ({
	page,
}) => {
	await gotoHydrated(page, '/calculators/wire-size-calculator?standard=metric&current=32&length=25')
	await expect(page.getByText(/Invalid type|Expected \(/)).toHaveCount(0)
	await expect(page.getByLabel('Load current')).toHaveValue('32')
	await gotoHydrated(page, '/calculators/wire-size-calculator?standard=metric&system=120-single&current=32&length=25')
	await expect(page.getByRole('status').filter({ hasText: 'not offered here' })).toBeVisible()
	await expect(page.getByText(/Invalid type|Expected \(/)).toHaveCount(0)
	await expectNoBrokenNumbers(page)
})

test('tampered list indexes add no blank row, and an emptied list is the default list', async ({ page }) => {
	for (const query of ['surfaces.1e2.length=3', 'surfaces.0x1F.length=3', 'surfaces=']) {
		await gotoHydrated(page, `/calculators/tile-calculator?${query}`)
		await expect(page.getByRole('textbox', { name: /^Wall \d+ Length$/ }), query).toHaveCount(1)
		await expect(page.getByLabel('Wall 1 Length', { exact: true }), query).toHaveValue('')
		await expect(page.getByText('Correct the highlighted fields'), query).toHaveCount(0)
	}
})

test('what is typed before the page wakes up is the form: units, choices and sizes', async ({ page }) => {
	// A weak signal: the pre-rendered form is there long before its scripts.
	await page.route('**/assets/*.js', async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 4000))
		await route.continue()
	})
	await page.goto(DECK)
	await page.getByRole('radio', { name: 'Meters (m)' }).check()
	const sizes = {
		'Deck Length': '5',
		'Deck Width': '4',
		'Board Width': '0.14',
		'Board Length': '3.6',
		'Gap Between Boards': '0.005',
	}
	for (const [label, value] of Object.entries(sizes)) await page.getByLabel(label, { exact: true }).fill(value)
	expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 })
	await expect(page.getByRole('radio', { name: 'Meters (m)' })).toBeChecked()
	for (const [label, value] of Object.entries(sizes))
		await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
	await waitForParam(page, 'length', '5')
	// 4 / (0.14 + 0.005) = 27.6 → 28 boards a row; 5 / 3.6 = 1.39 → 2 rows... as the calculator says: Calculate works.
	const results = await calculate(page)
	await expect(results.getByRole('definition').first()).not.toHaveText('')
	await expect(results.getByRole('row', { name: /Total Deck Area/ })).toContainText('20.00 m²')
})

test('a reload keeps the last key typed, even when the browser moved to a rewritten address React had not shown yet', async ({
	page,
}) => {
	await gotoHydrated(page, DECK)
	await page.getByLabel('Deck Length', { exact: true }).fill('3000')
	await waitForParam(page, 'length', '3000')
	// In one task, so no address rewrite comes between: a key typed, then the history entry replaced
	// the way the router's address rewrite does before React renders it, then the reload.
	await page.evaluate(() => {
		const width = [...document.querySelectorAll('input')].find(
			(input) => input.labels?.[0]?.textContent === 'Deck Width',
		)
		if (!width) throw new Error('no Deck Width field')
		Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(width, '3600')
		width.dispatchEvent(new Event('input', { bubbles: true }))
		const state = window.history.state as Record<string, unknown> | null
		window.history.replaceState({ ...state, key: 'rewritten' }, '', window.location.href)
		window.location.reload()
	})
	await waitForHydration(page)
	await expect(page.getByLabel('Deck Length', { exact: true })).toHaveValue('3000')
	await expect(page.getByLabel('Deck Width', { exact: true })).toHaveValue('3600')
})
