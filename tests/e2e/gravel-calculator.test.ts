import { expect, gotoHydrated, test } from './fixtures.ts'
import { testLayerForm, testLayerResults } from './material-layer.ts'

const PATH = '/calculators/gravel-calculator'

testLayerForm({
	path: PATH,
	// A driveway is 50-75 mm of gravel over a 100-150 mm sub-base (docs/calculators/gravel-calculator.md §5).
	recommendedDepth: {
		cm: '5-10 cm for paths; 5-7.5 cm for driveways, over a 10-15 cm sub-base',
		mm: '50-100 mm for paths; 50-75 mm for driveways, over a 100-150 mm sub-base',
		in: '2-4 inches for paths; 2-3 inches for driveways, over a 4-6 inch sub-base',
	},
	types: { legend: 'Gravel Type', defaultName: 'Pea Gravel', otherName: 'Granite' },
})

test('the six gravel types are cards with their density', async ({ page }) => {
	await gotoHydrated(page, PATH)
	const group = page.getByRole('group', { name: 'Gravel Type' })
	for (const [name, density] of [
		['Pea Gravel', '1.6'],
		['Crushed Stone', '1.7'],
		['River Rock', '1.65'],
		['Marble Chips', '1.55'],
		['Limestone', '1.75'],
		['Granite', '1.8'],
	]) {
		await expect(group.getByRole('radio', { name: new RegExp(`^${name} ${density} t/m³$`) })).toBeVisible()
	}
	await expect(group.getByRole('radio')).toHaveCount(6)
})

testLayerResults(PATH, 'Gravel Requirements', [
	{
		// 0.75 m³ × 1.1 = 0.825 m³; × 1.6 = 1.32 t; 0.825 / 0.025 = 33 bags; 1.32 / 0.85 = 1.55 → 2 bulk bags
		title: 'a metric pea gravel path, 10 × 1.5 m, 5 cm deep, with wastage',
		plot: { length: '10', width: '1.5', depth: '5' },
		headline: '1.32 tonnes',
		summary: 'Pea Gravel (1.6 t/m³)',
		rows: {
			Area: '15.00 m² (161.46 ft²)',
			Volume: '0.83 m³ (1.08 yd³)',
			Weight: '1.32 tonnes (1,320.00 kg)',
			'Standard Bags (25 L)': '33',
			'Bulk Bags (0.85 tonnes)': '2',
			'Waste Allowance': '10% included (0.08 m³)',
		},
	},
	{
		// 160 ft³ = 5.93 yd³ = 4.5307 m³; × 1.8 = 8.155 t = 8.99 US tons; 181.2 → 182 bags; 9.59 → 10 bulk bags
		title: 'an imperial granite drive without wastage, 40 × 12 ft, 4 in deep',
		type: 'Granite',
		isImperial: true,
		depthUnit: 'Inches (in)',
		isWithoutWastage: true,
		plot: { length: '40', width: '12', depth: '4' },
		headline: '8.99 US tons',
		summary: 'Granite (1.8 t/m³)',
		rows: {
			Area: '480.00 ft² (44.59 m²)',
			Volume: '5.93 yd³ (160.00 ft³; 4.53 m³)',
			Weight: '8.99 US tons (17,979.23 lb; 8.16 tonnes)',
			'Standard Bags (25 L)': '182',
			'Bulk Bags (0.85 tonnes)': '10',
			'Waste Allowance': 'Not included',
		},
	},
	{
		// 21.25 m³ × 1.1 × 1.6 / 0.85 = 44.00000000000001 in floating point
		title: 'the rounding trap: 17 × 5 m of pea gravel at 25 cm is 44 bulk bags, not 45',
		plot: { length: '17', width: '5', depth: '25' },
		rows: { 'Bulk Bags (0.85 tonnes)': '44' },
	},
])
