import { expect, expectNoAxeViolations, expectNoBrokenNumbers, fillFields, gotoHydrated, test } from './fixtures.ts'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'

const PATH = '/calculators/voltage-drop-calculator'
const SAFETY_NOTE =
	'⚠ Estimate only. These figures come from published NEC / BS 7671 tables under the stated assumptions and are not a design. The code in force where you work (the NEC as adopted locally in the US, BS 7671 in the UK), the equipment instructions and a qualified electrician decide the final size. Fixed wiring work may need a permit or notification (e.g. Part P in England and Wales) and an inspection.'

test('the defaults: US, 12 AWG copper, 120 V single-phase, ft; the empty fields are named under Calculate', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await expect(page).toHaveTitle('Voltage Drop Calculator - Electrical Calculator')
	await expect(page.getByRole('radio', { name: 'US – NEC (AWG, ft)' })).toBeChecked()
	await expect(page.getByLabel('Conductor size')).toHaveValue('12 AWG')
	await expect(page.getByLabel('Material')).toHaveValue('copper')
	await expect(page.getByLabel('System')).toHaveValue('120-single')
	await expect(page.getByLabel('Length unit')).toHaveValue('ft')
	await expect(page.getByRole('radio', { name: '3 %' })).toBeChecked()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await fillFields(page, { 'Load current': '16' })
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('V1 (US): 12 AWG copper, 16 A, 100 ft at 120 V drops 6.34 V (5.28 %), over the 3 % limit', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Load current': '16', 'One-way length': '100' })
	await calculate(page)
	// VD = 2 × 16 × 100 × 1.98 / 1000 = 6.336 V; 5.28 %; L_max = 3600 / 63.36 = 56.82 ft (17.32 m);
	// 16 A ≤ 100 A → reference from the 60 °C column: 12 AWG Cu 20 A (240.4(D) 20 A, not lower)
	await expectHeadline(page, 'Voltage drop', '6.34 V (5.28 %) — over the 3 % limit')
	await expectRows(page, {
		'Voltage drop': '6.34 V',
		'Voltage drop (%)': '5.28 %',
		'Voltage at load': '113.66 V',
		'3 % limit': 'FAIL',
		'5 % limit': 'FAIL',
		'Maximum one-way length for 3 %': '56.82 ft (17.32 m)',
		'Resistance used': '1.98 Ω/kft (6.50 Ω/km)',
		'Conductor area': '6,530 cmil (≈ 3.31 mm²)',
		'One-way length': '100.00 ft (30.48 m)',
		'Reference rating': '20 A (60 °C column, load 100 A or less)',
	})
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results.getByText(SAFETY_NOTE)).toBeVisible()
	await expect(results.getByText(/This current exceeds/)).toHaveCount(0)
	await expect(results.getByText(/^NEC Table 310\.16: 30 °C \(86 °F\) ambient/)).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('V2 (UK): 2.5 mm² twin and earth, 20 A, 25 m at 230 V: 3.91 %, 3 % fails, 5 % passes', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }).check()
	await expect(page.getByLabel('Cable type')).toHaveValue('twin-and-earth')
	await expect(page.getByLabel('Cable size')).toHaveValue('2.5')
	await expect(page.getByLabel('System')).toHaveValue('230-single')
	await expect(page.getByLabel('Length unit')).toHaveValue('m')
	await expect(page.getByLabel('Material')).toHaveCount(0)
	await fillFields(page, { 'Load current': '20', 'One-way length': '25' })
	await calculate(page)
	// VD = 18 × 20 × 25 / 1000 = 9 V; 3.91 %; L_max = 6900 / 360 = 19.17 m (62.88 ft)
	await expectHeadline(page, 'Voltage drop', '9.00 V (3.91 %) — over the 3 % limit')
	await expectRows(page, {
		'Voltage at load': '221.00 V',
		'3 % limit': 'FAIL',
		'5 % limit': 'PASS',
		'Maximum one-way length for 3 %': '19.17 m (62.88 ft)',
		'Resistance used': '18 mV/A/m',
		'One-way length': '25.00 m (82.02 ft)',
		'Reference rating': '27 A (Method C, clipped direct)',
	})
	await expect(page.getByRole('region', { name: 'Results' }).getByText(SAFETY_NOTE)).toBeVisible()
	await expectNoAxeViolations(page)
})

