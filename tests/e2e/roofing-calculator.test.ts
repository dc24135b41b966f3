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

const PATH = '/calculators/roofing-calculator'

test('defaults: metric gable at 35°, interlocking tiles, 0.30 m overhang, 42.5 m² underlay, 10% waste', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Roofing Calculator - Construction Calculator')
	await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Gable' })).toBeChecked()
	await expect(page.getByLabel('Building length')).toHaveValue('')
	await expect(page.getByLabel('Building length')).toHaveAccessibleDescription(/Gable: along the ridge/)
	await expect(page.getByLabel('Building width')).toHaveValue('')
	await expect(page.getByLabel('Eaves overhang')).toHaveValue('0.3')
	await expect(page.getByRole('radio', { name: 'Degrees' })).toBeChecked()
	await expect(page.getByLabel('Pitch (degrees)')).toHaveValue('35')
	await expect(page.getByRole('radio', { name: 'Tiles or slates' })).toBeChecked()
	await expect(page.getByLabel('Tile type')).toHaveValue('interlocking')
	await expect(page.getByLabel('Tiles per m²')).toHaveCount(0)
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('42.5')
	await expect(page.getByLabel('Waste')).toHaveValue('10')
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the building length and width to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('imperial gable example: 40 × 30 ft at 6/12 with shingles is 1,502.64 ft² and 50 bundles', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByRole('radio', { name: 'Rise per 12' })).toBeChecked()
	await expect(page.getByLabel('Pitch (rise in 12)')).toHaveValue('6')
	await expect(page.getByRole('radio', { name: 'Asphalt shingles' })).toBeChecked()
	await expect(page.getByLabel('Tile type')).toHaveCount(0)
	await expect(page.getByLabel('Eaves overhang')).toHaveValue('12')
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('1000')
	await page.getByRole('button', { name: '#30 felt 200' }).click()
	await expect(page.getByLabel('Underlay coverage per roll')).toHaveValue('200')
	await page.getByRole('button', { name: 'Synthetic 1,000' }).click()
	await expect(page.getByRole('button', { name: 'Synthetic 1,000' })).toHaveAttribute('aria-pressed', 'true')
	await fillFields(page, { 'Building length': '40', 'Building width': `30' 0"` })
	// L′ 42, W′ 32, plan 1,344 ft² × √1.25 = 1,502.64 ft²; 15.0264 × 3 × 1.1 = 49.59 → 50 bundles
	await calculateAndExpectHeadline(page, 'Shingle bundles', '50')
	await expect(resultRow(page, 'Pitch')).toContainText('6.00/12, 26.6°')
	await expect(resultRow(page, 'Pitch factor')).toContainText('1.118')
	await expect(resultRow(page, 'Plan area')).toContainText('1,344.00 ft²')
	await expect(resultRow(page, 'Roof area')).toContainText('1,502.64 ft² (139.60 m²)')
	await expect(resultRow(page, 'Eaves')).toContainText('84.00 ft')
	await expect(resultRow(page, 'Rakes')).toContainText('71.55 ft')
	await expect(resultRow(page, 'Ridge')).toContainText('42.00 ft')
	await expect(resultRow(page, 'Squares of roof')).toContainText('15.03')
	await expect(resultRow(page, 'Squares to order')).toContainText('16.67')
	await expect(resultRow(page, 'Underlay rolls')).toContainText('2')
	// (84 + 71.55) × 1.1 = 171.11 → 18 pieces of 10 ft, 171.11 / 105 → 2 starter; 42 × 1.1 / 25 = 1.85 → 2 caps
	await expect(resultRow(page, 'Drip edge pieces')).toContainText('18 × 10 ft')
	await expect(resultRow(page, 'Starter bundles')).toContainText('2')
	await expect(resultRow(page, 'Hip-and-ridge cap bundles')).toContainText('2')
	await expect(resultsRegion(page).getByText(/4 bundles per square/)).toBeVisible()
	await expect(resultsRegion(page).getByText(/minimum pitch|need a slope/)).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('metric hip example: 10 × 8 m at 35° takes 1,233 interlocking tiles; plain tiles warn at 34.5°', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Hip' }).check()
	// the waste follows the shape: 15% for a hip roof
	await expect(page.getByLabel('Waste')).toHaveValue('15')
	await fillFields(page, { 'Building length': '10', 'Building width': '8' })
	// L′ 10.6, W′ 8.6, plan 91.16 × 1.2208 = 111.29 m²; 111.2858 × 9.63 × 1.15 = 1,232.43 → 1,233
	await calculateAndExpectHeadline(page, 'Roof tiles', '1,233')
	await expect(resultRow(page, 'Roof area')).toContainText('111.29 m² (1,197.88 ft²)')
	await expect(resultRow(page, 'Eaves')).toContainText('38.40 m')
	await expect(resultRow(page, 'Ridge')).toContainText('2.00 m')
	await expect(resultRow(page, 'Hips')).toContainText('27.14 m')
	// 35° is Marley's steep band: battens 111.2858 × 2.9 m per m² × 1.15 = 371.14 m → 78 lengths;
	// (2 + 27.14) × 1.15 / 0.45 = 74.48 → 75; underlay 2.62 → 3
	await expect(resultRow(page, 'Batten gauge')).toContainText('345 mm (pitch 26° and over, 75 mm headlap)')
	await expect(resultRow(page, 'Batten length')).toContainText('371.14 m')
	await expect(resultRow(page, 'Battens, 4.8 m lengths')).toContainText('78')
	await expect(resultRow(page, 'Ridge/hip tiles')).toContainText('75')
	await expect(resultRow(page, 'Underlay rolls')).toContainText('3')
	await expect(resultsRegion(page).getByText(/minimum pitch|need a slope/)).toHaveCount(0)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('radio', { name: 'Hip' }).check()
	await page.getByLabel('Tile type').selectOption('plain')
	// 91.16 × √(1 + tan² 34.5°) = 110.61 m² × 60 × 1.15 = 7,632.37 → 7,633
	await fillFields(page, { 'Building length': '10', 'Building width': '8', 'Pitch (degrees)': '34.5' })
	await calculateAndExpectHeadline(page, 'Roof tiles', '7,633')
	await expect(
		resultsRegion(page).getByText("Check the tile maker's minimum pitch (35° for a plain tile)"),
	).toBeVisible()
	await expectNoAxeViolations(page)
})

