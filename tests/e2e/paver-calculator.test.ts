import { expectFieldRejects, expectRows, expectTapTargets } from './calculator-helpers.ts'
import {
	calculateAndExpectHeadline,
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

const PATH = '/calculators/paver-calculator'

const METRIC_ROWS = {
	// docs/calculators/paver-calculator.md §6: 5 × 4 m, 600 × 600 slabs, 10 mm joints, stack 3 %, 100 mm sub-base,
	// 40 mm 5:1 mortar bed, 10 % allowance, 5 m against the house
	Area: '20.00 m² (215.28 ft²)',
	'Per m²': '2.69',
	'Area with waste': '20.60 m² (221.74 ft²) with 3 % waste',
	'Slabs to buy': '56',
	'Sub-base': '2.200 m³ (77.69 ft³, 2.88 yd³), 4.84 t (5.34 US tons): 6 × 850 kg bulk bags',
	Bedding: 'Mortar bed 5:1, 0.880 m³ (31.08 ft³)',
	'Sharp sand': '1,466.67 kg (3,233.44 lb), 1.47 t (1.62 US tons): 2 × 850 kg bulk bags',
	Cement: '264.00 kg (582.02 lb): 11 × 25 kg bags',
	'Edge restraint': '13.00 m (42.65 ft)',
}

test('defaults: metric 600 × 600 slabs stacked with 10 mm joints on 100 mm of sub-base and a 40 mm 5:1 mortar bed', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Paver and Patio Calculator - Landscaping Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByLabel('Area 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Width')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Length')).toHaveAccessibleDescription(/m/)
	await expect(page.getByRole('button', { name: 'Remove Area 1' })).toHaveCount(0)
	await expect(page.getByLabel('Paver or slab')).toHaveValue('slab-600x600')
	await expect(page.getByLabel('Paver or slab').locator('option:checked')).toHaveText('Slab 600 × 600 mm')
	await expect(page.getByLabel('Custom length')).toHaveCount(0)
	await expect(page.getByLabel('Joint width')).toHaveValue('10')
	await expect(page.getByLabel('Laying pattern').locator('option:checked')).toHaveText('Stack (grid)')
	await expect(page.getByLabel('Waste on pavers')).toHaveValue('3')
	await expect(page.getByLabel('Sub-base depth')).toHaveValue('100')
	await expect(page.getByRole('radio', { name: 'Mortar bed (sharp sand and cement)' })).toBeChecked()
	await expect(page.getByLabel('Bedding depth')).toHaveValue('40')
	await expect(page.getByLabel('Mortar bed mix (sand : cement)')).toHaveValue('5')
	await expect(page.getByLabel('Allowance on sub-base and bedding')).toHaveValue('10')
	await expect(page.getByLabel('Edges not needing restraint')).toHaveValue('0')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the length and width of every area to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric slabs example: 56 slabs, the sub-base, sharp sand and cement, 13 m of edge restraint', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Area 1 Length': '5.0', 'Area 1 Width': '4.0', 'Edges not needing restraint': '5.0' })
	await calculateAndExpectHeadline(page, 'Slabs to buy', '56')
	await expectRows(page, METRIC_ROWS)
	await expect(resultsRegion(page).getByText('Fall the patio 1 in 60', { exact: false })).toBeVisible()
	await expect(resultsRegion(page).getByRole('term').filter({ hasText: 'Paver or slab' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('the plan of each area is drawn to scale, named and described, and fits a 320 px phone', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 740 })
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Area' }).click()
	await fillFields(page, { 'Area 1 Length': '5', 'Area 1 Width': '4', 'Area 2 Length': '2', 'Area 2 Width': '1.5' })
	await page.getByLabel('Laying pattern').selectOption({ label: 'Herringbone 45°' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	const results = resultsRegion(page)
	await expect(results.getByRole('heading', { name: 'Drawing to scale' })).toBeVisible()
	for (const name of ['Paving plan of Area 1', 'Paving plan of Area 2']) {
		const drawing = results.getByRole('img', { name })
		await expect(drawing).toHaveAttribute('aria-busy', 'false')
		await expect(drawing).toHaveAccessibleDescription(/in herringbone at 45° to the edges, 10 mm joints/)
		const box = (await drawing.boundingBox())!
		expect(box.x + box.width).toBeLessThanOrEqual(320)
	}
	await expect(results.getByRole('list', { name: 'Key' })).toHaveText(/Whole slab\s*Cut slab/)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	await expectNoBrokenNumbers(page)
})

test('imperial pavers example: 908 brick pavers in herringbone 90°, 194 bags of base and 36 of sand', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Paver or slab').locator('option:checked')).toHaveText('Brick paver 4 × 8 in')
	await expect(page.getByLabel('Joint width')).toHaveValue('0.125')
	await expect(page.getByLabel('Laying pattern').locator('option:checked')).toHaveText('Running bond')
	await expect(page.getByLabel('Waste on pavers')).toHaveValue('5')
	await expect(page.getByLabel('Sub-base depth')).toHaveValue('4')
	await expect(page.getByRole('radio', { name: 'Sand', exact: true })).toBeChecked()
	await expect(page.getByLabel('Mortar bed mix (sand : cement)')).toHaveCount(0)
	await expect(page.getByLabel('Bedding depth')).toHaveValue('1')
	await page.getByLabel('Laying pattern').selectOption({ label: 'Herringbone 90°' })
	await expect(page.getByLabel('Waste on pavers')).toHaveValue('10')
	await fillFields(page, { 'Area 1 Length': `16' 0"`, 'Area 1 Width': '12' })
	// 192 × 1.1 ÷ (4.125 × 8.125 ÷ 144) = 907.42 → 908
	await calculateAndExpectHeadline(page, 'Pavers to buy', '908')
	await expectRows(page, {
		Area: '192.00 ft² (17.84 m²)',
		'Per ft²': '4.30',
		'Area with waste': '211.20 ft² (19.62 m²) with 10 % waste',
		'Sub-base': '70.40 ft³, 2.61 yd³ (1.994 m³), 4.83 US tons (4.39 t): 194 × 50 lb (0.5 ft³) bags',
		Bedding: 'Sand bed, 17.60 ft³ (0.498 m³)',
		'Bedding sand': '1,757.97 lb (797.40 kg), 0.88 US tons (0.80 t): 36 × 0.5 ft³ bags',
		'Edge restraint': `56.00 ft (56' 0"; 17.07 m)`,
	})
	await expect(resultRow(page, 'Cement')).toHaveCount(0)
	await expectNoBrokenNumbers(page)
})

test('edges of the spec: 24 slabs not 25, no sub-base at depth 0, the perimeter check, a custom paver or slab', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, {
		'Area 1 Length': '3.6',
		'Area 1 Width': '2.4',
		'Joint width': '0',
		'Waste on pavers': '0',
		'Sub-base depth': '0',
		'Edges not needing restraint': '13',
	})
	const edges = page.getByLabel('Edges not needing restraint')
	await expect(edges).toHaveAttribute('aria-invalid', 'true')
	await expect(edges).toHaveAccessibleDescription(/Longer than the perimeter \(12\.00 m\)/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
	await edges.fill('12')
	// 8.64 ÷ 0.36 = 24.000000000000004 → 24 (Math.ceil would buy 25)
	await calculateAndExpectHeadline(page, 'Slabs to buy', '24')
	await expect(resultRow(page, 'Sub-base')).toHaveCount(0)
	await expectRows(page, { 'Edge restraint': '0.00 m (0.00 ft)' })
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByLabel('Paver or slab').selectOption({ label: 'Block paver 200 × 100 mm' })
	await page.getByLabel('Paver or slab').selectOption({ label: 'Custom' })
	await expect(page.getByLabel('Joint width')).toHaveValue('3')
	await fillFields(page, { 'Area 1 Length': '3', 'Area 1 Width': '2', 'Custom length': '300', 'Custom width': '300' })
	// 6 × 1.03 ÷ 0.303² = 67.31 → 68: 300 × 300 is not over 300 mm, a paver
	await calculateAndExpectHeadline(page, 'Pavers to buy', '68')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByLabel('Paver or slab').selectOption({ label: 'Custom' })
	await fillFields(page, { 'Area 1 Length': '3', 'Area 1 Width': '2', 'Custom length': '301', 'Custom width': '200' })
	// 6 × 1.03 ÷ (0.311 × 0.21) = 94.63 → 95 slabs
	await calculateAndExpectHeadline(page, 'Slabs to buy', '95')
})

