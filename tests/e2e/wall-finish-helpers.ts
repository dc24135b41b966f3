import type { Page } from '@playwright/test'
import { expect, expectNoBrokenNumbers, pressCalculate } from './fixtures.ts'

/** Helpers shared by the paint, primer and wallpaper browser tests. */

export function field(page: Page, label: string) {
	return page.getByLabel(label, { exact: true })
}

/** The paint and primer coverage field: 'Coverage (from your tin)'. */
export function coverageField(page: Page) {
	return field(page, 'Coverage (from your tin)')
}

/** The table of what to buy under the results. */
export function whatToBuy(page: Page) {
	return results(page).getByRole('table', { name: 'What to buy' })
}

export async function fill(page: Page, values: Record<string, string>) {
	for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

export function results(page: Page) {
	return page.getByRole('region', { name: 'Results' })
}

/** The results table row whose header starts with `label`. */
export function row(page: Page, label: string) {
	return results(page).getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}`) })
}

/** The key figure under the results heading. */
export function headline(page: Page) {
	return results(page).getByRole('definition').first()
}

export function escapeRegExp(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Types each bad value into its field and checks the message under it, that Calculate is disabled
 * and says why, and that the page shows no broken number; then puts the value back.
 */
export async function expectBadInputMessages(page: Page, cases: ReadonlyArray<[string, string, string]>) {
	const calculate = page.getByRole('button', { name: 'Calculate' })
	for (const [label, value, message] of cases) {
		const input = field(page, label)
		const original = await input.inputValue()
		await input.fill(value)
		await expect(input).toHaveAttribute('aria-invalid', 'true')
		await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
		await expect(calculate).toBeDisabled()
		await expect(page.getByText('Correct the highlighted fields to calculate.')).toBeVisible()
		await expectNoBrokenNumbers(page)
		await input.fill(original)
	}
	await expect(calculate).toBeEnabled()
}

/** Calculate: the button reads 'Calculating...' while disabled, then the results take focus under their key figure. */
export async function calculateAndExpectResults(page: Page, headlineLabel: string) {
	await pressCalculate(page)
	await expect(results(page)).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expect(results(page).getByRole('term').first()).toHaveText(headlineLabel)
}

/** Each results table row (by the start of its header) contains its text. */
export async function expectRows(page: Page, rows: Record<string, string>) {
	for (const [label, text] of Object.entries(rows)) await expect(row(page, label)).toContainText(text)
}