test('interlocking tiles by pitch band: 22.5° at 320 mm gauge; 26°, typed or as a rise of 26° within noise, at 345 mm', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	const gable = { 'Building length': '10', 'Building width': '8', 'Eaves overhang': '0' }
	await fillFields(page, { ...gable, 'Pitch (degrees)': '22.5' })
	// 80 m² × √(1 + tan² 22.5°) = 86.5914 m²; × 10.38 × 1.1 = 988.70 → 989; × 3.13 × 1.1 = 298.13 m ÷ 4.8 → 63
	await calculateAndExpectHeadline(page, 'Roof tiles', '989')
	await expect(resultRow(page, 'Batten gauge')).toContainText('320 mm (pitch under 26°, 100 mm headlap)')
	await expect(resultRow(page, 'Batten length')).toContainText('298.13 m')
	await expect(resultRow(page, 'Battens, 4.8 m lengths')).toContainText('63')
	await expect(resultsRegion(page).getByText(/minimum pitch/)).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await fillFields(page, { ...gable, 'Pitch (degrees)': '26' })
	// 80 × 1.1126019 = 89.0082 m² × 9.63 × 1.1 = 942.86 → 943; × 2.9 × 1.1 = 283.94 m ÷ 4.8 → 60
	await calculateAndExpectHeadline(page, 'Roof tiles', '943')
	await expect(resultRow(page, 'Batten gauge')).toContainText('345 mm (pitch 26° and over, 75 mm headlap)')
	await expect(resultRow(page, 'Battens, 4.8 m lengths')).toContainText('60')
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('radio', { name: 'Rise per 12' }).check()
	// atan(5.85279106 ÷ 12) = 25.99999999°: Equal to 26°, the same band and counts
	await fillFields(page, { ...gable, 'Pitch (rise in 12)': '5.85279106' })
	await calculateAndExpectHeadline(page, 'Roof tiles', '943')
	await expect(resultRow(page, 'Pitch')).toContainText('5.85/12, 26.0°')
	await expect(resultRow(page, 'Batten gauge')).toContainText('345 mm')
})

test('a link made before the pitch bands opens and calculates at its pitch', async ({ page }) => {
	await gotoHydrated(page, `${PATH}?length=10&width=8&overhang=0&pitch=22.5`)
	await expect(page.getByLabel('Pitch (degrees)')).toHaveValue('22.5')
	await calculateAndExpectHeadline(page, 'Roof tiles', '989')
})

