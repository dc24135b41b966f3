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

const PATH = '/calculators/fence-calculator'

/** The sections of a fence line, added with 'Add Section', each typed and given its type. */
async function fillSections(page: Page, sections: ReadonlyArray<readonly ['Fence' | 'Gate', string]>) {
	for (let index = 1; index < sections.length; index++) await page.getByRole('button', { name: 'Add Section' }).click()
	for (const [index, [type, length]] of sections.entries()) {
		const name = `Section ${index + 1}`
		if (type === 'Gate') await page.getByLabel(`${name} Type`).selectOption('gate')
		await page.getByLabel(`${name} Length`).fill(length)
	}
}

/** The metric example: Fence 9.0, Fence 5.5, Gate 0.9, Fence 3.0 m, with the defaults. */
async function fillMetricExample(page: Page) {
	await fillSections(page, [
		['Fence', '9.0'],
		['Fence', '5.5'],
		['Gate', '0.9'],
		['Fence', '3.0'],
	])
}

test('defaults: metric panels, one blank fence section, 1.83 × 1.8 m panels, 100 mm posts in 250 × 600 mm holes', async ({
	page,
}) => {
	// Many fields and checks, each a round trip to the browser: more than the default 30 s on a loaded machine.
	test.slow()
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Fence Calculator - Landscaping Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Panels' })).toBeChecked()
	await expect(page.getByLabel('Section 1 Type')).toHaveValue('fence')
	await expect(page.getByLabel('Section 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Section 1 Length')).toHaveAccessibleDescription(/m Centre to centre of the end posts/)
	await expect(page.getByText('Start a new section at every corner and every gate.')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Remove Section 1' })).toHaveCount(0)
	await expect(page.getByRole('checkbox', { name: 'Closed loop' })).not.toBeChecked()
	await expect(page.getByLabel('Panel width')).toHaveValue('1.83')
	await expect(page.getByLabel('Panel height')).toHaveValue('1.8')
	await expect(page.getByLabel('Fence height')).toHaveCount(0)
	await expect(page.getByLabel('Waste on boards / pickets')).toHaveCount(0)
	await expect(page.getByRole('checkbox', { name: 'Gravel boards (150 mm, one per bay)' })).toBeChecked()
	await expect(page.getByLabel('Post size')).toHaveValue('100')
	await expect(page.getByLabel('Post hole diameter')).toHaveValue('250')
	await expect(page.getByLabel('Post hole depth')).toHaveValue('600')
	await expect(page.getByLabel('Concrete bag')).toHaveValue('20kg')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the length of every section to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric example: 10 panels, 3 cut, 12 posts of 2.7 m and 31 bags, with each section drawn', async ({ page }) => {
	// Many fields and checks, each a round trip to the browser: more than the default 30 s on a loaded machine.
	test.slow()
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await expect(page.getByLabel('Section 3 Length')).toHaveAccessibleDescription(/Opening between the posts/)
	const results = await calculate(page)
	// s = 1.93 m: 5 + 3 + 2 bays; V = π × 0.125² × 0.6 − 0.1² × 0.6 = 0.023452 m³ × 12 × 108 = 30.39 → 31
	await expectHeadline(page, 'Fence panels', '10')
	await expectRows(page, {
		Posts: '12 (line 7, end and corner 3, gate 2)',
		'Post length needed': '2.55 m (8.37 ft)',
		'Post stock length': '2.7 m',
		'Fence panels': '10 (3 cut)',
		'Cut panels':
			'Section 1: 1 panel cut to 1.18 m (3.87 ft); Section 2: 1 panel cut to 1.54 m (5.05 ft); Section 4: 1 panel cut to 0.97 m (3.18 ft)',
		'Gravel boards': '10',
		Gates: '1 gate: 0.90 m (2.95 ft)',
		'Concrete per post': '23.5 L (0.83 ft³)',
		'Bags per post': '2.53',
		'Concrete bags': '31 × 20 kg post mix',
		'Total concrete': '0.281 m³ (9.94 ft³)',
		'Fenced length': '17.50 m (57.41 ft)',
		'Total line length': '18.50 m (60.70 ft)',
	})
	await expect(resultRow(page, 'Rails')).toHaveCount(0)
	await expect(results.getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
	await expect(results.getByRole('img', { name: 'Elevation of Section 1' })).toBeVisible()
	await expect(results.getByRole('img', { name: 'Elevation of Section 3' })).toHaveAccessibleDescription(
		'Section 3: a gate opening of 0.9 m (dashed) between two posts 1 m apart, centre to centre.',
	)
	await expect(results.getByRole('img', { name: 'Post in its hole' })).toBeVisible()
	await expect(results.getByText(/Use Class 4/)).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial example: boards on rails, 39 rails, 15 posts of 8 ft, 237 pickets and 37 bags', async ({ page }) => {
	// Many fields and checks, each a round trip to the browser: more than the default 30 s on a loaded machine.
	test.slow()
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: 'Boards on rails (pickets)' })).toBeChecked()
	await expect(page.getByLabel('Fence height')).toHaveValue('6')
	await expect(page.getByLabel('Board / picket width')).toHaveValue('5.5')
	await expect(page.getByLabel('Gap between boards')).toHaveValue('0')
	await expect(page.getByLabel('Rails per bay')).toHaveValue('3')
	await expect(page.getByLabel('Maximum post spacing')).toHaveValue('8')
	await expect(page.getByRole('checkbox', { name: 'Gravel boards (6 in, one per bay)' })).not.toBeChecked()
	await expect(page.getByLabel('Post size')).toHaveValue('4x4')
	await expect(page.getByLabel('Post hole diameter')).toHaveValue('10')
	await expect(page.getByLabel('Post hole depth')).toHaveValue('24')
	await expect(page.getByLabel('Concrete bag')).toHaveValue('50lb')
	await expect(page.getByLabel('Waste on boards / pickets')).toHaveValue('10')
	await expect(page.getByLabel('Panel width')).toHaveCount(0)
	await fillSections(page, [
		['Fence', '48'],
		['Fence', `30' 0"`],
		['Gate', '4'],
		['Fence', '20'],
	])
	await calculate(page)
	// 576 / 5.5 → 105, 360 / 5.5 → 66, 240 / 5.5 → 44: 215 × 1.1 = 236.5 → 237
	await expectHeadline(page, 'Pickets', '237')
	await expectRows(page, {
		Posts: '15 (line 10, end and corner 3, gate 2)',
		'Post length needed': `8.00 ft (8' 0"; 2.44 m)`,
		'Post stock length': '8 ft',
		Rails: '39 × 8 ft (2×4)',
		Pickets: `237 (215 before 10 % waste), each 6.00 ft (6' 0"; 1.83 m) long`,
		Gates: `1 gate: 4.00 ft (4' 0"; 1.22 m)`,
		'Concrete per post': '0.92 ft³ (26.1 L)',
		'Bags per post': '2.46',
		'Concrete bags': '37 × 50 lb',
		'Total concrete': '13.81 ft³ (0.391 m³)',
		'Fenced length': `98.00 ft (98' 0"; 29.87 m)`,
		'Total line length': `102.29 ft (102' 3 1/2"; 31.18 m)`,
	})
	await expect(resultRow(page, 'Gravel boards')).toHaveCount(0)
	await expectNoBrokenNumbers(page)
})

