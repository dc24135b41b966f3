import type { Locator, Page } from '@playwright/test'
import { calculate } from './calculator-helpers.ts'
import { expect, gotoHydrated, resultRow, resultsRegion, test } from './fixtures.ts'
import { estimatesList, openProjectWith, storedEntry } from './project-helpers.ts'

// Issue #37, the smaller defects found trying the site as a new user would: each as the person sees it.

/** The drawing named `name` in the results, once its content has been drawn. */
async function drawing(page: Page, name: RegExp) {
	const figure = resultsRegion(page).getByRole('img', { name })
	await expect(figure).toHaveAttribute('aria-busy', 'false')
	return figure
}

/** The boxes of a drawing's labels, as drawn on the screen. */
function labelBoxes(figure: Locator) {
	return figure.locator('text').evaluateAll((texts) =>
		texts.map((text) => {
			const box = text.getBoundingClientRect()
			return { label: text.textContent ?? '', left: box.left, right: box.right, top: box.top, bottom: box.bottom }
		}),
	)
}

test('a 1 × 1 mm tile reads < 0.01 m² per tile, never 0', async ({ page }) => {
	await gotoHydrated(
		page,
		'/calculators/tile-calculator?surfaces.0.length=3000&surfaces.0.width=2400&tileLength=1&tileWidth=1',
	)
	await calculate(page)
	await expect(resultRow(page, 'Tile Size').getByRole('cell')).toHaveText('1 × 1 mm (< 0.01 m² per tile)')
})

test('the project and its shopping list say 4 bulk bags and 88 tiles', async ({ page }) => {
	await openProjectWith(page, [
		storedEntry({
			id: 'a',
			calculatorId: 'gravel-calculator',
			label: 'Drive',
			lines: [{ key: 'gravel-bulk-bag', item: 'Gravel, bulk bag', quantity: 4, unit: 'bulk bag', unitPrice: null }],
		}),
		storedEntry({
			id: 'b',
			calculatorId: 'tile-calculator',
			label: 'Bathroom',
			lines: [{ key: 'tile-300-300-mm', item: 'Tile, 300 × 300 mm', quantity: 88, unit: 'tile', unitPrice: null }],
		}),
	])
	await expect(estimatesList(page).first()).toContainText('4 bulk bags')
	await expect(estimatesList(page).nth(1)).toContainText('88 tiles')
	const list = page.getByRole('table', { name: 'Shopping list' })
	await expect(list.getByRole('row').filter({ hasText: 'Gravel' }).getByRole('cell').first()).toHaveText('4 bulk bags')
	await expect(list.getByRole('row').filter({ hasText: 'Tile' }).getByRole('cell').first()).toHaveText('88 tiles')
})

test(`a typed 12' 6 1/3" is summed up as about 12' 6 5/16", never as if it had been typed so`, async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	const sizes = {
		'Deck Length': `12' 6 1/3"`,
		'Deck Width': '10',
		'Board Width': '0.5',
		'Board Length': '16',
		'Gap Between Boards': '0.015625',
	}
	for (const [label, value] of Object.entries(sizes)) await page.getByLabel(label, { exact: true }).fill(value)
	await calculate(page)
	// 12' 6 1/3" = 12 + 6.3333 / 12 = 12.5278 ft; to the nearest 1/16" 150.3333 in reads 150 5/16" = 12' 6 5/16".
	await expect(resultRow(page, 'Project Specification').getByRole('cell')).toHaveText(
		`12.5278 × 10 ft (about 12' 6 5/16" × 10' 0") deck`,
	)
})

test('a 100 mm long deck keeps its length label inside its drawing', async ({ page }) => {
	await gotoHydrated(
		page,
		'/calculators/deck-board-estimator?length=100&width=3600&boardWidth=140&boardLength=100&gapSize=5',
	)
	await calculate(page)
	const figure = await drawing(page, /^Deck boards from above/)
	const frame = (await figure.boundingBox())!
	const label = (await labelBoxes(figure)).find((box) => box.label === '100 mm')
	expect(label).toBeDefined()
	expect(label!.left).toBeGreaterThanOrEqual(frame.x - 0.5)
	expect(label!.right).toBeLessThanOrEqual(frame.x + frame.width + 0.5)
})

test("a 30 × 0.1 m room's labels do not run over one another", async ({ page }) => {
	await gotoHydrated(page, '/calculators/carpet-calculator?rooms.0.length=30&rooms.0.width=0.1')
	await calculate(page)
	const boxes = await labelBoxes(await drawing(page, /^Carpet drops for Room 1/))
	expect(boxes.map((box) => box.label)).toContain('roll 4 m')
	const overlapping = boxes.flatMap((a, index) =>
		boxes
			.slice(index + 1)
			.filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
			.map((b) => `${a.label} / ${b.label}`),
	)
	expect(overlapping).toEqual([])
})

test('removing a drywall opening puts focus on the next opening, then on Add Opening, never on the page', async ({
	page,
}) => {
	await gotoHydrated(page, '/calculators/drywall-estimator')
	const add = page.getByRole('button', { name: 'Add Opening to Wall 1' })
	await add.click()
	await add.click()
	await page.getByLabel('Wall 1 Opening 2 Width').fill('0.9')
	await page.getByRole('button', { name: 'Remove Wall 1 Opening 1' }).click()
	// The second opening is now the first: its width, as typed, has focus.
	await expect(page.getByLabel('Wall 1 Opening 1 Width')).toBeFocused()
	await expect(page.getByLabel('Wall 1 Opening 1 Width')).toHaveValue('0.9')
	await page.getByRole('button', { name: 'Remove Wall 1 Opening 1' }).click()
	await expect(add).toBeFocused()
})

test('a link with 201 rows says that only the first 200 are used', async ({ page }) => {
	const rows = Array.from({ length: 201 }, (_, index) => `surfaces.${index}.length=${index + 1}`).join('&')
	await gotoHydrated(page, `/calculators/tile-calculator?${rows}`)
	await expect(
		page
			.getByRole('status')
			.filter({ hasText: 'This link has more than 200 entries in a list, so only the first 200 are used.' }),
	).toBeVisible()
	await expect(page.getByRole('textbox', { name: /^Wall \d+ Length$/ })).toHaveCount(200)
})
