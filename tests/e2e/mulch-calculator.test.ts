import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, test } from './fixtures.ts'
import { calculate, expectHeadline, expectRows, fillPlot, testLayerForm } from './material-layer.ts'

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
		await expect(group.getByRole('radio', { name: new RegExp(`^${name} .* ${density} t/m³$`) })).toBeVisible()
	}
	await expect(group.getByRole('radio')).toHaveCount(5)
})

test('a metric bark bed: 4 × 2.5 m, 7.5 cm deep, with wastage', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillPlot(page, { length: '4', width: '2.5', depth: '7.5' })
	await calculate(page)
	// 0.75 m³ × 1.1 = 0.825 m³; × 0.4 = 0.33 t; 0.825 / 0.05 = 16.5 → 17 bags; 1 bulk bag of 1 m³
	await expectHeadline(page, '0.33 tonnes')
	await expectRows(page, {
		Area: '10.00 m² (107.64 ft²)',
		Volume: '0.83 m³ (1.08 yd³)',
		Weight: '0.33 tonnes (330.00 kg)',
		'Standard Bags (50 L)': '17',
		'Bulk Bags (1 m³)': '1',
		'Waste Allowance': '10% included (0.08 m³)',
	})
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results.getByRole('table', { name: 'Mulch Requirements' })).toBeVisible()
	await expect(results.getByRole('definition').filter({ hasText: 'Bark Mulch (0.4 t/m³)' })).toBeVisible()
	await expect(results.getByRole('heading', { name: 'Buying Tips' })).toBeVisible()
	await expectNoBrokenNumbers(page)
	await expectNoAxeViolations(page)
})

test('imperial gravel mulch without wastage: 30 × 12 ft, 3 in deep', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await page.getByRole('radio', { name: /^Gravel Mulch/ }).check()
	await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
	await page.getByRole('radio', { name: 'Inches (in)' }).check()
	await page.getByRole('switch', { name: 'Include 10% Wastage' }).uncheck()
	await fillPlot(page, { length: '30', width: '12', depth: '3' })
	await calculate(page)
	// 90 ft³ = 3.33 yd³ = 2.5485 m³; × 1.6 = 4.0776 t = 4.49 US tons; 2.5485 / 0.05 = 50.97 → 51 bags
	await expectHeadline(page, '4.49 US tons')
	await expectRows(page, {
		Area: '360.00 ft² (33.45 m²)',
		Volume: '3.33 yd³ (90.00 ft³; 2.55 m³)',
		Weight: '4.49 US tons (8,989.62 lb; 4.08 tonnes)',
		'Standard Bags (50 L)': '51',
		'Bulk Bags (1 m³)': '3',
		'Waste Allowance': 'Not included',
	})
	await expect(page.getByRole('definition').filter({ hasText: 'Gravel Mulch (1.6 t/m³)' })).toBeVisible()
})

test('the rounding trap: 10 × 9 m at 25 cm with wastage is 495 bags, not 496', async ({ page }) => {
	await gotoHydrated(page, PATH)
	await fillPlot(page, { length: '10', width: '9', depth: '25' })
	await calculate(page)
	await expectRows(page, { 'Standard Bags (50 L)': '495' })
})
