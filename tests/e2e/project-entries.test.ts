import { calculate } from './calculator-helpers.ts'
import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import {
	copiedText,
	downloadCsv,
	estimatesList,
	openProjectWith,
	PROJECT_KEY,
	SET_ASIDE_KEY,
	storedEntry,
	tins,
} from './project-helpers.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

/** A paint estimate's link with `count` walls of 4.25 × 2.45 m, as the calculator writes it: about 70 characters a wall. */
function paintHref(count: number) {
	const walls = Array.from(
		{ length: count },
		(_, index) =>
			`surfaces.${index}.name=Wall+${index + 1}&surfaces.${index}.length=4.25&surfaces.${index}.height=2.45`,
	)
	return `/calculators/paint-calculator?${walls.join('&')}#results`
}

test('what cannot be read of a stored project is set aside with a notice; the rest is listed and counted', async ({
	page,
}) => {
	// 110 walls make a 5,000-character link, over the old 4,000 limit and far under the new 100,000.
	expect(paintHref(110).length).toBeGreaterThan(4_000)
	await openProjectWith(page, [
		storedEntry({ id: 'a', label: 'Kitchen', lines: [tins(2, 23.5)] }),
		storedEntry({ id: 'b', label: 'Whole house', href: paintHref(110) }),
		storedEntry({ id: 'c', label: 'x'.repeat(121) }),
		[null, 1, 'x'],
	])
	await expect(estimatesList(page)).toHaveCount(2)
	await expect(page.getByLabel('Estimate 2 Label')).toHaveValue('Whole house')
	await expect(page.getByText('2 saved estimates could not be read and were set aside.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Project (2)' })).toBeVisible()
	await expectNoAxeViolations(page)

	// Kept under a key of their own: nothing is destroyed until the person says so.
	const kept = () =>
		page.evaluate(([project, aside]) => [localStorage.getItem(project), localStorage.getItem(aside)], [
			PROJECT_KEY,
			SET_ASIDE_KEY,
		] as const)
	await expect.poll(async () => JSON.parse((await kept())[1] ?? '[]').length).toBe(2)
	expect(JSON.parse((await kept())[0] ?? '[]')).toHaveLength(2)
	await page.reload()
	await expect(estimatesList(page)).toHaveCount(2)
	await expect(page.getByText('2 saved estimates could not be read and were set aside.')).toBeVisible()

	await page.getByRole('button', { name: 'Discard them' }).click()
	await expect(page.getByText('could not be read')).toBeHidden()
	await expect(page.getByRole('status').filter({ hasText: 'Discarded 2 unreadable estimates' })).toBeVisible()
	expect((await kept())[1]).toBeNull()
	await expect(estimatesList(page)).toHaveCount(2)
})

