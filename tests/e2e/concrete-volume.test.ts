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

const PATH = '/calculators/concrete-volume'

test('defaults: metric, slab, C25/30, wastage on, reinforcement off, Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('radio', { name: 'Metric (meters)' })).toBeChecked()
	const shapes = page.getByRole('group', { name: 'Structure Shape' })
	await expect(shapes.getByRole('radio')).toHaveCount(4)
	await expect(shapes.getByRole('radio', { name: /^Slab\s*Flat surface like a floor or patio/ })).toBeChecked()
	await expect(shapes.getByRole('radio', { name: /^Footing\s*Foundation footing or beam/ })).toBeVisible()
	await expect(shapes.getByRole('radio', { name: /^Column\s*Vertical support column/ })).toBeVisible()
	await expect(shapes.getByRole('radio', { name: /^Wall\s*Vertical wall structure/ })).toBeVisible()
	const types = page.getByRole('group', { name: 'Concrete Type' })
	await expect(types.getByRole('radio', { name: /^C25\/30.*30 MPa$/ })).toBeChecked()
	for (const [name, strength] of [
		['C32/40', '40'],
		['LC25/28', '25'],
		['C40/50', '50'],
	])
		await expect(types.getByRole('radio', { name: new RegExp(`^${name}.*${strength} MPa$`) })).toBeVisible()
	await expect(page.getByRole('switch', { name: 'Include Wastage' })).toBeChecked()
	await expect(page.getByRole('switch', { name: 'Include Reinforcement' })).not.toBeChecked()
	for (const label of ['Length', 'Width', 'Height'])
		await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Diameter')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in the length, width and height to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('a slab with wastage: Calculating..., volume, weight, mix, bags and the ready-mix hint', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { Length: '5', Width: '4' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await fillFields(page, { Height: '0.1' })
	// 5 × 4 × 0.1 = 2 m³ × 1.1 = 2.2 m³; 5280 kg. The mix is of the dry volume 2.2 × 1.54 = 3.388 m³:
	// cement 3.388 ÷ 6 × 1440 = 813.12 kg, sand × 2 ÷ 6 × 1600 = 1806.93 kg, gravel × 3 ÷ 6 × 1600 = 2710.40 kg;
	// water 813.12 × 0.5 = 406.56 L; 5280 ÷ 25 = 211.2 → 212 bags of dry ready-mixed concrete
	await calculateAndExpectHeadline(page, 'Total Concrete Volume', '2.20 m³')
	await expect(resultRow(page, 'Concrete Volume')).toContainText('2.20 m³ (77.69 ft³)')
	await expect(resultRow(page, 'Total Weight')).toContainText('5,280.00 kg (11,640.39 lb)')
	await expect(resultRow(page, 'Cement')).toContainText('813.12 kg (1,792.62 lb)')
	await expect(resultRow(page, 'Sand')).toContainText('1,806.93 kg')
	await expect(resultRow(page, 'Gravel')).toContainText('2,710.40 kg')
	await expect(resultRow(page, 'Water')).toContainText('406.56 L')
	await expect(resultRow(page, '25 kg Bags').getByRole('cell')).toHaveText('212 bags of dry ready-mixed concrete')
	await expect(resultRow(page, 'Builder’s Bags (850 kg)')).toContainText('7')
	await expect(resultRow(page, 'Waste Allowance')).toContainText('10% (0.20 m³)')
	await expect(resultRow(page, 'Rebar (12 mm)')).toHaveCount(0)
	await expect(resultsRegion(page).getByText('Ready-mix is usually more economical')).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('a column asks for diameter and height; reinforcement adds rebar; no wastage', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Column/ }).check()
	await expect(page.getByLabel('Length', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Width', { exact: true })).toHaveCount(0)
	await expect(page.getByText('Fill in the diameter and height to calculate.')).toBeVisible()
	await fillFields(page, { Diameter: '0.3', Height: '3' })
	await page.getByRole('switch', { name: 'Include Wastage' }).uncheck()
	await page.getByRole('switch', { name: 'Include Reinforcement' }).check()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// π × 0.15² × 3 = 0.21 m³ → 508.94 kg, 21 bags; rebar 4 × 3 + 11 ties × π × 0.3 = 22.37 m, 19.86 kg
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('0.21 m³')
	await expect(resultRow(page, '25 kg Bags').getByRole('cell')).toHaveText('21 bags of dry ready-mixed concrete')
	// Below 0.5 m³ the bags are what is bought, and the tip names them too.
	const toBuy = resultsRegion(page).getByRole('table', { name: 'What to buy' })
	await expect(toBuy.getByRole('row').filter({ hasText: 'Dry ready-mixed concrete, 25 kg bag' })).toContainText(
		'21 bag',
	)
	await expect(
		resultsRegion(page).getByText(/^25 kg bags of dry ready-mixed concrete \(add water only\)/),
	).toBeVisible()
	await expect(resultRow(page, 'Rebar (12 mm)')).toContainText('22.37 m (73.38 ft), 19.86 kg')
	await expect(resultRow(page, 'Waste Allowance')).toContainText('Not included')
	await expect(resultsRegion(page).getByText('Ready-mix is usually more economical')).toHaveCount(0)
	await expect(
		resultsRegion(page)
			.getByRole('definition')
			.filter({ hasText: /^Column$/ }),
	).toBeVisible()
})