test('bad input on panels: each field’s message, and Calculate disabled until it is put right', async ({ page }) => {
	// Many fields and checks, each a round trip to the browser: more than the default 30 s on a loaded machine.
	test.slow()
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(
		page,
		[
			['Section 1 Length', '0.2', 'Must be between 0.3 and 100 m'],
			['Section 1 Length', '0', 'Must be between 0.3 and 100 m'],
			['Section 1 Length', 'abc', 'Enter a number'],
			['Section 1 Length', 'Infinity', 'Enter a number'],
			['Section 1 Length', '1e3', 'Enter a number'],
			['Section 3 Length', '5.5', 'Must be between 0.6 and 5 m'],
			['Panel width', '3.5', 'Must be between 0.5 and 3 m'],
			['Post hole diameter', '700', 'Must be between 100 and 600 mm'],
			['Post hole depth', '250', 'Must be between 300 and 1,500 mm'],
		],
		'Correct the highlighted fields to calculate.',
	)
})

test('bad input on boards on rails: each field’s message; an emptied field reads Required', async ({ page }) => {
	// Many fields and checks, each a round trip to the browser: more than the default 30 s on a loaded machine.
	test.slow()
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByRole('radio', { name: 'Boards on rails (pickets)' }).check()
	await expectFieldRejects(
		page,
		[
			['Fence height', '2.5', 'Must be between 0.6 and 2.4 m'],
			['Board / picket width', '20', 'Must be between 25 and 300 mm'],
			['Gap between boards', '151', 'Must be between 0 and 150 mm'],
			['Rails per bay', '2.5', 'Enter a whole number'],
			['Rails per bay', '5', 'Must be between 2 and 4'],
			['Waste on boards / pickets', '31', 'Must be between 0 and 30%'],
		],
		'Correct the highlighted fields to calculate.',
	)
	// Emptied: 'Required' under the field, and the line under Calculate says what is missing
	await page.getByLabel('Section 2 Length').fill('')
	await expect(page.getByLabel('Section 2 Length')).toHaveAccessibleDescription(/Required/)
	await expect(page.getByText('Fill in the length of every section to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('cross-field messages: no fence section, a loop of two, a hole no wider than the post’s diagonal', async ({
	page,
}) => {
	// Many fields and checks, each a round trip to the browser: more than the default 30 s on a loaded machine.
	test.slow()
	await gotoHydrated(page, PATH)
	const calculateButton = page.getByRole('button', { name: 'Calculate' })
	await page.getByLabel('Section 1 Type').selectOption('gate')
	await expect(page.getByText('Add at least one fence section')).toBeVisible()
	await page.getByLabel('Section 1 Length').fill('1')
	await expect(calculateButton).toBeDisabled()
	await page.getByLabel('Section 1 Type').selectOption('fence')
	await expect(page.getByText('Add at least one fence section')).toHaveCount(0)
	await page.getByRole('button', { name: 'Add Section' }).click()
	await fillFields(page, { 'Section 1 Length': '9.65', 'Section 2 Length': '9.65' })
	await page.getByRole('checkbox', { name: 'Closed loop' }).check()
	await expect(page.getByText('A closed loop needs at least 3 sections')).toBeVisible()
	await expect(calculateButton).toBeDisabled()
	await page.getByRole('checkbox', { name: 'Closed loop' }).uncheck()
	await expect(calculateButton).toBeEnabled()
	await expectFieldRejects(page, [
		['Post hole diameter', '100', "The hole must be wider than the post's diagonal (141.4 mm)"],
		['Post hole diameter', '141.4213562373', "The hole must be wider than the post's diagonal (141.4 mm)"],
	])
	await page.getByLabel('Post size').selectOption('125')
	await expectFieldRejects(page, [
		['Post hole diameter', '170', "The hole must be wider than the post's diagonal (176.8 mm)"],
	])
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Section 1 Length').fill('16')
	await expectFieldRejects(page, [
		['Post hole diameter', '4.9', "The hole must be wider than the post's diagonal (4.95 in)"],
		['Section 1 Length', '331', 'Must be between 1 and 330 ft'],
	])
})

test('closed loop of four 9.65 m sections: 20 panels, none cut, 20 posts', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillSections(page, [
		['Fence', '9.65'],
		['Fence', '9.65'],
		['Fence', '9.65'],
		['Fence', '9.65'],
	])
	await page.getByRole('checkbox', { name: 'Closed loop' }).check()
	await calculate(page)
	// 9.65 / 1.93 = 5 exactly: 5 bays each; J = 4, line posts 16
	await expectHeadline(page, 'Fence panels', '20')
	await expectRows(page, { Posts: '20 (line 16, end and corner 4, gate 0)', 'Fence panels': '20' })
	await expect(resultRow(page, 'Cut panels')).toHaveCount(0)
})

