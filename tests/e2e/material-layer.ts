import type { Page } from '@playwright/test'
import { calculate, expectFieldRejects, expectHeadline, expectRows } from './calculator-helpers.ts'
import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, test } from './fixtures.ts'

/** Browser tests shared by topsoil, mulch and gravel: one layout, so one set of behaviour checks. */
type LayerCalculator = {
	path: string
	/** The recommended-depth hint text per depth unit. */
	recommendedDepth: { cm: string; mm: string; in: string }
	/** Mulch and gravel: the type legend, the default card and another card. */
	types?: { legend: string; defaultName: string; otherName: string }
}

type Plot = { length: string; width: string; depth: string }

/** One worked example: what to choose and type, and what the results must read. */
export type LayerCase = {
	title: string
	type?: string
	isImperial?: boolean
	depthUnit?: 'Inches (in)' | 'Millimeters (mm)'
	isWithoutWastage?: boolean
	plot: Plot
	headline?: string
	rows: Record<string, string>
	/** Text of an input-summary value, e.g. 'Bark Mulch (0.4 t/m³)'. */
	summary?: string
}

export async function fillPlot(page: Page, plot: Plot) {
	await page.getByLabel('Length', { exact: true }).fill(plot.length)
	await page.getByLabel('Width', { exact: true }).fill(plot.width)
	await page.getByLabel('Depth', { exact: true }).fill(plot.depth)
}

/** Runs each worked example through the page and checks the results view around it. */
export function testLayerResults(path: string, caption: string, cases: ReadonlyArray<LayerCase>) {
	for (const example of cases) {
		test(`${path}: ${example.title}`, async ({ page }) => {
			await gotoHydrated(page, path)
			if (example.type) await page.getByRole('radio', { name: new RegExp(`^${example.type}`) }).check()
			if (example.isImperial) await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
			if (example.depthUnit) await page.getByRole('radio', { name: example.depthUnit }).check()
			if (example.isWithoutWastage) await page.getByRole('switch', { name: 'Include 10% Wastage' }).uncheck()
			await fillPlot(page, example.plot)
			const results = await calculate(page)
			await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
			if (example.headline) await expectHeadline(page, 'Total Weight Needed', example.headline)
			await expectRows(page, example.rows)
			if (example.summary)
				await expect(results.getByRole('definition').filter({ hasText: example.summary })).toBeVisible()
			await expect(results.getByRole('table', { name: caption })).toBeVisible()
			await expect(results.getByRole('heading', { name: 'Your Inputs' })).toBeVisible()
			await expect(results.getByRole('heading', { name: 'Buying Tips' })).toBeVisible()
			await expectNoBrokenNumbers(page)
			await expectNoAxeViolations(page)
		})
	}
}