test('a wall in feet: volume in ft³ first, LC25/28 weight, grid over the face', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByRole('radio', { name: /^Wall/ }).check()
	await page.getByRole('radio', { name: /^LC25\/28/ }).check()
	await expect(page.getByLabel('Width', { exact: true })).toHaveAccessibleDescription('ft The wall thickness')
	await fillFields(page, { Length: '10', Width: '0.5', Height: '10' })
	await page.getByRole('switch', { name: 'Include Reinforcement' }).check()
	await page.getByRole('button', { name: 'Calculate' }).click()
	// 50 ft³ × 1.1 = 55 ft³ = 1.56 m³; × 1800 = 2803.36 kg; face 3.048 × 3.048 m: 11 + 11 bars × 3.048 = 67.06 m
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('55.00 ft³')
	await expect(resultRow(page, 'Concrete Volume')).toContainText('55.00 ft³ (1.56 m³)')
	await expect(resultRow(page, 'Total Weight')).toContainText('2,803.36 kg')
	await expect(resultRow(page, 'Rebar (12 mm)')).toContainText('67.06 m')
})

test('Start New Calculation clears the dimensions and keeps unit, shape, type and toggles', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Footing/ }).check()
	await page.getByRole('radio', { name: /^C40\/50/ }).check()
	await page.getByRole('switch', { name: 'Include Reinforcement' }).check()
	await fillFields(page, { Length: '2', Width: '0.6', Height: '0.5' })
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	for (const label of ['Length', 'Width', 'Height'])
		await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Length', { exact: true })).toBeFocused()
	await expect(page.getByRole('radio', { name: /^Footing/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^C40\/50/ })).toBeChecked()
	await expect(page.getByRole('switch', { name: 'Include Reinforcement' })).toBeChecked()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('a unit change clears the dimensions', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { Length: '5' })
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await expect(page.getByLabel('Length', { exact: true })).toHaveValue('')
	await expect(page.getByLabel('Length', { exact: true })).toHaveAccessibleDescription('ft')
})

test('bad input gets a message under the field and never breaks the page', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { Width: '4', Height: '0.1' })
	const length = page.getByLabel('Length', { exact: true })
	for (const [value, message] of [
		['1e400', 'Enter a number'],
		['-3', 'Must be between 0.1 and 1,000 m'],
		['abc', 'Enter a number'],
		['12 ft', 'Enter a number'],
	]) {
		await length.fill(value ?? '')
		await expect(length).toHaveAttribute('aria-invalid', 'true')
		await expect(length).toHaveAccessibleDescription(`m ${message}`)
		await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
		await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
		await expectNoBrokenNumbers(page)
	}
	await expectNoAxeViolations(page)
})

test('a link made before the dry volume factor opens and calculates with it', async ({ page }) => {
	// docs/calculators/concrete-volume.md §6: 4 × 3 × 0.1 × 1.1 = 1.32 m³; cement 1.32 × 1.54 ÷ 6 × 1440 = 487.87 kg,
	// water 487.87 × 0.5 = 243.94 L; 3168 kg ÷ 25 = 126.72 → 127 bags (the first build showed 316.80 kg and 110 L)
	await gotoHydrated(page, `${PATH}?length=4&width=3&height=0.1&includeReinforcement=1#results`)
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('1.32 m³')
	await expect(resultRow(page, 'Cement').getByRole('cell')).toHaveText('487.87 kg (1,075.57 lb)')
	await expect(resultRow(page, 'Water').getByRole('cell')).toHaveText('243.94 L')
	await expect(resultRow(page, '25 kg Bags').getByRole('cell')).toHaveText('127 bags of dry ready-mixed concrete')
	const results = resultsRegion(page)
	await results.getByRole('button', { name: 'Show working' }).click()
	const working = results.getByRole('group', { name: 'Working' })
	await expect(working).toContainText('1.32 m³ × 1.54 ÷ 6 × 1,440 kg/m³ = 487.87 kg (1,075.57 lb)')
	await expect(working).toContainText('487.87 kg of cement × 0.5 L/kg = 243.94 L')
	await expectNoBrokenNumbers(page)
})
