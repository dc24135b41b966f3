import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects, expectRows, expectTapTargets } from './calculator-helpers.ts'
import {
	calculateAndExpectHeadline,
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	reloadHydrated,
	resultsRegion,
	test,
} from './fixtures.ts'

const PATH = '/calculators/brick-calculator'
const EMPTY_MESSAGE = 'Fill in the length and height of every wall and the size of every opening to calculate.'
const OPENINGS_MESSAGE = 'Openings add up to more than the walls'

/** The imperial example's walls and openings: 30 × 8 and 20 × 8 ft less 3 × 4 twice and 3 × 6.8. */
async function fillImperialExample(page: Page) {
	await page.getByRole('button', { name: 'Add Wall' }).click()
	for (let index = 0; index < 3; index += 1) await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, {
		'Wall 1 Length': `30' 0"`,
		'Wall 1 Height': '8',
		'Wall 2 Length': '20',
		'Wall 2 Height': '8',
		'Opening 1 Width': '3',
		'Opening 1 Height': '4',
		'Opening 2 Width': '3',
		'Opening 2 Height': '4',
		'Opening 3 Width': '3',
		'Opening 3 Height': '6.8',
	})
}

test('defaults: metric UK brick, 10 mm joints, single skin, one blank wall, no openings, 10 % and 15 % waste, 1:5', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Brick and Block Calculator - Construction Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('uk-brick')
	await expect(page.getByLabel('Unit', { exact: true }).locator('option:checked')).toHaveText(
		'UK brick 215 × 102.5 × 65 mm',
	)
	await expect(page.getByLabel('Block thickness')).toHaveCount(0)
	await expect(page.getByLabel('Custom length')).toHaveCount(0)
	await expect(page.getByLabel('Joint thickness')).toHaveValue('10')
	await expect(page.getByLabel('Joint thickness')).toHaveAccessibleDescription(/mm/)
	await expect(page.getByRole('radio', { name: 'Single skin' })).toBeChecked()
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Height')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Remove Wall 1' })).toHaveCount(0)
	await expect(page.getByText('No openings.', { exact: false })).toBeVisible()
	await expect(page.getByLabel('Waste on bricks / blocks')).toHaveValue('10')
	await expect(page.getByLabel('Mortar waste')).toHaveValue('15')
	await expect(page.getByLabel('Mortar mix (1 : n by volume)').locator('option:checked')).toHaveText(
		'1:5 cement : building sand',
	)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText(EMPTY_MESSAGE)).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric example: a garden wall 8.0 × 1.2 m takes 626 bricks, 3 bags of cement and 1 bulk bag of sand', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Wall 1 Length': '8', 'Wall 1 Height': '1.2' })
	// 9.6 m² × 1.1 ÷ (0.225 × 0.075) = 625.78 → 626
	await calculateAndExpectHeadline(page, 'Bricks needed', '626')
	await expectRows(page, {
		'Net wall area': '9.60 m² (103.33 ft²)',
		'Per m² of one skin': '59.26 per m²',
		Skins: '1',
		'Before waste': '568.89',
		'Bricks to buy': '626 with 10 % waste',
		'Mortar (net)': '0.169 m³ (5.97 ft³)',
		'Mortar to make': '0.194 m³ (6.87 ft³) with 15 % waste',
		Cement: '58.34 kg (128.62 lb): 3 × 25 kg bags',
		Sand: '324.11 kg (714.55 lb), 0.32 t (0.36 US tons): 1 × 850 kg bulk bags',
	})
	const results = resultsRegion(page)
	await expect(results.getByText(/Wall ties not included/)).toHaveCount(0)
	await expect(results.getByText(/mix from three packs as you lay/)).toBeVisible()
	await expect(results.getByRole('img', { name: 'Elevation of Wall 1' })).toHaveAccessibleDescription(
		/8 m long and 1.2 m high, in stretcher bond: a course every 75 mm/,
	)
	await results.getByRole('button', { name: 'Show working' }).click()
	await expect(results.getByRole('group', { name: 'Working' })).toContainText(
		'9.60 m² × 1 + 10 % waste ÷ (0.225 m × 0.075 m) = 625.7778 → 626 with 10 % waste',
	)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial example: US modular walls less three openings take 2,561 bricks, 8 bags and 1.10 US tons of sand', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('us-modular')
	await expect(page.getByLabel('Joint thickness')).toHaveValue('0.375')
	await expect(page.getByLabel('Waste on bricks / blocks')).toHaveValue('5')
	await expect(page.getByLabel('Mortar waste')).toHaveValue('20')
	await expect(page.getByLabel('Mortar mix (1 : n by volume)').locator('option:checked')).toHaveText(
		'1:3 masonry cement : sand',
	)
	await fillImperialExample(page)
	// An extra opening, added and removed again.
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await expect(page.getByLabel('Opening 4 Width')).toBeVisible()
	await page.getByRole('button', { name: 'Remove Opening 4' }).click()
	await expect(page.getByLabel('Opening 4 Width')).toHaveCount(0)
	// 355.6 ft² × 1.05 ÷ (8 × 2.625 ÷ 144) = 2,560.32 → 2,561
	await calculateAndExpectHeadline(page, 'Bricks needed', '2,561')
	await expectRows(page, {
		'Net wall area': '355.60 ft² (33.04 m²)',
		'Per ft² of one skin': '6.86 per ft²',
		'Before waste': '2,438.40',
		'Bricks to buy': '2,561 with 5 % waste',
		'Mortar (net)': '19.66 ft³ (0.557 m³)',
		'Mortar to make': '23.59 ft³ (0.668 m³) with 20 % waste',
		Cement: 'Masonry cement 7.37 ft³ (0.209 m³): 8 × 70 lb bags',
		Sand: '2,209.40 lb (1,002.17 kg), 1.10 US tons (1.00 t)',
	})
	await expect(resultsRegion(page).getByRole('img', { name: 'Elevation of Wall 2' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('UK block: its thickness shows, the block headline, a cavity wall’s wall ties note', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Unit', { exact: true }).selectOption({ label: 'UK block 440 × 215 mm' })
	await expect(page.getByLabel('Block thickness')).toHaveValue('100')
	await page.getByLabel('Block thickness').selectOption('140')
	await page.getByRole('radio', { name: 'Double skin, cavity' }).check()
	await fillFields(page, { 'Wall 1 Length': '8', 'Wall 1 Height': '1.2' })
	// 9.6 × 2 ÷ (0.45 × 0.225) × 1.1 = 208.59 → 209
	await calculateAndExpectHeadline(page, 'Blocks needed', '209')
	await expectRows(page, { 'Per m² of one skin': '9.88 per m²', Skins: '2', 'Blocks to buy': '209 with 10 % waste' })
	await expect(
		resultsRegion(page).getByText(
			'Wall ties not included: typically 2.5 per m² (900 mm × 450 mm) plus extra at openings',
		),
	).toBeVisible()
	await expectNoAxeViolations(page)
})

test('CMU: 12.5 × 8 ft at no waste is 113 blocks, 1.13 per ft²', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Unit', { exact: true }).selectOption('us-cmu')
	await expect(page.getByLabel('Block thickness')).toHaveCount(0)
	await fillFields(page, { 'Wall 1 Length': '12.5', 'Wall 1 Height': '8', 'Waste on bricks / blocks': '0' })
	// 100 ft² × 144 ÷ (16 × 8) = 112.5 → 113
	await calculateAndExpectHeadline(page, 'Blocks needed', '113')
	await expectRows(page, { 'Per ft² of one skin': '1.13 per ft²' })
})

test('Custom: its three sizes show, take inches as builders write them, and go with another unit', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Unit', { exact: true }).selectOption('custom')
	await expect(page.getByLabel('Custom length')).toHaveAccessibleDescription(/in/)
	await expect(page.getByLabel('Custom mortar bed depth')).toHaveAccessibleDescription(
		/The depth of the unit, or of its bedded shells/,
	)
	await fillFields(page, {
		'Custom length': '15 5/8',
		'Custom height': '7 5/8"',
		'Custom mortar bed depth': '2.5',
		'Wall 1 Length': '12.5',
		'Wall 1 Height': '8',
		'Waste on bricks / blocks': '0',
	})
	await calculateAndExpectHeadline(page, 'Bricks or blocks needed', '113')
	await expectRows(page, { 'Bricks or blocks to buy': '113 with 0 % waste' })
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByLabel('Unit', { exact: true }).selectOption('us-modular')
	await expect(page.getByLabel('Custom length')).toHaveCount(0)
	await expectNoAxeViolations(page)
})

