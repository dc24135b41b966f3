import type { Page } from '@playwright/test'
import { expect, expectNoBrokenNumbers, pressCalculate, resultRow, resultsRegion } from './fixtures.ts'

/** Clicks Calculate, sees 'Calculating...', and returns the Results region once it shows whole. */
export async function calculate(page: Page) {
	await pressCalculate(page)
	return wholeResults(page)
}

/** The Results region once it shows whole: figures, tools and drawings (after Calculate, a reload or a link). */
export async function wholeResults(page: Page) {
	const results = resultsRegion(page)
	await expect(results).toBeVisible()
	// The figures render at once; the tools under them (working, prices, sharing) arrive from their own chunk.
	await expect(results.getByRole('button', { name: 'Copy link' })).toBeVisible()
	// A drawing's content follows the figures in a deferred render; its figure is aria-busy until then.
	await expect(results.locator('[aria-busy="true"]')).toHaveCount(0)
	return results
}

/** The key figure at the top of the results: its label and value. */
export async function expectHeadline(page: Page, label: string, value: string) {
	const results = page.getByRole('region', { name: 'Results' })
	await expect(results.getByRole('term').first()).toHaveText(label)
	await expect(results.getByRole('definition').first()).toHaveText(value)
}

/** Each results table row, found by its label, reads exactly the given value. */
export async function expectRows(page: Page, rows: Record<string, string>) {
	const results = page.getByRole('region', { name: 'Results' })
	for (const [label, value] of Object.entries(rows)) {
		await expect(results.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
		await expect(resultRow(page, label).getByRole('cell')).toHaveText(value)
	}
}

/**
 * Types each bad value into its field and expects the field's message, Calculate disabled and no
 * broken number on the page; then puts the field back as it was.
 */
export async function expectFieldRejects(
	page: Page,
	cases: ReadonlyArray<[label: string, value: string, message: string]>,
	pendingMessage?: string,
) {
	for (const [label, value, message] of cases) {
		const field = page.getByLabel(label, { exact: true })
		const original = await field.inputValue()
		await field.fill(value)
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
		await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled()
		if (pendingMessage) await expect(page.getByText(pendingMessage)).toBeVisible()
		await expectNoBrokenNumbers(page)
		await field.fill(original)
	}
}

/**
 * Every visible link, button, input and select in the header and main is at least 44 px tall (a radio or a checkbox:
 * its label, which is what a finger taps).
 */
export async function expectTapTargets(page: Page) {
	const targets = page.locator('main a, main button, main input, main select, header a, header button')
	const sizes = await targets.evaluateAll((elements) =>
		elements
			.filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden'))
			.map((element) => {
				const target =
					element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')
						? (element.closest('label') ?? element)
						: element
				const box = target.getBoundingClientRect()
				return {
					name: target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName,
					height: box.height,
				}
			}),
	)
	expect(sizes.filter((size) => size.height < 44)).toEqual([])
}