test('bad input gets the field’s message and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Area 1 Length': '5', 'Area 1 Width': '4' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(
		page,
		[
			['Area 1 Length', '0', 'Must be between 0.1 and 100 m'],
			['Area 1 Width', '100.5', 'Must be between 0.1 and 100 m'],
			['Area 1 Width', 'abc', 'Enter a number'],
			['Area 1 Length', '1e3', 'Enter a number'],
			['Area 1 Length', 'Infinity', 'Enter a number'],
			['Joint width', '26', 'Must be between 0 and 25 mm'],
			['Waste on pavers', '31', 'Must be between 0 and 30%'],
			['Sub-base depth', '401', 'Must be between 0 and 400 mm'],
			['Bedding depth', '5', 'Must be between 10 and 100 mm'],
			['Allowance on sub-base and bedding', '51', 'Must be between 0 and 50%'],
			['Edges not needing restraint', '-1', 'Must be between 0 and 10,000 m'],
			['Edges not needing restraint', '18.5', 'Longer than the perimeter (18.00 m)'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await expectNoAxeViolations(page)
})

test('the custom size and the imperial bounds get their messages; an emptied field says Required', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Area 1 Length': '5', 'Area 1 Width': '4' })
	await page.getByLabel('Paver or slab').selectOption({ label: 'Custom' })
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await fillFields(page, { 'Custom length': '300', 'Custom width': '300' })
	await expectFieldRejects(page, [
		['Custom length', '49', 'Must be between 50 and 1,200 mm'],
		['Custom width', '1201', 'Must be between 50 and 1,200 mm'],
	])
	// An emptied field says so under it
	await page.getByLabel('Area 1 Length').fill('')
	await expect(page.getByLabel('Area 1 Length')).toHaveAccessibleDescription(/Required/)
	await expect(page.getByText('Fill in the length and width of every area to calculate.')).toBeVisible()
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await fillFields(page, { 'Area 1 Length': '16', 'Area 1 Width': '12' })
	await expectFieldRejects(page, [
		['Area 1 Length', '331', 'Must be between 0.5 and 330 ft'],
		['Joint width', '1.5', 'Must be between 0 and 1 in'],
		['Sub-base depth', '17', 'Must be between 0 and 16 in'],
		['Bedding depth', '0.25', 'Must be between 0.5 and 4 in'],
		['Edges not needing restraint', '57', 'Longer than the perimeter (56.00 ft)'],
	])
})

test('a preset sets the joint and bedding, a pattern the waste, until they are changed by hand', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const select = page.getByLabel('Paver or slab')
	await select.selectOption({ label: 'Block paver 200 × 100 mm' })
	await expect(page.getByLabel('Joint width')).toHaveValue('3')
	await expect(page.getByRole('radio', { name: 'Sand', exact: true })).toBeChecked()
	await expect(page.getByLabel('Mortar bed mix (sand : cement)')).toHaveCount(0)
	await select.selectOption({ label: 'Slab 900 × 600 mm' })
	await expect(page.getByLabel('Joint width')).toHaveValue('10')
	await expect(page.getByRole('radio', { name: 'Mortar bed (sharp sand and cement)' })).toBeChecked()
	await expect(page.getByLabel('Mortar bed mix (sand : cement)')).toBeVisible()
	// Changed by hand: they stay
	await page.getByLabel('Joint width').fill('8')
	await page.getByRole('radio', { name: 'Sand', exact: true }).check()
	await select.selectOption({ label: 'Block paver 200 × 100 mm' })
	await expect(page.getByLabel('Joint width')).toHaveValue('8')
	await expect(page.getByRole('radio', { name: 'Sand', exact: true })).toBeChecked()
	// Custom leaves both, and asks for its size
	await page.getByLabel('Joint width').fill('3')
	await select.selectOption({ label: 'Custom' })
	await expect(page.getByLabel('Joint width')).toHaveValue('3')
	await expect(page.getByLabel('Custom length')).toHaveValue('')
	await expect(page.getByLabel('Custom width')).toBeVisible()
	// The pattern's waste, unless typed over
	const pattern = page.getByLabel('Laying pattern')
	for (const [label, waste] of [
		['Running bond', '5'],
		['Basketweave', '7'],
		['Herringbone 90°', '10'],
		['Herringbone 45°', '12'],
		['Stack (grid)', '3'],
	] as const) {
		await pattern.selectOption({ label })
		await expect(page.getByLabel('Waste on pavers')).toHaveValue(waste)
	}
	await page.getByLabel('Waste on pavers').fill('6')
	await pattern.selectOption({ label: 'Herringbone 45°' })
	await expect(page.getByLabel('Waste on pavers')).toHaveValue('6')
})