test('bad input: each field’s message keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, {
		'Wall 1 Length': '5',
		'Wall 1 Height': '2.3',
		'Opening 1 Width': '1',
		'Opening 1 Height': '1',
	})
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(
		page,
		[
			['Wall 1 Length', '0', 'Must be between 0.1 and 100 m'],
			['Wall 1 Length', '100.5', 'Must be between 0.1 and 100 m'],
			['Wall 1 Height', 'abc', 'Enter a number'],
			['Wall 1 Height', '11', 'Must be between 0.1 and 10 m'],
			['Opening 1 Width', '10.5', 'Must be between 0.1 and 10 m'],
			['Opening 1 Height', '1e3', 'Enter a number'],
			['Joint thickness', '2', 'Must be between 3 and 20 mm'],
			['Waste on bricks / blocks', '31', 'Must be between 0 and 30%'],
			['Mortar waste', '-1', 'Must be between 0 and 50%'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await page.getByLabel('Wall 1 Length').fill('')
	await expect(page.getByLabel('Wall 1 Length')).toHaveAccessibleDescription(/Required/)
	await expect(page.getByText(EMPTY_MESSAGE)).toBeVisible()
})

test('openings over the walls get one message under the list; openings Equal to the walls leave 0 bricks', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Opening' }).click()
	// 12.0 m² of openings on 11.5 m² of wall: under the openings list, Calculate disabled, nothing typed is lost.
	await fillFields(page, { 'Wall 1 Length': '5', 'Wall 1 Height': '2.3' })
	await fillFields(page, { 'Opening 1 Width': '4', 'Opening 1 Height': '3' })
	await expect(page.getByText(OPENINGS_MESSAGE)).toBeVisible()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Make the openings add up to no more than the walls to calculate.')).toBeVisible()
	await expect(page.getByLabel('Wall 1 Height')).toHaveValue('2.3')
	await expectNoBrokenNumbers(page)
	// Equal is not more: 0.3 × 0.7 less 0.1 × 0.7 and 0.2 × 0.7 is 0 m², 0 bricks, with results shown.
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, {
		'Wall 1 Length': '0.3',
		'Wall 1 Height': '0.7',
		'Opening 1 Width': '0.1',
		'Opening 1 Height': '0.7',
		'Opening 2 Width': '0.2',
		'Opening 2 Height': '0.7',
	})
	await expect(page.getByText(OPENINGS_MESSAGE)).toHaveCount(0)
	await calculateAndExpectHeadline(page, 'Bricks needed', '0')
	await expectRows(page, { 'Net wall area': '0.00 m² (0.00 ft²)', Cement: '0.00 kg (0.00 lb): 0 × 25 kg bags' })
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('custom sizes are asked for, and checked, only with Custom, in mm or in', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Unit', { exact: true }).selectOption('custom')
	await fillFields(page, { 'Wall 1 Length': '8', 'Wall 1 Height': '1.2' })
	await expect(page.getByText('Fill in the custom length, height and mortar bed depth to calculate.')).toBeVisible()
	await fillFields(page, { 'Custom length': '215', 'Custom height': '65', 'Custom mortar bed depth': '102.5' })
	await expectFieldRejects(page, [
		['Custom length', '19', 'Must be between 20 and 1,000 mm'],
		['Custom height', '1001', 'Must be between 20 and 1,000 mm'],
		['Custom mortar bed depth', '401', 'Must be between 20 and 400 mm'],
	])
	await page.getByLabel('Custom length').fill('x')
	await page.getByLabel('Unit', { exact: true }).selectOption('uk-brick')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Unit', { exact: true }).selectOption('custom')
	await expectFieldRejects(page, [
		['Custom length', '41', 'Must be between 1 and 40 in'],
		['Custom mortar bed depth', '16.5', 'Must be between 1 and 16 in'],
		['Joint thickness', '0.8', 'Must be between 0.125 and 0.75 in'],
		['Wall 1 Length', '331', 'Must be between 0.5 and 330 ft'],
		['Wall 1 Height', `33' 1"`, 'Must be between 0.5 and 33 ft'],
	])
	await expectNoAxeViolations(page)
})

