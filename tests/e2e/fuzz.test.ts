import fc from 'fast-check'
import type { Locator, Page } from '@playwright/test'
import { calculatorPath, calculators } from '../../app/catalogue/calculators.ts'
import { expect, expectNoBrokenNumbers, gotoHydrated, test } from './fixtures.ts'

// `npm test` runs a fixed seed, so CI gives the same answer every day for the same code. To explore, set
// FUZZ_SEED (and FUZZ_RUNS): `FUZZ_SEED=$(date +%Y%m%d) FUZZ_RUNS=50 npx playwright test fuzz`. fast-check prints
// the failing values; add each one to FOUND below, so it is tried on every calculator from then on.
const SEED = Number(process.env.FUZZ_SEED ?? 20261128)
const RUNS_PER_CALCULATOR = Number(process.env.FUZZ_RUNS ?? 5)

/** Counterexamples found by exploring, each tried first on every calculator: the seed it came from, the values. */
const FOUND: ReadonlyArray<ReadonlyArray<string>> = [
	// Seed 20261128 on tile: Calculate then showed its alert beside the button, and the test's own check failed.
	['2,5', ''],
]

/** What people type or paste: huge, tiny, negative, empty, non-numeric, exponents, units. */
const typedValue = fc.oneof(
	// Plausible measurements, so Calculate is reached often and the results view gets fuzzed too.
	{
		arbitrary: fc.float({ min: Math.fround(0.5), max: Math.fround(400), noNaN: true }).map((value) => value.toFixed(1)),
		weight: 6,
	},
	fc.constantFrom('', ' ', '0', '-0', '-1', '1e400', '1e-400', 'Infinity', '-Infinity', 'NaN', '12 ft', '3 m', '2"'),
	fc.constantFrom('1,200', '2,5', '.', '..5', '0x10', '1/2', '½', '<b>1</b>', '9'.repeat(400), '0.0000001', '99999999'),
	fc.double({ noDefaultInfinity: false }).map(String),
	fc.integer({ min: -1_000_000, max: 1_000_000_000 }).map(String),
	fc.float({ min: Math.fround(0.01), max: Math.fround(5000), noNaN: true }).map((value) => value.toFixed(2)),
	fc.string({ maxLength: 24 }),
)

/** The text of a field's label, e.g. 'Wall 2 Length' or 'Wall 2 Name'. */
function labelOf(field: Locator) {
	return field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
}

async function fillEveryField(page: Page, values: ReadonlyArray<string>) {
	const fields = page.getByRole('main').getByRole('textbox')
	const count = await fields.count()
	for (let index = 0; index < count; index += 1) {
		const field = fields.nth(index)
		// Entry names ('Wall 2 Name') are free text shown back as typed: a wall named '-1' or 'NaN' is the
		// person's own word, not a broken number, so the number checks do not apply to them.
		if ((await labelOf(field)).endsWith(' Name')) continue
		await field.fill(values[index % values.length] ?? '')
	}
}

async function calculateIfPossible(page: Page) {
	const calculate = page.getByRole('button', { name: 'Calculate', exact: true })
	if ((await calculate.count()) === 0 || !(await calculate.isEnabled())) return
	await calculate.click()
	const startNew = page.getByRole('button', { name: 'Start New Calculation' })
	// Calculate stays on the page beside an alert, so several of these may match: any one visible will do.
	await expect(startNew.or(page.getByRole('alert')).or(calculate).first()).toBeVisible()
	await expect(page.getByRole('button', { name: 'Calculating...' })).toHaveCount(0)
	await expectNoBrokenNumbers(page)
	if ((await startNew.count()) > 0) await startNew.click()
}

for (const entry of calculators.filter((calculator) => calculator.isBuilt)) {
	test(`fuzz: ${entry.name} survives whatever is typed into every field (seed ${SEED})`, async ({ page }) => {
		test.setTimeout(RUNS_PER_CALCULATOR * 15_000)
		await gotoHydrated(page, calculatorPath(entry.id))
		await fc.assert(
			fc.asyncProperty(fc.array(typedValue, { minLength: 1, maxLength: 12 }), async (values) => {
				await fillEveryField(page, values)
				await expectNoBrokenNumbers(page)
				await calculateIfPossible(page)
			}),
			{ seed: SEED, numRuns: RUNS_PER_CALCULATOR, endOnFailure: true, examples: FOUND.map((values) => [values]) },
		)
	})
}