test('V3: 250 kcmil aluminum, 180 A, 300 ft, 480 V three-phase is within the limit', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conductor size').selectOption('250 kcmil')
	await page.getByLabel('Material').selectOption({ label: 'Aluminum' })
	await page.getByLabel('System').selectOption({ label: '480 V three-phase' })
	await fillFields(page, { 'Load current': '180', 'One-way length': '300' })
	await calculate(page)
	// VD = √3 × 180 × 300 × 0.0847 / 1000 = 7.92 V; 1.65 %; L_max = 545.31 ft (166.21 m); 180 A > 100 A → 75 °C, Al 205 A
	await expectHeadline(page, 'Voltage drop', '7.92 V (1.65 %) — within the 3 % limit')
	await expectRows(page, {
		'Voltage at load': '472.08 V',
		'3 % limit': 'PASS',
		'5 % limit': 'PASS',
		'Maximum one-way length for 3 %': '545.31 ft (166.21 m)',
		'Resistance used': '0.0847 Ω/kft (0.278 Ω/km)',
		'Conductor area': '250,000 cmil (≈ 126.68 mm²)',
		'Reference rating': '205 A (75 °C column, load over 100 A)',
	})
})

test('V4: Other… 12 V DC, 10 AWG copper, 40 A, 10 ft: 8.27 % and the overload warning', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conductor size').selectOption('10 AWG')
	await page.getByLabel('System').selectOption({ label: 'Other…' })
	await expect(page.getByRole('radio', { name: 'Single-phase or DC' })).toBeChecked()
	await fillFields(page, { 'Load current': '40', 'One-way length': '10' })
	await expect(page.getByText('Fill in every field to calculate.')).toBeVisible()
	await expectFieldRejects(page, [
		['Voltage', '0', 'Must be between 12 and 1,000 V'],
		['Voltage', '1001', 'Must be between 12 and 1,000 V'],
	])
	await fillFields(page, { Voltage: '12' })
	await calculate(page)
	// VD = 2 × 40 × 10 × 1.24 / 1000 = 0.992 V; 8.27 %; L_max(3 %) = 360 / 99.2 = 3.63 ft; 40 A ≤ 100 A → 60 °C column:
	// 10 AWG Cu 30 A (240.4(D) 30 A) < 40 A
	await expectHeadline(page, 'Voltage drop', '0.99 V (8.27 %) — over the 3 % limit')
	await expectRows(page, { 'Voltage at load': '11.01 V', 'Maximum one-way length for 3 %': '3.63 ft (1.11 m)' })
	await expect(
		page.getByText(
			"This current exceeds the conductor's reference rating (30 A, 60 °C column: NEC 110.14(C)(1)(a) for a load of 100 A or less). The wire may overheat: check it with the Wire Size Calculator.",
		),
	).toBeVisible()
	await expect(page.getByRole('region', { name: 'Results' })).toContainText('12 V single-phase or DC')
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('the overload warning says which column (US, by the load against 100 A) or installation method (UK) it assumed', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conductor size').selectOption('2 AWG')
	await page.getByLabel('System').selectOption({ label: '240 V single-phase' })
	// 96 A ≤ 100 A → 60 °C column: 2 AWG Cu 95 A < 96 A (its 75 °C 115 A would have passed)
	await fillFields(page, { 'Load current': '96', 'One-way length': '50' })
	let results = await calculate(page)
	await expectRows(page, { 'Reference rating': '95 A (60 °C column, load 100 A or less)' })
	await expect(
		results.getByText(
			"This current exceeds the conductor's reference rating (95 A, 60 °C column: NEC 110.14(C)(1)(a) for a load of 100 A or less). The wire may overheat: check it with the Wire Size Calculator.",
		),
	).toBeVisible()
	// 14 AWG at 150 A: over 100 A → 75 °C column, 20 A lowered to 15 A by 240.4(D)
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByLabel('Conductor size').selectOption('14 AWG')
	await fillFields(page, { 'Load current': '150', 'One-way length': '1' })
	results = await calculate(page)
	await expectRows(page, { 'Reference rating': '15 A (75 °C column, load over 100 A, limited by NEC 240.4(D))' })
	await expect(
		results.getByText(/reference rating \(15 A, 75 °C column: NEC 110\.14\(C\)\(1\)\(b\) for a load over 100 A\)/),
	).toBeVisible()
	// UK: 2.5 mm² twin and earth at 32 A, Method C 27 A < 32 A
	await page.getByRole('button', { name: 'Start New Calculation' }).click()
	await page.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }).check()
	await fillFields(page, { 'Load current': '32', 'One-way length': '10' })
	results = await calculate(page)
	await expectRows(page, { 'Reference rating': '27 A (Method C, clipped direct)' })
	await expect(
		results.getByText(
			"This current exceeds the conductor's reference rating (27 A, installation reference method C, clipped direct, of BS 7671 Appendix 4). The wire may overheat: check it with the Wire Size Calculator.",
		),
	).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('the spec’s field messages, next to the field, with Calculate disabled', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillFields(page, { 'Load current': '16', 'One-way length': '100' })
	await expectFieldRejects(page, [
		['Load current', '0', 'Must be more than 0 and at most 1,000 A'],
		['Load current', '-3', 'Must be more than 0 and at most 1,000 A'],
		['Load current', '1,000.5', 'Must be more than 0 and at most 1,000 A'],
		['Load current', 'abc', 'Enter a number'],
		['Load current', '1e3', 'Enter a number'],
		['Load current', 'Infinity', 'Enter a number'],
		['One-way length', '10,001', 'Must be more than 0 and at most 10,000 ft'],
		['One-way length', '0', 'Must be more than 0 and at most 10,000 ft'],
	])
	await page.getByLabel('Material').selectOption({ label: 'Aluminum' })
	await page.getByLabel('Conductor size').selectOption('14 AWG')
	await expect(page.getByLabel('Conductor size')).toHaveAccessibleDescription(
		'14 AWG aluminum is not listed; the smallest aluminum size is 12 AWG.',
	)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
	await page.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }).check()
	await page.getByLabel('System').selectOption({ label: '400 V three-phase' })
	await expect(page.getByLabel('System')).toHaveAccessibleDescription(
		'Twin and earth is single-phase only; choose single-core cables for three-phase.',
	)
	await page.getByLabel('Cable type').selectOption({ label: 'Single-core (6491X)' })
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
	await expectNoAxeViolations(page)
})

