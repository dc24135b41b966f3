import { expect, expectNoAxeViolations, expectNoBrokenNumbers, fillFields, gotoHydrated, test } from './fixtures.ts'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'

const PATH = '/calculators/btu-calculator'

test('the defaults: cooling, 20 m² at 2.4 m, average sun, 2 occupants; Calculate is ready', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('BTU Calculator - HVAC Calculator')
	await expect(page.getByRole('radio', { name: 'Metric', exact: true })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Cooling (air conditioner)' })).toBeChecked()
	await expect(page.getByLabel('Floor area')).toHaveValue('20')
	await expect(page.getByLabel('Ceiling height')).toHaveValue('2.4')
	await expect(page.getByRole('radio', { name: 'Average' })).toBeChecked()
	await expect(page.getByLabel('Occupants (regularly)')).toHaveValue('2')
	await expect(page.getByRole('checkbox', { name: 'Kitchen' })).not.toBeChecked()
	// Heating's fields are hidden while cooling
	await expect(page.getByLabel('Room type')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('B1 metric cooling: 20 m², 2.6 m, very sunny, 3 occupants is 2.24 kW', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Ceiling height': '2.6', 'Occupants (regularly)': '3' })
	await page.getByRole('radio', { name: 'Very sunny / south-facing' }).check()
	await calculate(page)
	// 215.28 ft² → 6,000 × 1.066273 × 1.1 = 7,037.40 + 600 = 7,637.40 BTU/h = 2,238.30 W
	await expectHeadline(page, 'Cooling capacity needed', '2.24 kW (7,637 BTU/h)')
	await expectRows(page, {
		'BTU per hour': '7,637 BTU/h',
		Watts: '2,238 W',
		Kilowatts: '2.24 kW',
		Tons: '0.64 tons',
	})
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('B2 imperial cooling with a kitchen: 320 ft² is 12,000 BTU/h, 1.00 ton', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await expect(page.getByLabel('Floor area')).toHaveValue('200')
	await expect(page.getByLabel('Ceiling height')).toHaveValue('8')
	await fillFields(page, { 'Floor area': '320' })
	await page.getByRole('checkbox', { name: 'Kitchen' }).check()
	await calculate(page)
	await expectHeadline(page, 'Cooling capacity needed', '12,000 BTU/h')
	await expectRows(page, { Watts: '3,517 W', Kilowatts: '3.52 kW', Tons: '1.00 tons' })
})

test('B5 imperial heating: a 180 ft² × 8 ft bedroom, good insulation, cold climate is 6,144 BTU/h', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('radio', { name: 'Heating (radiator / heater)' }).check()
	await expect(page.getByLabel('Occupants (regularly)')).toHaveCount(0)
	await fillFields(page, { 'Floor area': '180' })
	await page.getByLabel('Room type').selectOption({ label: 'Bedroom' })
	await page.getByLabel('Insulation').selectOption({ label: 'Good (modern insulated)' })
	await page.getByLabel('Winter climate (design outdoor temperature)').selectOption({ label: 'Cold −10 °C / 14 °F' })
	await calculate(page)
	// 1,440 ft³ × 4 × 0.8 × (18 + 10) / (18 + 3) = 6,144 BTU/h = 1,800.63 W
	await expectHeadline(page, 'Radiator output needed (catalogue ΔT50 rating)', '6,144 BTU/h')
	await expectRows(page, { Watts: '1,801 W', Kilowatts: '1.80 kW' })
	// BS EN 442-2: at 45/40 °C in a 20 °C room, ΔT 22.5: (22.5 / 50)^1.3 = 0.35 of the rating, about a third
	const results = page.getByRole('region', { name: 'Results' })
	await expect(
		results.getByText(
			'At heat-pump flow (45 °C) a radiator gives about a third of its ΔT50 rating, so a heat-pump radiator needs about three times the ΔT50 output shown',
		),
	).toBeVisible()
	await expect(results.getByText('roughly half')).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('bad input: the field says what is wrong and Calculate stays disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expectFieldRejects(page, [
		['Floor area', '', 'Required'],
		['Floor area', 'abc', 'Enter a number'],
		['Floor area', '0', 'Must be between 1 and 185 m²'],
		[
			'Floor area',
			'186',
			'Above 2,000 ft² (185 m²) a single room unit is not the right tool: get a whole-house load calculation.',
		],
		['Ceiling height', '1.9', 'Must be between 2 and 6 m'],
		['Occupants (regularly)', '2.5', 'Enter a whole number'],
		['Occupants (regularly)', '21', 'Must be between 1 and 20'],
	])
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await page.getByLabel('Floor area').fill('x')
	await expectNoAxeViolations(page)
})

test('Start New Calculation brings back the defaults of the unit system in use', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial' }).check()
	await page.getByRole('radio', { name: 'Heating (radiator / heater)' }).check()
	await fillFields(page, { 'Floor area': '300', 'Ceiling height': '9' })
	await calculate(page)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await expect(page.getByLabel('Floor area')).toHaveValue('200')
	await expect(page.getByLabel('Ceiling height')).toHaveValue('8')
	await expect(page.getByRole('radio', { name: 'Heating (radiator / heater)' })).toBeChecked()
	await expect(page.getByLabel('Floor area')).toBeFocused()
})

test('the results of the defaults have an address of their own that opens them elsewhere', async ({
	page,
	browser,
}) => {
	await gotoHydrated(page, PATH)
	await calculate(page)
	// 215.28 ft² → 6,000 BTU/h × 2.4 / 2.4384 = 5,905.51 BTU/h = 1,730.72 W
	await expectHeadline(page, 'Cooling capacity needed', '1.73 kW (5,906 BTU/h)')
	await expect.poll(() => new URL(page.url()).hash).toBe('#results')
	const fresh = await browser.newContext()
	const other = await fresh.newPage()
	await gotoHydrated(other, page.url())
	await expectHeadline(other, 'Cooling capacity needed', '1.73 kW (5,906 BTU/h)')
	await fresh.close()
})
