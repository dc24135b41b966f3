import { expect, gotoHydrated, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

// One rule on every calculator (docs/decisions/036-one-unit-rule.md): a unit system change starts the measurements
// again, keeping the choices that do not depend on units. Grass seed has unit selects instead.
for (const sample of SAMPLE_ESTIMATES.filter((sample) => !sample.path.includes('grass-seed'))) {
	test(`${sample.path}: a unit system change starts the measurements again`, async ({ page }) => {
		await gotoHydrated(page, sample.path)
		await fillSample(page, sample)
		await page.getByRole('radio', { name: sample.unitSwitch ?? /^Imperial/ }).check()
		for (const [label, value] of Object.entries(sample.fields)) {
			const field = page.getByLabel(label, { exact: true })
			const isKept = sample.keptOnUnitChange?.includes(label)
			const newDefault = sample.defaultsAfterUnitChange?.[label]
			if (isKept) await expect(field, label).toHaveValue(value)
			else if (newDefault !== undefined) await expect(field, label).toHaveValue(newDefault)
			else if ((await field.count()) > 0) await expect(field, label).toHaveValue('')
		}
	})
}

test('grass seed: the area and bag unit selects convert what was typed', async ({ page }) => {
	await gotoHydrated(page, '/calculators/grass-seed-calculator')
	await page.getByLabel('Area', { exact: true }).fill('100')
	await page.getByLabel('Bag Size').fill('25')
	// 100 m² × 10.764 = 1076.4 ft²; 25 kg × 2.20462 = 55.1155 lb
	await page.getByLabel('Area Unit').selectOption({ label: 'Square Feet (ft²)' })
	await expect(page.getByLabel('Area', { exact: true })).toHaveValue('1076.4')
	await page.getByLabel('Bag Unit').selectOption('lbs')
	await expect(page.getByLabel('Bag Size')).toHaveValue('55.1155')
})

test('topsoil: the depth unit converts the typed depth', async ({ page }) => {
	await gotoHydrated(page, '/calculators/topsoil-calculator')
	await page.getByLabel('Depth', { exact: true }).fill('10')
	// 10 cm = 100 mm = 3.937 in
	await page.getByRole('radio', { name: 'Millimeters (mm)' }).check()
	await expect(page.getByLabel('Depth', { exact: true })).toHaveValue('100')
	await page.getByRole('radio', { name: 'Inches (in)' }).check()
	await expect(page.getByLabel('Depth', { exact: true })).toHaveValue('3.937')
})