test('sections are added and removed; Remove shows only with two or more', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Section' }).click()
	await page.getByRole('button', { name: 'Add Section' }).click()
	await expect(page.getByLabel('Section 3 Length')).toBeVisible()
	await fillFields(page, { 'Section 1 Length': '5', 'Section 2 Length': '6', 'Section 3 Length': '7' })
	await page.getByRole('button', { name: 'Remove Section 2' }).click()
	await expect(page.getByLabel('Section 2 Length')).toHaveCount(0)
	await expect(page.getByLabel('Section 3 Length')).toHaveValue('7')
	await page.getByRole('button', { name: 'Remove Section 3' }).click()
	await expect(page.getByRole('button', { name: 'Remove Section 1' })).toHaveCount(0)
	await calculate(page)
	// 5 / 1.93 → 3 panels
	await expectHeadline(page, 'Fence panels', '3')
})

test('a unit change starts the sections and sizes again; a style chosen stays, one at its default follows', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByLabel('Post hole diameter').fill('300')
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Section 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Section 1 Length')).toHaveAccessibleDescription(/ft/)
	await expect(page.getByLabel('Section 2 Length')).toHaveCount(0)
	await expect(page.getByLabel('Post hole diameter')).toHaveValue('10')
	await expect(page.getByRole('radio', { name: 'Boards on rails (pickets)' })).toBeChecked()
	// Panels chosen in imperial are kept on the way back to metric
	await page.getByRole('radio', { name: 'Panels' }).check()
	await expect(page.getByLabel('Panel width')).toHaveValue('6')
	await expect(page.getByLabel('Panel height')).toHaveValue('6')
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(page.getByRole('radio', { name: 'Panels' })).toBeChecked()
	await page.getByRole('radio', { name: 'Boards on rails (pickets)' }).check()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: 'Boards on rails (pickets)' })).toBeChecked()
	await expect(page.getByLabel('Maximum post spacing')).toHaveValue('8')
	// Now at imperial's own default, the style follows the system back (decision 062: nothing tells it apart)
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(page.getByRole('radio', { name: 'Panels' })).toBeChecked()
})

