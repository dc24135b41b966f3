import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, test } from './fixtures.ts'
import { calculate, expectHeadline, expectRows, fillPlot, testLayerForm } from './material-layer.ts'

const PATH = '/calculators/topsoil-calculator'

testLayerForm({
	path: PATH,
	recommendedDepth: {
		cm: '10-15 cm for lawns and 20-30 cm for gardens',
		mm: '100-150 mm for lawns and 200-300 mm for gardens',
		in: '4-6 inches for lawns and 8-12 inches for gardens',
	},
})

test('topsoil has no type cards', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await expect(page.getByRole('group', { name: 'Material' })).toHaveCount(0)
})

test('a metric lawn: 5 × 4 m, 10 cm deep, with wastage', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillPlot(page, { length: '5', width: '4', depth: '10' })
	await calculate(page)
	// 2 m³ × 1.1 = 2.2 m³; × 1.4 = 3.08 t; 2.2 / 0.04 = 55 bags; 3,080 kg = 3 × 850 + 530 → 4 bulk bags
	await expectHeadline(page, '3.08 tonnes')
	await expectRows(page, {
		Area: '20.00 m² (215.28 ft²)',
		Volume: '2.20 m³ (2.88 yd³)',
		Weight: '3.08 tonnes (3,080.00 kg)',
		'Standard Bags (40 L)': '55',
		'Bulk Bags (850 kg)': '4',
		'Waste Allowance': '10% included (0.20 m³)',
	})
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results.getByRole('table', { name: 'Topsoil Requirements' })).toBeVisible()
	await expect(results.getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
	await expect(results.getByRole('heading', { name: 'Buying Tips' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial feet with depth in cm: US tons, lb, yd³ and a half bulk bag', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await fillPlot(page, { length: '20', width: '10', depth: '15' })
	await calculate(page)
	// 200 × 15 / 30.48 / 27 = 3.645 yd³; × 1.1 = 4.01 yd³ = 3.0658 m³; × 1.4 = 4.292 t = 5 × 850 + 42 kg → 5 full + a half
	await expectHeadline(page, '4.73 US tons')
	await expectRows(page, {
		Area: '200.00 ft² (18.58 m²)',
		Volume: '4.01 yd³ (108.27 ft³; 3.07 m³)',
		Weight: '4.73 US tons (9,462.50 lb; 4.29 tonnes)',
		'Standard Bags (40 L)': '77',
		'Bulk Bags (850 kg)': '5 full bags + 1 half bag',
		'Waste Allowance': '10% included (0.36 yd³)',
	})
})

test('without wastage, depth in mm: the exact volume and the half-bag rule', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: 'Millimeters (mm)' }).check()
	await page.getByRole('switch', { name: 'Include 10% Wastage' }).uncheck()
	await fillPlot(page, { length: '5', width: '4', depth: '100' })
	await calculate(page)
	// 2 m³ × 1.4 = 2.8 t = 3 × 850 + 250 kg → 3 full + a half; 2 / 0.04 = 50 bags
	await expectHeadline(page, '2.80 tonnes')
	await expectRows(page, {
		Volume: '2.00 m³ (2.62 yd³)',
		'Standard Bags (40 L)': '50',
		'Bulk Bags (850 kg)': '3 full bags + 1 half bag',
		'Waste Allowance': 'Not included',
	})
})

test('the rounding trap: 2 × 2 m at 10 cm with wastage is 11 bags, not 12', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillPlot(page, { length: '2', width: '2', depth: '10' })
	await calculate(page)
	await expectRows(page, { 'Standard Bags (40 L)': '11' })
})