test('edge example: an 8 × 8 m pyramid at 2 in 12 has no ridge, 25 bundles and no warning; 1.75 warns', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Hip' }).check()
	// switching the mode converts: 35° → 12 × tan 35° = 8.40
	await page.getByRole('radio', { name: 'Rise per 12' }).check()
	await expect(page.getByLabel('Pitch (rise in 12)')).toHaveValue('8.4')
	await page.getByRole('radio', { name: 'Asphalt shingles' }).check()
	await fillFields(page, {
		'Building length': '8',
		'Building width': '8',
		'Eaves overhang': '0',
		'Pitch (rise in 12)': '2',
	})
	// 64 × 1.0138 = 64.88 m² = 698.40 ft²; 6.984 × 3 × 1.15 = 24.09 → 25
	await calculateAndExpectHeadline(page, 'Shingle bundles', '25')
	await expect(resultRow(page, 'Ridge')).toContainText('0.00 m')
	await expect(resultRow(page, 'Hips')).toContainText('22.78 m')
	// 22.784 × 1.15 / 7.62 = 3.44 → 4; eaves 32 m × 1.15 / 3 = 12.27 → 13; 36.8 / 32.004 → 2; 64.88 / 42.5 → 2
	await expect(resultRow(page, 'Hip-and-ridge cap bundles')).toContainText('4')
	await expect(resultRow(page, 'Drip edge pieces')).toContainText('13 × 3 m')
	await expect(resultRow(page, 'Starter bundles')).toContainText('2')
	await expect(resultRow(page, 'Underlay rolls')).toContainText('2')
	await expect(resultsRegion(page).getByText(/minimum pitch|need a slope/)).toHaveCount(0)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('radio', { name: 'Rise per 12' }).check()
	await page.getByRole('radio', { name: 'Asphalt shingles' }).check()
	await fillFields(page, { 'Building length': '8', 'Building width': '8', 'Pitch (rise in 12)': '1.75' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(
		resultsRegion(page).getByText('Asphalt shingles need a slope of at least 2/12 (9.5°); use a low-slope membrane'),
	).toBeVisible()
})

test('bad input gets the field’s message and keeps Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Building length': '10', 'Building width': '8' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await page.getByLabel('Tile type').selectOption('custom')
	await expect(page.getByLabel('Tiles per m²')).toHaveValue('10')
	await expect(page.getByLabel('Batten gauge')).toHaveValue('345')
	await expectFieldRejects(
		page,
		[
			['Building length', '0', 'Must be between 1 and 60 m'],
			['Building width', 'abc', 'Enter a number'],
			['Eaves overhang', '1.5', 'Must be between 0 and 1 m'],
			['Pitch (degrees)', '4', 'Must be between 5 and 63 degrees'],
			['Tiles per m²', '101', 'Must be between 1 and 100 per m²'],
			['Batten gauge', '70', 'Must be between 75 and 450 mm'],
			['Underlay coverage per roll', '201', 'Must be between 5 and 200 m²'],
			['Waste', '31', 'Must be between 0 and 30%'],
		],
		'Correct the highlighted fields to calculate.',
	)
	await page.getByRole('radio', { name: 'Rise per 12' }).check()
	await expectFieldRejects(page, [['Pitch (rise in 12)', '25', 'Must be between 1 and 24']])
	await expectNoAxeViolations(page)
})

test('Start New Calculation and a unit change start again from the system’s defaults', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Hip' }).check()
	await fillFields(page, { 'Building length': '10', 'Building width': '8', Waste: '12' })
	// a waste typed over stays when the shape changes
	await page.getByRole('radio', { name: 'Gable' }).check()
	await expect(page.getByLabel('Waste')).toHaveValue('12')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Building length')).toHaveValue('')
	await expect(page.getByLabel('Building length')).toBeFocused()
	await expect(page.getByLabel('Waste')).toHaveValue('10')
	await fillFields(page, { 'Building length': '10', 'Building width': '8' })
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Building length')).toHaveValue('')
	await expect(page.getByLabel('Building length')).toHaveAccessibleDescription(/ft/)
	await expect(page.getByLabel('Pitch (rise in 12)')).toHaveValue('6')
	await expect(page.getByRole('radio', { name: 'Asphalt shingles' })).toBeChecked()
})

test('keyboard: arrow keys choose the shape, Enter on Calculate shows the results; tap targets are 44 px', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expectTapTargets(page)
	await page.getByRole('radio', { name: 'Gable' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: 'Hip' })).toBeChecked()
	await expect(page.getByLabel('Waste')).toHaveValue('15')
	await page.getByLabel('Building length').focus()
	await page.keyboard.type('40')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Building width')).toBeFocused()
	await page.keyboard.type('30')
	await page.getByRole('button', { name: 'Calculate' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	// the same 1,502.64 ft² as a gable: 15.0264 × 3 × 1.15 = 51.84 → 52 bundles
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('52')
	await expectTapTargets(page)
})