test('a unit change: measurements and lists start again, the construction and an edited waste stay', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Double skin, solid (collar joint filled)' }).check()
	await page.getByLabel('Unit', { exact: true }).selectOption('uk-block')
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, {
		'Wall 1 Length': '8',
		'Wall 1 Height': '1.2',
		'Wall 2 Length': '3',
		'Wall 2 Height': '1.2',
		'Joint thickness': '12',
		'Mortar waste': '25',
	})
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Length')).toHaveAccessibleDescription(/ft/)
	await expect(page.getByLabel('Wall 2 Length')).toHaveCount(0)
	await expect(page.getByLabel('Opening 1 Width')).toHaveCount(0)
	await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('us-modular')
	await expect(page.getByLabel('Joint thickness')).toHaveValue('0.375')
	await expect(page.getByRole('radio', { name: 'Double skin, solid (collar joint filled)' })).toBeChecked()
	// The waste still at the metric default takes the imperial one; the one typed stays.
	await expect(page.getByLabel('Waste on bricks / blocks')).toHaveValue('5')
	await expect(page.getByLabel('Mortar waste')).toHaveValue('25')
	await expect(page.getByLabel('Mortar mix (1 : n by volume)')).toHaveValue('3')
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(page.getByLabel('Waste on bricks / blocks')).toHaveValue('10')
	await expect(page.getByLabel('Mortar waste')).toHaveValue('25')
	await expect(page.getByLabel('Mortar mix (1 : n by volume)')).toHaveValue('5')
})

