import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { calculate } from './calculator-helpers.ts'
import { expect, expectNoAxeViolations, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

function sampleFor(path: string) {
	const sample = SAMPLE_ESTIMATES.find((candidate) => candidate.path === path)
	if (!sample) throw new Error(`No sample for ${path}`)
	return sample
}

/** Calculates a calculator's sample estimate, prices one thing if asked, and adds it to the project. */
async function addEstimate(page: Page, path: string, price?: { label: RegExp; value: string }) {
	await gotoHydrated(page, path)
	await fillSample(page, sampleFor(path))
	const results = await calculate(page)
	if (price) await results.getByLabel(price.label).fill(price.value)
	await results.getByRole('button', { name: 'Add to project' }).click()
	await expect(results.getByRole('status').filter({ hasText: 'Added to your project' })).toBeVisible()
}

const DECK_PRICE = { label: /^Deck board.*price per board$/, value: '£4.50' }

test('estimates from three calculators make one project with a combined list that survives a reload', async ({
	page,
}) => {
	// The deck sample twice: 28 boards at £4.50 = £126.00 each, 56 boards and £252.00 together.
	await addEstimate(page, '/calculators/deck-board-estimator', DECK_PRICE)
	await expect(page.getByRole('link', { name: 'Project (1)' })).toBeVisible()
	await addEstimate(page, '/calculators/concrete-volume')
	await addEstimate(page, '/calculators/tile-calculator')
	await addEstimate(page, '/calculators/deck-board-estimator', DECK_PRICE)
	await page.getByRole('link', { name: 'Project (4)' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Project' })).toBeVisible()
	const estimates = page.getByRole('list', { name: 'Estimates' }).getByRole('listitem')
	await expect(estimates).toHaveCount(4)
	await expect(estimates.getByRole('heading', { level: 2 })).toHaveText([
		'Deck Board Estimator',
		'Concrete Volume Calculator',
		'Tile Calculator',
		'Deck Board Estimator',
	])
	await expect(estimates.first()).toContainText('28 boards')
	await expect(estimates.first()).toContainText('£126.00')
	const list = page.getByRole('table', { name: 'Shopping list' })
	const deckRow = list.getByRole('row').filter({ hasText: 'Deck board' })
	await expect(deckRow.getByRole('cell')).toHaveText(['56 boards', '£4.50', '£252.00'])
	await expect(list.getByRole('row', { name: /Grand total/ })).toContainText('£252.00')
	await expectNoAxeViolations(page)

	await page.reload()
	await expect(page.getByRole('list', { name: 'Estimates' }).getByRole('listitem')).toHaveCount(4)

	await page.getByLabel('Estimate 1 Label').fill('Back deck')
	await page.getByRole('button', { name: 'Remove Estimate 4' }).click()
	await expect(page.getByRole('list', { name: 'Estimates' }).getByRole('listitem')).toHaveCount(3)
	await expect(deckRow.getByRole('cell')).toHaveText(['28 boards', '£4.50', '£126.00'])
	await expect(page.getByRole('link', { name: 'Project (3)' })).toBeVisible()
	await page.reload()
	await expect(page.getByLabel('Estimate 1 Label')).toHaveValue('Back deck')

	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download CSV' }).click(),
	])
	const csv = await readFile((await download.path()) ?? '', 'utf8')
	expect(csv.startsWith('\uFEFFItem,Quantity,Unit,Unit price (GBP),Cost (GBP),Note\r\n')).toBe(true)
	// 'Deck board, 140 × 4,800 mm' holds commas, so it is quoted.
	expect(csv).toMatch(/\r\n"Deck board, [^\r\n]*",28,board,4\.50,126\.00,\r\n/)
	// 2.20 m³ of concrete is ready-mix (above 0.5 m³)
	expect(csv).toContain('Ready-mix concrete')
	// The unpriced concrete and tiles: the total says so.
	expect(csv).toMatch(/\r\nGrand total,,,,126\.00,\d+ lines not fully priced\r\n/)

	await page.getByRole('link', { name: 'Open Estimate 2' }).click()
	await expect(resultsRegion(page)).toBeVisible()
	await expect(page).toHaveURL(/\/calculators\/concrete-volume\?.*#results$/)
})

test('Share project gives one link that rebuilds the list in another browser', async ({ page, browser }) => {
	await addEstimate(page, '/calculators/deck-board-estimator', DECK_PRICE)
	await addEstimate(page, '/calculators/tile-calculator')
	await page.getByRole('link', { name: 'Project (2)' }).click()
	await page.getByRole('button', { name: 'Share project' }).click()
	const link = await page.getByLabel('Project link').inputValue()
	expect(new URL(link).pathname).toBe('/project')

	const fresh = await browser.newContext()
	const other = await fresh.newPage()
	await gotoHydrated(other, link)
	await expect(other.getByRole('status').filter({ hasText: 'Shared project opened: 2 estimates' })).toBeVisible()
	await expect(other.getByRole('list', { name: 'Estimates' }).getByRole('listitem')).toHaveCount(2)
	await expect(other.getByRole('table', { name: 'Shopping list' })).toContainText('£126.00')
	await expect(other).toHaveURL(/\/project$/)
	await other.reload()
	await expect(other.getByRole('list', { name: 'Estimates' }).getByRole('listitem')).toHaveCount(2)
	await fresh.close()
})

test('an empty project says how to fill it, and is accessible', async ({ page }) => {
	await gotoHydrated(page, '/project')
	await expect(page.getByText('No estimates yet.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Project', exact: true })).toHaveAttribute('aria-current', 'page')
	await expectNoAxeViolations(page)
})