test('the standard switch resets the selects and keeps the numbers; a typed length keeps its unit', async ({
	page,
}) => {
	await gotoHydrated(page, PATH)
	await page.getByLabel('Conductor size').selectOption('4 AWG')
	await page.getByLabel('System').selectOption({ label: 'Other…' })
	await fillFields(page, { 'Load current': '16', 'One-way length': '100', Voltage: '48' })
	await page.getByRole('radio', { name: '5 %' }).check()
	await page.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }).check()
	await expect(page.getByLabel('System')).toHaveValue('230-single')
	await expect(page.getByLabel('Cable size')).toHaveValue('2.5')
	await expect(page.getByLabel('Load current')).toHaveValue('16')
	await expect(page.getByLabel('One-way length')).toHaveValue('100')
	await expect(page.getByLabel('Length unit')).toHaveValue('ft')
	await expect(page.getByRole('radio', { name: '5 %' })).toBeChecked()
	await page.getByRole('radio', { name: 'US – NEC (AWG, ft)' }).check()
	await expect(page.getByLabel('Conductor size')).toHaveValue('12 AWG')
	await expect(page.getByLabel('System')).toHaveValue('120-single')
	// The unit select converts the typed length: 100 ft × 0.3048 = 30.48 m
	await page.getByLabel('Length unit').selectOption('m')
	await expect(page.getByLabel('One-way length')).toHaveValue('30.48')
	await calculate(page)
	await expectRows(page, { 'One-way length': '100.00 ft (30.48 m)' })
})

test('UK single-core three-phase uses the 3φ column; UK text says aluminium nowhere wrongly', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }).check()
	await page.getByLabel('Cable type').selectOption({ label: 'Single-core (6491X)' })
	await page.getByLabel('Cable size').selectOption({ label: '10 mm²' })
	await page.getByLabel('System').selectOption({ label: '400 V three-phase' })
	await fillFields(page, { 'Load current': '50', 'One-way length': '40' })
	await calculate(page)
	// 3.8 × 50 × 40 / 1000 = 7.6 V = 1.90 % of 400 V; reference C 3φ 59 A
	await expectHeadline(page, 'Voltage drop', '7.60 V (1.90 %) — within the 3 % limit')
	await expectRows(page, {
		'Resistance used': '3.8 mV/A/m',
		'Reference rating': '59 A (Method C, clipped direct, three-phase)',
	})
	// The results, that is: 'How it's calculated' below them covers the US rules too.
	await expect(page.getByRole('region', { name: 'Results' })).not.toContainText('aluminum')
})