test('a unit change starts the areas and sizes again and keeps the pattern, waste and bedding chosen', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Area' }).click()
	await fillFields(page, { 'Area 1 Length': '5', 'Area 1 Width': '4', 'Area 2 Length': '2', 'Area 2 Width': '1' })
	await page.getByLabel('Paver or slab').selectOption({ label: 'Slab 450 × 450 mm' })
	await page.getByLabel('Laying pattern').selectOption({ label: 'Herringbone 45°' })
	await page.getByLabel('Mortar bed mix (sand : cement)').selectOption('4')
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Area 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Length')).toHaveAccessibleDescription(/ft/)
	await expect(page.getByLabel('Area 2 Length')).toHaveCount(0)
	await expect(page.getByLabel('Paver or slab').locator('option:checked')).toHaveText('Brick paver 4 × 8 in')
	await expect(page.getByLabel('Joint width')).toHaveValue('0.125')
	await expect(page.getByLabel('Sub-base depth')).toHaveValue('4')
	await expect(page.getByLabel('Laying pattern').locator('option:checked')).toHaveText('Herringbone 45°')
	await expect(page.getByLabel('Waste on pavers')).toHaveValue('12')
	// The slab's mortar bed was the default: imperial sand
	await expect(page.getByRole('radio', { name: 'Sand', exact: true })).toBeChecked()
	await page.getByRole('radio', { name: 'Mortar bed (sharp sand and cement)' }).check()
	await expect(page.getByLabel('Mortar bed mix (sand : cement)')).toHaveValue('4')
	await page.getByRole('radio', { name: 'Metric' }).check()
	await expect(page.getByLabel('Paver or slab').locator('option:checked')).toHaveText('Slab 600 × 600 mm')
	await expect(page.getByLabel('Joint width')).toHaveValue('10')
	await expect(page.getByRole('radio', { name: 'Mortar bed (sharp sand and cement)' })).toBeChecked()
	await expect(page.getByLabel('Laying pattern').locator('option:checked')).toHaveText('Herringbone 45°')
})

