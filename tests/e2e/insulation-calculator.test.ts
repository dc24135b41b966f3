import { expectFieldRejects, expectTapTargets } from './calculator-helpers.ts'
import {
	calculateAndExpectHeadline,
	expect,
	expectNoAxeViolations,
	expectNoBrokenNumbers,
	fillFields,
	gotoHydrated,
	resultRow,
	resultsRegion,
	test,
} from './fixtures.ts'

const PATH = '/calculators/insulation-calculator'

test('defaults: metric loft to 270 mm, λ 0.044, 100 mm rolls of 9.6 m², nothing existing, 5% waste', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Insulation Calculator - Construction Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Loft' })).toBeChecked()
	await expect(page.getByLabel('Area 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Width')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Remove Area 1' })).toHaveCount(0)
	await expect(page.getByText('No openings.', { exact: false })).toBeVisible()
	await expect(page.getByRole('radio', { name: 'Thickness' })).toBeChecked()
	await expect(page.getByLabel('Target thickness')).toHaveValue('270')
	await expect(page.getByLabel('Conductivity λ')).toHaveValue('0.044')
	await expect(page.getByLabel('Roll thickness')).toHaveValue('100')
	await expect(page.getByLabel('Coverage per roll')).toHaveValue('9.6')
	await expect(page.getByLabel('Existing insulation')).toHaveValue('0')
	await expect(page.getByLabel('Waste')).toHaveValue('5')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(
		page.getByText('Fill in the length and width of every area and the size of every opening to calculate.'),
	).toBeVisible()
	await expectNoAxeViolations(page)
})

test('metric loft example: 8 × 6 m to 270 mm is 3 layers and 16 rolls; by U-value 0.16 it is 8 rolls', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Area 1 Length': '8', 'Area 1 Width': '6' })
	// ceilTol(270 / 100) = 3 layers; 48 × 3 × 1.05 / 9.6 = 15.75 → 16
	await calculateAndExpectHeadline(page, 'Rolls needed', '16')
	await expect(resultRow(page, 'Net area')).toContainText('48.00 m² (516.67 ft²)')
	await expect(resultRow(page, 'Layers')).toContainText('3 × 100 mm roll')
	await expect(resultRow(page, 'Rolls')).toContainText('16')
	await expect(resultRow(page, 'Coverage bought')).toContainText('16 × 9.6 m² = 153.60 m²')
	await expect(resultRow(page, 'Installed thickness')).toContainText('300 mm')
	await expect(resultRow(page, 'Insulation R')).toContainText('RSI 6.82 (US R-38.71)')
	await expect(resultRow(page, 'Approx. U')).toContainText('0.15 W/m²K')
	await expect(resultsRegion(page).getByText(/raised loft legs/)).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await fillFields(page, { 'Area 1 Length': '8', 'Area 1 Width': '6', 'Existing insulation': '100' })
	await page.getByRole('radio', { name: 'U-value' }).check()
	await expect(page.getByLabel('Target U-value')).toHaveValue('0.16')
	await page.getByLabel('Conductivity λ').selectOption('0.037')
	await page.getByLabel('Roll thickness').selectOption('170')
	await expect(page.getByLabel('Coverage per roll')).toHaveValue('7.12')
	// 1 / 0.16 − 0.1 / 0.044 = 3.9773 × 0.037 × 1000 = 147.16 mm → 1 layer; 48 × 1.05 / 7.12 = 7.08 → 8
	await calculateAndExpectHeadline(page, 'Rolls needed', '8')
	await expect(resultRow(page, 'Installed thickness')).toContainText('270 mm')
	await expect(resultRow(page, 'Insulation R')).toContainText('RSI 6.87')
	await expect(resultRow(page, 'Approx. U')).toContainText('0.15 W/m²K')
})