test('Start New Calculation: the same system’s defaults, one blank wall, focus on its length', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('radio', { name: 'Double skin, cavity' }).check()
	await page.getByRole('button', { name: 'Add Wall' }).click()
	await fillFields(page, {
		'Wall 1 Length': '10',
		'Wall 1 Height': '4',
		'Wall 2 Length': '6',
		'Wall 2 Height': '4',
		'Waste on bricks / blocks': '8',
	})
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Wall 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Wall 1 Length')).toBeFocused()
	await expect(page.getByLabel('Wall 2 Length')).toHaveCount(0)
	await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Single skin' })).toBeChecked()
	await expect(page.getByLabel('Waste on bricks / blocks')).toHaveValue('5')
})

test('a link with every list filled opens the imperial example, fresh and after a reload', async ({ page }) => {
	const query = [
		'unit=imperial',
		'preset=us-modular',
		'joint=0.375',
		'waste=5',
		'mortarWaste=20',
		'mix=3',
		'walls.0.name=North',
		'walls.0.length=30',
		'walls.0.height=8',
		'walls.1.name=Wall 2',
		'walls.1.length=20',
		'walls.1.height=8',
		'openings.0.name=Opening 1',
		'openings.0.width=3',
		'openings.0.height=4',
		'openings.1.name=Opening 2',
		'openings.1.width=3',
		'openings.1.height=4',
		'openings.2.name=Opening 3',
		'openings.2.width=3',
		'openings.2.height=6.8',
	].join('&')
	await gotoHydrated(page, `${PATH}?${query}`)
	await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked()
	await expect(page.getByLabel('North Length')).toHaveValue('30')
	await expect(page.getByLabel('Opening 3 Height')).toHaveValue('6.8')
	await calculateAndExpectHeadline(page, 'Bricks needed', '2,561')
	// A reload shows what the tab last had: the results of the same inputs; Start New keeps the system.
	await reloadHydrated(page)
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('2,561')
	await expect(resultsRegion(page).getByRole('img', { name: 'Elevation of North' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	// The same link with #results opens the results at once.
	await gotoHydrated(page, `${PATH}?${query}#results`)
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('2,561')
})

test('keyboard: arrow keys choose the construction, Enter on Calculate shows the results; tap targets are 44 px', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await expectTapTargets(page)
	await page.getByRole('radio', { name: 'Single skin' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: 'Double skin, cavity' })).toBeChecked()
	await page.getByRole('button', { name: 'Remove Opening 1' }).click()
	await page.getByLabel('Wall 1 Length').focus()
	await page.keyboard.type('1.35')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Wall 1 Height')).toBeFocused()
	await page.keyboard.type('0.375')
	await page.getByLabel('Waste on bricks / blocks').fill('0')
	await page.getByRole('button', { name: 'Calculate' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// A pier 1.35 × 0.375 m, two skins: 2 × 30 = 60 bricks (not 61 from 60.000000000000007)
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('60')
	await expectTapTargets(page)
})