export function testLayerForm({ path, recommendedDepth, types }: LayerCalculator) {
	test.describe(path, () => {
		test('defaults: metric, depth in cm, wastage on, the recommended depth, Calculate disabled', async ({ page }) => {
			await gotoHydrated(page, path)
			await expect(page.getByRole('radio', { name: 'Metric (meters)' })).toBeChecked()
			await expect(page.getByRole('radio', { name: 'Centimeters (cm)' })).toBeChecked()
			await expect(page.getByRole('switch', { name: 'Include 10% Wastage' })).toBeChecked()
			for (const label of ['Length', 'Width', 'Depth'])
				await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
			await expect(page.getByLabel('Depth', { exact: true })).toHaveAccessibleDescription(
				`cm Recommended depth: ${recommendedDepth.cm}`,
			)
			await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
			await expect(page.getByText('Fill in length, width and depth to calculate.')).toBeVisible()
			if (types) {
				await expect(page.getByRole('group', { name: types.legend })).toBeVisible()
				await expect(page.getByRole('radio', { name: new RegExp(`^${types.defaultName}`) })).toBeChecked()
			}
			await expectNoAxeViolations(page)
		})

		test('the depth unit toggle changes the unit and the recommended depth; the unit radio changes length units', async ({
			page,
		}) => {
			await gotoHydrated(page, path)
			const depth = page.getByLabel('Depth', { exact: true })
			await page.getByRole('radio', { name: 'Millimeters (mm)' }).check()
			await expect(depth).toHaveAccessibleDescription(`mm Recommended depth: ${recommendedDepth.mm}`)
			await page.getByRole('radio', { name: 'Inches (in)' }).check()
			await expect(depth).toHaveAccessibleDescription(`in Recommended depth: ${recommendedDepth.in}`)
			await expect(page.getByLabel('Length', { exact: true })).toHaveAccessibleDescription('m')
			await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
			await expect(page.getByLabel('Length', { exact: true })).toHaveAccessibleDescription('ft')
			await expect(page.getByLabel('Width', { exact: true })).toHaveAccessibleDescription('ft')
		})

		test('Calculate stays disabled until length, width and depth are filled and valid', async ({ page }) => {
			await gotoHydrated(page, path)
			const calculateButton = page.getByRole('button', { name: 'Calculate' })
			await fillPlot(page, { length: '5', width: '4', depth: '' })
			await expect(calculateButton).toBeDisabled()
			await page.getByLabel('Depth', { exact: true }).fill('0.5')
			await expect(page.getByText('Must be between 1 and 200 cm')).toBeVisible()
			await expect(calculateButton).toBeDisabled()
			await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
			await page.getByLabel('Depth', { exact: true }).fill('1')
			await expect(calculateButton).toBeEnabled()
			await page.getByLabel('Width', { exact: true }).fill('0.09')
			await expect(page.getByText('Must be between 0.1 and 1,000 m')).toBeVisible()
			await expect(calculateButton).toBeDisabled()
			await page.getByLabel('Width', { exact: true }).fill('0.1')
			await expect(calculateButton).toBeEnabled()
		})

		test('bad input gets a message next to the field and never breaks the page', async ({ page }) => {
			await gotoHydrated(page, path)
			await fillPlot(page, { length: '5', width: '4', depth: '10' })
			const cases: ReadonlyArray<[string, string, string]> = [
				['Length', '1e400', 'Enter a number'],
				['Length', '-3', 'Must be between 0.1 and 1,000 m'],
				['Width', 'abc', 'Enter a number'],
				['Width', '12 ft', 'Enter a number'],
				['Depth', '201', 'Must be between 1 and 200 cm'],
			]
			await expectFieldRejects(page, cases)
			await expectNoAxeViolations(page)
			await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
		})

		test('Start New Calculation clears the measurements and keeps unit, depth unit, type and wastage', async ({
			page,
		}) => {
			await gotoHydrated(page, path)
			await page.getByRole('radio', { name: 'Imperial (feet)' }).check()
			await page.getByRole('radio', { name: 'Inches (in)' }).check()
			await page.getByRole('switch', { name: 'Include 10% Wastage' }).uncheck()
			if (types) await page.getByRole('radio', { name: new RegExp(`^${types.otherName}`) }).check()
			await fillPlot(page, { length: '20', width: '10', depth: '3' })
			await calculate(page)
			await expectNoAxeViolations(page)
			await page.getByRole('button', { name: 'Start New Calculation' }).click()
			for (const label of ['Length', 'Width', 'Depth'])
				await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
			await expect(page.getByLabel('Length', { exact: true })).toBeFocused()
			await expect(page.getByRole('radio', { name: 'Imperial (feet)' })).toBeChecked()
			await expect(page.getByRole('radio', { name: 'Inches (in)' })).toBeChecked()
			await expect(page.getByRole('switch', { name: 'Include 10% Wastage' })).not.toBeChecked()
			if (types) await expect(page.getByRole('radio', { name: new RegExp(`^${types.otherName}`) })).toBeChecked()
			await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
		})
	})
}