test('Start New Calculation empties the form in the same system, focus on Section 1 Length', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillMetricExample(page)
	await page.getByRole('checkbox', { name: 'Gravel boards (150 mm, one per bay)' }).uncheck()
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Section 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Section 1 Length')).toBeFocused()
	await expect(page.getByLabel('Section 2 Length')).toHaveCount(0)
	await expect(page.getByRole('checkbox', { name: 'Gravel boards (150 mm, one per bay)' })).toBeChecked()
})

test('a link with every section filled opens its results, fresh and after a reload, then its form', async ({
	page,
}) => {
	const query =
		'sections.0.length=9.0&sections.1.name=Section+2&sections.1.length=5.5&sections.2.name=Section+3&sections.2.type=gate&sections.2.length=0.9&sections.3.name=Section+4&sections.3.length=3.0'
	await gotoHydrated(page, `${PATH}?${query}#results`)
	await expectHeadline(page, 'Fence panels', '10')
	await expect(resultRow(page, 'Gates')).toContainText('1 gate: 0.90 m (2.95 ft)')
	await reloadHydrated(page)
	await expectHeadline(page, 'Fence panels', '10')
	await expect(resultsRegion(page).getByRole('img', { name: 'Elevation of Section 4' })).toBeVisible()
	await gotoHydrated(page, `${PATH}?${query}`)
	await expect(page.getByLabel('Section 3 Type')).toHaveValue('gate')
	await expect(page.getByLabel('Section 4 Length')).toHaveValue('3.0')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('tap targets are 44 px with sections listed, on a phone', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 })
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Section' }).click()
	await expectTapTargets(page)
	await fillFields(page, { 'Section 1 Length': '9', 'Section 2 Length': '5' })
	await calculate(page)
	const drawing = resultsRegion(page).getByRole('img', { name: 'Elevation of Section 1' })
	const box = await drawing.boundingBox()
	expect(box?.width ?? 0).toBeLessThanOrEqual(360)
})