test('imperial attic example: R-19 up to R-49 with R-30 is 26 packs; existing R-38 over R-30 needs none', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: 'Attic' })).toBeChecked()
	await expect(page.getByLabel('Target R-value')).toHaveValue('49')
	await expect(page.getByLabel('Batt/roll R-value')).toHaveValue('30')
	await expect(page.getByLabel('Coverage per pack')).toHaveValue('50')
	await expect(page.getByLabel('Target thickness')).toHaveCount(0)
	await fillFields(page, { 'Area 1 Length': '40', 'Area 1 Width': `30' 0"`, 'Existing insulation': '19' })
	// need R-30 → 1 layer; 1,200 × 1.05 / 50 = 25.2 → 26
	await calculateAndExpectHeadline(page, 'Packs needed', '26')
	await expect(resultRow(page, 'Net area')).toContainText('1,200.00 ft² (111.48 m²)')
	await expect(resultRow(page, 'Layers')).toContainText('1 × R-30')
	await expect(resultRow(page, 'Packs')).toContainText('26')
	await expect(resultRow(page, 'Insulation R')).toContainText('R-49.00 (RSI 8.63)')
	await expect(resultRow(page, 'Installed thickness')).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	// edge: 1,500 ft² × 1.1 / 50 = 33.00000000000001 → 33 packs, not 34
	await fillFields(page, { 'Area 1 Length': '50', 'Area 1 Width': '30', 'Target R-value': '30', Waste: '10' })
	await calculateAndExpectHeadline(page, 'Packs needed', '33')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await fillFields(page, {
		'Area 1 Length': '50',
		'Area 1 Width': '30',
		'Target R-value': '30',
		'Existing insulation': '38',
	})
	await calculateAndExpectHeadline(page, 'Packs needed', '0')
	await expect(resultsRegion(page).getByText('Your existing insulation already meets the target')).toBeVisible()
	await expectNoBrokenNumbers(page)
})

test('US climate zone: Not chosen first; a zone sets the target R for the location and names the IECC 2021 cell', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByLabel('Climate zone')).toHaveCount(0)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	const zone = page.getByLabel('Climate zone')
	await expect(zone).toHaveValue('none')
	await expect(zone.getByRole('option')).toHaveText([
		'Not chosen',
		'Zone 1 (and 0)',
		'Zone 2',
		'Zone 3',
		'Zone 4 (except Marine)',
		'Zone 5 (and Marine 4)',
		'Zone 6',
		'Zone 7',
		'Zone 8',
	])
	await expect(zone).toHaveAccessibleDescription(
		'Sets the target to the IECC 2021 minimum (Table R402.1.3) for your zone',
	)
	await expect(page.getByLabel('Target R-value')).toHaveValue('49')
	await zone.selectOption('4')
	await expect(page.getByLabel('Target R-value')).toHaveValue('60')
	await expect(zone).toHaveAccessibleDescription('IECC 2021 Table R402.1.3, zone 4, ceiling: R-60')
	await page.getByRole('radio', { name: 'Walls' }).check()
	await expect(page.getByLabel('Target R-value')).toHaveValue('30')
	await expect(zone).toHaveAccessibleDescription(
		'IECC 2021 Table R402.1.3, zone 4, wood-frame wall: R-30, or 20+5ci, 13+10ci or 0+20ci (cavity + continuous insulation, ci)',
	)
	await expect(page.getByText('R-30, or 20+5ci, 13+10ci or 0+20ci', { exact: false })).toBeVisible()
	await page.getByRole('radio', { name: 'Floor' }).check()
	await expect(page.getByLabel('Target R-value')).toHaveValue('19')
	await zone.selectOption('7')
	await expect(page.getByLabel('Target R-value')).toHaveValue('38')
	// a target typed over stays when the zone changes
	await page.getByLabel('Target R-value').fill('25')
	await zone.selectOption('5')
	await expect(page.getByLabel('Target R-value')).toHaveValue('25')
	await expectNoAxeViolations(page)
	// the attic in zone 4: R-60 from R-30 batts is 2 layers; 1,200 ft² × 2 × 1.05 ÷ 50 = 50.4 → 51 packs
	await page.getByRole('radio', { name: 'Attic' }).check()
	await page.getByLabel('Target R-value').fill('60')
	await zone.selectOption('4')
	await fillFields(page, { 'Area 1 Length': '40', 'Area 1 Width': '30' })
	await calculateAndExpectHeadline(page, 'Packs needed', '51')
	await expect(resultRow(page, 'Layers')).toContainText('2 × R-30')
	await expect(resultRow(page, 'Insulation R')).toContainText('R-60.00')
	await expect(resultRow(page, 'IECC 2021 minimum')).toContainText('Zone 4 ceiling: R-60')
	await expectNoBrokenNumbers(page)
})

test('a US link made before the climate zone opens as Not chosen and calculates as it did', async ({ page }) => {
	await gotoHydrated(page, `${PATH}?unit=imperial&areas.0.length=40&areas.0.width=30&existing=19`)
	await expect(page.getByLabel('Climate zone')).toHaveValue('none')
	await expect(page.getByLabel('Target R-value')).toHaveValue('49')
	// R-19 up to R-49 with R-30: 1 layer; 1,200 × 1.05 ÷ 50 = 25.2 → 26 packs
	await calculateAndExpectHeadline(page, 'Packs needed', '26')
	await expect(resultRow(page, 'IECC 2021 minimum')).toHaveCount(0)
})