test('a stored project that is not a list at all is set aside, and the empty project says so', async ({ page }) => {
	await openProjectWith(page, '{"cut short')
	await expect(page.getByText('No estimates yet.')).toBeVisible()
	await expect(page.getByText('1 saved estimate could not be read and was set aside.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Project', exact: true })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('a paint estimate of 200 walls is added to the project and listed with its figures', async ({ page }) => {
	const walls = Array.from({ length: 200 }, (_, index) => `surfaces.${index}.length=4&surfaces.${index}.height=2.5`)
	await gotoHydrated(page, `/calculators/paint-calculator?${walls.join('&')}#results`)
	const results = resultsRegion(page)
	// 200 × 4 × 2.5 = 2,000 m² × 2 coats = 4,000 m² ÷ 11 m²/L (eggshell) × 1.1 = 400 L
	await expect(results.getByRole('definition').first()).toHaveText('400.00 litres')
	await results.getByRole('button', { name: 'Add to project' }).click()
	await expect(results.getByRole('status').filter({ hasText: 'Added to your project' })).toBeVisible()
	await results.getByRole('link', { name: 'View project' }).click()
	await expect(estimatesList(page)).toHaveCount(1)
	const figure = estimatesList(page).first().getByRole('definition').filter({ hasText: 'litres' })
	await expect(figure).toHaveText('400.00 litres (105.67 US gal)')
})

test('Add to project says why when the project is full, and adds nothing', async ({ page }) => {
	const full = Array.from({ length: 100 }, (_, index) => storedEntry({ id: `e${index}` }))
	await openProjectWith(page, full)
	await expect(page.getByRole('link', { name: 'Project (100)' })).toBeVisible()
	const deck = SAMPLE_ESTIMATES[0]!
	await gotoHydrated(page, deck.path)
	await fillSample(page, deck)
	const results = await calculate(page)
	await results.getByRole('button', { name: 'Add to project' }).click()
	await expect(results.getByRole('status').filter({ hasText: 'Not added' })).toHaveText(
		'Not added: a project keeps at most 100 estimates. Remove one on the Project page first.',
	)
	await expect(page.getByRole('link', { name: 'Project (100)' })).toBeVisible()
})

test('Remove moves focus to the next estimate and says what was removed', async ({ page }) => {
	await openProjectWith(page, [
		storedEntry({ id: 'a', label: 'Kitchen' }),
		storedEntry({ id: 'b', label: 'Hall' }),
		storedEntry({ id: 'c', label: 'Landing', calculatorId: 'primer-calculator' }),
	])
	await page.getByRole('button', { name: 'Remove Estimate 2' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Removed Estimate 2: Hall' })).toBeVisible()
	await expect(estimatesList(page)).toHaveCount(2)
	// The next estimate (Landing, now the second) takes focus at its heading.
	await expect(estimatesList(page).nth(1).getByRole('heading', { name: 'Primer Calculator' })).toBeFocused()

	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Estimate 2 Label')).toBeFocused()
	await page.getByRole('button', { name: 'Remove Estimate 2' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Removed Estimate 2: Landing' })).toBeVisible()
	// The last one gone, the one before it takes focus.
	await expect(estimatesList(page).first().getByRole('heading')).toBeFocused()

	await page.getByRole('button', { name: 'Remove Estimate 1' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Removed Estimate 1: Kitchen' })).toBeVisible()
	await expect(page.getByText('No estimates yet.')).toBeFocused()
	await expectNoAxeViolations(page)
})

test('each estimate carries its label and figures on the page, in the CSV and in the text', async ({
	page,
	context,
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	const paint = SAMPLE_ESTIMATES.find((sample) => sample.path === '/calculators/paint-calculator')!
	await gotoHydrated(page, paint.path)
	await fillSample(page, paint)
	const results = await calculate(page)
	await results.getByRole('button', { name: 'Add to project' }).click()
	await results.getByRole('link', { name: 'View project' }).click()
	await page.getByLabel('Estimate 1 Label').fill('Back bedroom')

	// 4 × 2.5 = 10 m² × 2 coats = 20 m² ÷ 11 m²/L × 1.1 = 2 L; the figures come in the working's order
	const card = estimatesList(page).first()
	const paintNeeded = card.getByRole('term').filter({ hasText: /^Paint Needed$/ })
	await expect(paintNeeded).toBeVisible()
	await expect(card.getByRole('definition').filter({ hasText: 'litres' })).toHaveText('2.00 litres (0.53 US gal)')

	const csv = await downloadCsv(page)
	expect(csv).toContain(
		'\r\n\r\nEstimate 1: Back bedroom (Paint Calculator)\r\nTotal Wall Area,10.00 m² (107.64 ft²)\r\n',
	)
	expect(csv).toContain('\r\nPaint Needed,2.00 litres (0.53 US gal)\r\n')
	const text = await copiedText(page)
	expect(text).toContain('\n\nEstimate 1: Back bedroom (Paint Calculator)\nTotal Wall Area: 10.00 m² (107.64 ft²)\n')
	expect(text).toContain('\nPaint Needed: 2.00 litres (0.53 US gal)\n')
})

test('a stored line priced in dollars reads in dollars, and one priced differently twice keeps its cost', async ({
	page,
	context,
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	const bags = (quantity: number, unitPrice: number) => ({
		key: 'concrete-bag-25kg',
		item: 'Concrete, 25 kg bag',
		quantity,
		unit: 'bag',
		unitPrice,
	})
	const boards = { key: 'deck-board-140-4800-mm', item: 'Deck board', quantity: 3, unit: 'board', unitPrice: 12.99 }
	await openProjectWith(page, [
		storedEntry({ id: 'a', calculatorId: 'concrete-volume', label: 'Path', lines: [bags(10, 5)] }),
		storedEntry({ id: 'b', calculatorId: 'deck-board-estimator', label: 'Deck', currency: 'USD', lines: [boards] }),
		storedEntry({ id: 'c', calculatorId: 'concrete-volume', label: 'Shed base', lines: [bags(6, 6)] }),
	])
	// 10 × £5 + 6 × £6 = £86.00; 3 × $12.99 = $38.97
	const list = page.getByRole('table', { name: 'Shopping list' })
	await expect(list.getByRole('row').filter({ hasText: 'Concrete' }).getByRole('cell')).toHaveText([
		'16 bags',
		'£5.00 to £6.00',
		'£86.00',
	])
	await expect(list.getByRole('row').filter({ hasText: 'Deck board' }).getByRole('cell')).toHaveText([
		'3 boards',
		'$12.99',
		'$38.97',
	])
	await expect(list.getByRole('row', { name: /Grand total \(GBP\)/ })).toContainText('£86.00')
	await expect(list.getByRole('row', { name: /Grand total \(USD\)/ })).toContainText('$38.97')

	const text = await copiedText(page)
	expect(text.split('\n').slice(0, 5)).toEqual([
		'Project',
		'16 × Concrete, 25 kg bag (bag) at £5.00 to £6.00 = £86.00',
		'3 × Deck board (board) at $12.99 = $38.97',
		'Grand total (GBP): £86.00',
		'Grand total (USD): $38.97',
	])
	const csv = await downloadCsv(page)
	expect(csv.split('\r\n').slice(0, 5)).toEqual([
		'\uFEFFItem,Quantity,Unit,Unit price,Cost,Note',
		'"Concrete, 25 kg bag",16,bag,5.00 GBP to 6.00 GBP,86.00 GBP,',
		'Deck board,3,board,12.99 USD,38.97 USD,',
		'Grand total (GBP),,,,86.00 GBP,',
		'Grand total (USD),,,,38.97 USD,',
	])
})

test('a line priced in one estimate and not in another says so, and so does the total', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await openProjectWith(page, [
		storedEntry({ id: 'a', currency: 'EUR', lines: [tins(1, null)] }),
		storedEntry({ id: 'b', currency: 'EUR', lines: [tins(1, 23.5)] }),
	])
	const list = page.getByRole('table', { name: 'Shopping list' })
	await expect(list.getByRole('row').filter({ hasText: 'Paint, 5 L tin' }).getByRole('cell')).toHaveText([
		'2 tins',
		'€23.50',
		'€23.50 (1 of 2 tins priced)',
	])
	await expect(list.getByRole('row', { name: /Grand total/ })).toContainText('€23.50 — 1 line not fully priced')
	await expect(estimatesList(page).first()).toContainText('not priced')
	await expectNoBrokenNumbers(page)

	const text = await copiedText(page)
	expect(text).toContain(
		'\n2 × Paint, 5 L tin (tin) at €23.50 = €23.50 (1 of 2 tins priced)\nGrand total: €23.50 — 1 line not fully priced\n',
	)
	const csv = await downloadCsv(page)
	expect(csv).toContain(
		'\r\n"Paint, 5 L tin",2,tin,23.50,23.50,1 of 2 tins priced\r\nGrand total,,,,23.50,1 line not fully priced\r\n',
	)
})
