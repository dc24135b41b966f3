import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectNoBrokenNumbers, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES, type SampleEstimate } from './sample-estimates.ts'

/** The sample's text fields read what was typed. */
async function expectFilled(page: Page, sample: SampleEstimate) {
	for (const [label, value] of Object.entries(sample.fields)) {
		await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value)
	}
}

/** Waits until the address carries the inputs (it is rewritten at most every 300 ms). */
async function waitForAddress(page: Page) {
	await expect.poll(() => new URL(page.url()).search).not.toBe('')
}

// The results address in a fresh browser, a reload, Back and Forward: tests/e2e/kept-paths.test.ts, for every
// calculator with its worked example.
for (const sample of SAMPLE_ESTIMATES) {
	test.describe(sample.path, () => {
		test('a tampered link shows what is wrong at the fields and never breaks the page', async ({ page }) => {
			const [first] = Object.keys(sample.fields)
			const tampered = new URLSearchParams({ unit: 'furlongs', nonsense: '<script>alert(1)</script>' })
			await gotoHydrated(page, `${sample.path}?${tampered}&${'x'.repeat(3)}=${'9'.repeat(10_000)}`)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expectNoBrokenNumbers(page)
			// Every text field can still be typed into; the first of the sample's shows an error for garbage.
			if (first) {
				await fillSample(page, sample)
				await page.getByLabel(first, { exact: true }).fill('-1e400')
				await expect(page.getByLabel(first, { exact: true })).toHaveAttribute('aria-invalid', 'true')
			}
		})
	})
}

test('a link with wrong values opens them as field errors', async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator?unit=imperial&length=-4&width=abc&wastePercentage=500')
	await expect(page.getByRole('radio', { name: 'Imperial (feet)' })).toBeChecked()
	await expect(page.getByLabel('Deck Length')).toHaveValue('-4')
	await expect(page.getByLabel('Deck Length')).toHaveAccessibleDescription(/Must be between 1 and 3,280 ft/)
	await expect(page.getByLabel('Deck Width')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Waste Percentage')).toHaveAccessibleDescription(/Must be between 0 and 50%/)
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
})

test('Copy link puts the address of the results on the clipboard and says so', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	const [sample] = SAMPLE_ESTIMATES
	if (!sample) return
	await gotoHydrated(page, sample.path)
	await fillSample(page, sample)
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Copy link' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
	const copied = await page.evaluate(() => navigator.clipboard.readText())
	expect(new URL(copied).hash).toBe('#results')
	expect(new URL(copied).searchParams.get('length')).toBe('4800')
	await expectNoAxeViolations(page)
})

test('where the clipboard is refused, the link is shown in a field to copy by hand', async ({ page }) => {
	await page.addInitScript(() => {
		Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('no')) } })
	})
	const [sample] = SAMPLE_ESTIMATES
	if (!sample) return
	await gotoHydrated(page, sample.path)
	await fillSample(page, sample)
	await page.getByRole('button', { name: 'Calculate' }).click()
	await page.getByRole('button', { name: 'Copy link' }).click()
	const field = page.getByLabel('Copy this link')
	await expect(field).toHaveValue(/#results$/)
	await field.focus()
	const selected = await field.evaluate(
		(input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
	)
	expect(selected).toBeGreaterThan(20)
})

test('the last inputs come back on a later visit, with a note, and Start New clears them', async ({ page }) => {
	const sample = SAMPLE_ESTIMATES.find((item) => item.path.includes('paint'))
	if (!sample) return
	await gotoHydrated(page, sample.path)
	await fillSample(page, sample)
	await waitForAddress(page)
	await gotoHydrated(page, '/about')
	await gotoHydrated(page, sample.path)
	await expect(page.getByText('Your last inputs were restored.')).toBeVisible()
	await expectFilled(page, sample)
	await page.getByRole('button', { name: 'Start New', exact: true }).click()
	await expect(page.getByText('Your last inputs were restored.')).toHaveCount(0)
	await expect(page.getByLabel('Wall 1 Length', { exact: true })).toHaveValue('')
	await expectNoAxeViolations(page)
})

test('a link wins over the draft on this device', async ({ page }) => {
	await gotoHydrated(page, '/calculators/concrete-volume')
	await page.getByLabel('Length', { exact: true }).fill('9')
	await waitForAddress(page)
	await gotoHydrated(page, '/calculators/concrete-volume?length=3&width=2&height=0.1#results')
	// 3 × 2 × 0.1 = 0.6 m³ × 1.1 = 0.66 m³
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText('0.66 m³')
	await expect(page.getByText('Your last inputs were restored.')).toHaveCount(0)
})