test('walls: heights, openings deducted, the openings check and the one-layer message', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Walls' }).check()
	await expect(page.getByLabel('Target thickness')).toHaveValue('100')
	await page.getByRole('button', { name: 'Add Area' }).click()
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await fillFields(page, {
		'Area 1 Length': '4',
		'Area 1 Height': '2.4',
		'Area 2 Length': '4',
		'Area 2 Height': '2.4',
		'Opening 1 Width': '10',
		'Opening 1 Height': '10',
	})
	const width = page.getByLabel('Opening 1 Width')
	await expect(width).toHaveAttribute('aria-invalid', 'true')
	await expect(width).toHaveAccessibleDescription(/Openings add up to more than the areas/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	// 19.2 m² less 1.2 × 1 = 18 m²; Part L's 0.18 needs 244.4 mm → 3 layers: 18 × 3 × 1.05 / 9.6 = 5.91 → 6
	await fillFields(page, { 'Opening 1 Width': '1.2', 'Opening 1 Height': '1' })
	await page.getByRole('radio', { name: 'U-value' }).check()
	await expect(page.getByLabel('Target U-value')).toHaveValue('0.44')
	await page.getByLabel('Target U-value').fill('0.18')
	await calculateAndExpectHeadline(page, 'Rolls needed', '6')
	await expect(resultRow(page, 'Net area')).toContainText('18.00 m²')
	await expect(
		resultsRegion(page).getByText('A wall cavity takes one layer: choose a thicker product or deeper studs'),
	).toBeVisible()
	await expectNoAxeViolations(page)
})

test('bad input gets the field’s message and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Area 1 Length': '8', 'Area 1 Width': '6' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectFieldRejects(
		page,
		[
			['Area 1 Length', '0', 'Must be between 0.1 and 50 m'],
			['Area 1 Width', 'abc', 'Enter a number'],
			['Target thickness', '20', 'Must be between 25 and 600 mm'],
			['Coverage per roll', '51', 'Must be between 1 and 50 m²'],
			['Existing insulation', '501', 'Must be between 0 and 500 mm'],
			['Waste', '31', 'Must be between 0 and 30%'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await page.getByRole('radio', { name: 'U-value' }).check()
	await expectFieldRejects(page, [['Target U-value', '0.05', 'Must be between 0.1 and 2 W/m²K']])
	await expectNoAxeViolations(page)
})

test('Start New Calculation and a unit change start again from the system’s defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Floor' }).check()
	await page.getByLabel('Target thickness').fill('150')
	await page.getByRole('radio', { name: 'Walls' }).check()
	// a target typed over stays when the location changes
	await expect(page.getByLabel('Target thickness')).toHaveValue('150')
	await page.getByRole('button', { name: 'Add Area' }).click()
	await fillFields(page, { 'Area 1 Length': '8', 'Area 1 Height': '2.4', 'Area 2 Length': '3', 'Area 2 Height': '2.4' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Area 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Length')).toBeFocused()
	await expect(page.getByLabel('Area 2 Length')).toHaveCount(0)
	await expect(page.getByRole('radio', { name: 'Loft' })).toBeChecked()
	await expect(page.getByLabel('Target thickness')).toHaveValue('270')
	await fillFields(page, { 'Area 1 Length': '8', 'Area 1 Width': '6' })
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Area 1 Length')).toHaveValue('')
	await expect(page.getByLabel('Area 1 Length')).toHaveAccessibleDescription(/ft/)
	await expect(page.getByLabel('Target R-value')).toHaveValue('49')
})

test('keyboard: arrow keys choose the location, Enter on Calculate shows the results; tap targets are 44 px', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('button', { name: 'Add Opening' }).click()
	await expectTapTargets(page)
	await page.getByRole('radio', { name: 'Loft' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: 'Walls' })).toBeChecked()
	await expect(page.getByLabel('Area 1 Height')).toBeVisible()
	await page.getByRole('button', { name: 'Remove Opening 1' }).click()
	await page.getByLabel('Area 1 Length').focus()
	await page.keyboard.type('5')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Area 1 Height')).toBeFocused()
	await page.keyboard.type('2.4')
	await page.getByRole('button', { name: 'Calculate' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// 12 m² × 1 layer of 100 mm × 1.05 / 9.6 = 1.31 → 2 rolls
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('2')
	await expectTapTargets(page)
})