test('areas are added and removed; two areas add up; Start New gives one blank area', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Area' }).click()
	await page.getByRole('button', { name: 'Add Area' }).click()
	await expect(page.getByRole('button', { name: 'Remove Area 1' })).toBeVisible()
	await page.getByRole('button', { name: 'Remove Area 3' }).click()
	await expect(page.getByLabel('Area 3 Length')).toHaveCount(0)
	await fillFields(page, {
		'Area 1 Length': '5',
		'Area 1 Width': '4',
		'Area 2 Length': '2',
		'Area 2 Width': '1.5',
		'Edges not needing restraint': '3',
	})
	// A = 20 + 3 = 23 m² × 1.03 ÷ 0.3721 = 63.67 → 64; P = 18 + 7 = 25 m, less 3 = 22 m
	await calculateAndExpectHeadline(page, 'Slabs to buy', '64')
	await expectRows(page, { Area: '23.00 m² (247.57 ft²)', 'Edge restraint': '22.00 m (72.18 ft)' })
	await expect(resultsRegion(page).getByRole('definition').filter({ hasText: '2 areas' })).toBeVisible()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Area 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Length')).toBeFocused()
	await expect(page.getByLabel('Area 2 Length')).toHaveCount(0)
	await expect(page.getByLabel('Edges not needing restraint')).toHaveValue('0')
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByLabel('Laying pattern').selectOption({ label: 'Basketweave' })
	await fillFields(page, { 'Area 1 Length': '10', 'Area 1 Width': '10' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	// Start New keeps the unit system, with its defaults
	await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked()
	await expect(page.getByLabel('Laying pattern').locator('option:checked')).toHaveText('Running bond')
})

test('a link with every list filled opens its results fresh and after a reload', async ({ page }) => {
	const query = [
		'unit=imperial',
		'areas.0.length=16',
		'areas.0.width=12',
		'areas.1.name=Path',
		'areas.1.length=20',
		'areas.1.width=3',
		'paver=custom',
		'customLength=8',
		'customWidth=4',
		'pattern=herringbone45',
		'waste=12',
		'bedding=mortar',
		'mix=6',
		'edgesWithoutRestraint=3',
	].join('&')
	await gotoHydrated(page, `${PATH}?${query}#results`)
	// A = 192 + 60 = 252 ft² × 1.12 ÷ (8.125 × 4.125 ÷ 144) = 1,212.65 → 1,213 pavers; P = 56 + 46 − 3 = 99 ft
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('1,213')
	await expectRows(page, { Area: '252.00 ft² (23.41 m²)', 'Edge restraint': `99.00 ft (99' 0"; 30.18 m)` })
	await expect(resultRow(page, 'Cement')).toHaveCount(1)
	await expectNoBrokenNumbers(page)
	await reloadHydrated(page)
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('1,213')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await gotoHydrated(page, `${PATH}?${query}`)
	await expect(page.getByLabel('Path Length')).toHaveValue('20')
	await expect(page.getByLabel('Custom length')).toHaveValue('8')
	await expect(page.getByLabel('Mortar bed mix (sand : cement)')).toHaveValue('6')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('keyboard: the form is worked without a mouse; Enter on Calculate shows the results; tap targets are 44 px', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Area' }).click()
	await expectTapTargets(page)
	await page.getByRole('button', { name: 'Remove Area 2' }).click()
	await page.getByLabel('Area 1 Length').focus()
	await page.keyboard.type('5')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Area 1 Width')).toBeFocused()
	await page.keyboard.type('4')
	await page.getByRole('radio', { name: 'Mortar bed (sharp sand and cement)' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: 'Sand', exact: true })).toBeChecked()
	await page.getByRole('button', { name: 'Calculate' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('56')
	await expectTapTargets(page)
})
