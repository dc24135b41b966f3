import { expect, gotoHydrated, test } from './fixtures.ts'
import { testLayerForm, testLayerResults } from './material-layer.ts'

const PATH = '/calculators/mulch-calculator'

testLayerForm({
	path: PATH,
	recommendedDepth: { cm: '5-7.5 cm', mm: '50-75 mm', in: '2-3 inches' },
	types: { legend: 'Mulch Type', defaultName: 'Bark Mulch', otherName: 'Rubber Mulch' },
})

test('the five mulch types are cards with their density', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const group = page.getByRole('group', { name: 'Mulch Type' })
	for (const [name, density] of [
		['Bark Mulch', '0.4'],
		['Wood Chips', '0.3'],
		['Straw Mulch', '0.1'],
		['Gravel Mulch', '1.6'],
		['Rubber Mulch', '0.5'],
	]) {
		await expect(group.getByRole('radio', { name: new RegExp(`^${name} ${density} t/m³$`) })).toBeVisible()
	}
	await expect(group.getByRole('radio')).toHaveCount(5)
})

testLayerResults(PATH, 'Mulch Requirements', [
	{
		// 0.75 m³ × 1.1 = 0.825 m³; × 0.4 = 0.33 t; 0.825 / 0.05 = 16.5 → 17 bags; 1 bulk bag of 1 m³
		title: 'a metric bark bed, 4 × 2.5 m, 7.5 cm deep, with wastage',
		plot: { length: '4', width: '2.5', depth: '7.5' },
		headline: '0.33 tonnes',
		summary: 'Bark Mulch (0.4 t/m³)',
		rows: {
			Area: '10.00 m² (107.64 ft²)',
			Volume: '0.83 m³ (1.08 yd³)',
			Weight: '0.33 tonnes (330.00 kg)',
			'Standard Bags (50 L)': '17',
			'Bulk Bags (1 m³)': '1',
			'Waste Allowance': '10% included (0.08 m³)',
		},
	},
	{
		// 90 ft³ = 3.33 yd³ = 2.5485 m³; × 1.6 = 4.0776 t = 4.49 US tons; 2.5485 / 0.05 = 50.97 → 51 bags
		title: 'imperial gravel mulch without wastage, 30 × 12 ft, 3 in deep',
		type: 'Gravel Mulch',
		isImperial: true,
		depthUnit: 'Inches (in)',
		isWithoutWastage: true,
		plot: { length: '30', width: '12', depth: '3' },
		headline: '4.49 US tons',
		summary: 'Gravel Mulch (1.6 t/m³)',
		rows: {
			Area: '360.00 ft² (33.45 m²)',
			Volume: '3.33 yd³ (90.00 ft³; 2.55 m³)',
			Weight: '4.49 US tons (8,989.62 lb; 4.08 tonnes)',
			'Standard Bags (50 L)': '51',
			'Bulk Bags (1 m³)': '3',
			'Waste Allowance': 'Not included',
		},
	},
	{
		// 22.5 m³ × 1.1 / 0.05 = 495.00000000000006 in floating point
		title: 'the rounding trap: 10 × 9 m at 25 cm with wastage is 495 bags, not 496',
		plot: { length: '10', width: '9', depth: '25' },
		rows: { 'Standard Bags (50 L)': '495' },
	},
])
