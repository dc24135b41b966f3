import { expect, gotoHydrated, test } from './fixtures.ts'
import { testLayerForm, testLayerResults } from './material-layer.ts'

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
	await expect(page.getByRole('radio')).toHaveCount(5)
})

testLayerResults(PATH, 'Topsoil Requirements', [
	{
		// 2 m³ × 1.1 = 2.2 m³; × 1.4 = 3.08 t; 2.2 / 0.04 = 55 bags; 3,080 kg = 3 × 850 + 530 → 4 bulk bags
		title: 'a metric lawn, 5 × 4 m, 10 cm deep, with wastage',
		plot: { length: '5', width: '4', depth: '10' },
		headline: '3.08 tonnes',
		rows: {
			Area: '20.00 m² (215.28 ft²)',
			Volume: '2.20 m³ (2.88 yd³)',
			Weight: '3.08 tonnes (3,080.00 kg)',
			'Standard Bags (40 L)': '55',
			'Bulk Bags (850 kg)': '4',
			'Waste Allowance': '10% included (0.20 m³)',
		},
	},
	{
		// 200 × 15 / 30.48 / 27 = 3.645 yd³; × 1.1 = 4.01 yd³ = 3.0658 m³; × 1.4 = 4.292 t = 5 × 850 + 42 kg
		title: 'imperial feet with depth in cm: US tons, lb, yd³ and a half bulk bag',
		isImperial: true,
		plot: { length: '20', width: '10', depth: '15' },
		headline: '4.73 US tons',
		rows: {
			Area: '200.00 ft² (18.58 m²)',
			Volume: '4.01 yd³ (108.27 ft³; 3.07 m³)',
			Weight: '4.73 US tons (9,462.50 lb; 4.29 tonnes)',
			'Standard Bags (40 L)': '77',
			'Bulk Bags (850 kg)': '5 full bags + 1 half bag',
			'Waste Allowance': '10% included (0.36 yd³)',
		},
	},
	{
		// 2 m³ × 1.4 = 2.8 t = 3 × 850 + 250 kg → 3 full + a half; 2 / 0.04 = 50 bags
		title: 'without wastage, depth in mm: the half-bag rule',
		depthUnit: 'Millimeters (mm)',
		isWithoutWastage: true,
		plot: { length: '5', width: '4', depth: '100' },
		headline: '2.80 tonnes',
		rows: {
			Volume: '2.00 m³ (2.62 yd³)',
			'Standard Bags (40 L)': '50',
			'Bulk Bags (850 kg)': '3 full bags + 1 half bag',
			'Waste Allowance': 'Not included',
		},
	},
	{
		// 0.4 m³ × 1.1 / 0.04 = 11.000000000000002 in floating point
		title: 'the rounding trap: 2 × 2 m at 10 cm with wastage is 11 bags, not 12',
		plot: { length: '2', width: '2', depth: '10' },
		rows: { 'Standard Bags (40 L)': '11' },
	},
])
