import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, reloadHydrated } from './fixtures.ts'

/** Where the project is kept, and where what cannot be read of it is set aside (decision 072). */
export const PROJECT_KEY = 'calcwright:project'
export const SET_ASIDE_KEY = 'calcwright:project-set-aside'

type Line = { key: string; item: string; quantity: number; unit: string; unitPrice: number | null }

/** A project entry as the site stores it; what is not given is a small priced paint estimate. */
export function storedEntry(fields: Partial<Record<string, unknown>> & { id: string }) {
	return {
		calculatorId: 'paint-calculator',
		label: 'Paint Calculator',
		href: '/calculators/paint-calculator?surfaces.0.length=4&surfaces.0.height=2.5#results',
		currency: 'GBP',
		lines: [] as Line[],
		figures: [] as Array<{ label: string; value: string }>,
		...fields,
	}
}

export function tins(quantity: number, unitPrice: number | null): Line {
	return { key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity, unit: 'tin', unitPrice }
}

/** Opens /project with the given values stored under its keys, as another version or a person may have left them. */
export async function openProjectWith(page: Page, stored: unknown, setAside?: unknown) {
	await gotoHydrated(page, '/project')
	await page.evaluate(
		([projectKey, project, setAsideKey, aside]) => {
			localStorage.setItem(projectKey, typeof project === 'string' ? project : JSON.stringify(project))
			if (aside !== undefined) localStorage.setItem(setAsideKey, JSON.stringify(aside))
		},
		[PROJECT_KEY, stored, SET_ASIDE_KEY, setAside] as const,
	)
	await reloadHydrated(page)
}

export function estimatesList(page: Page) {
	return page.getByRole('list', { name: 'Estimates' }).getByRole('listitem')
}

/** Downloads the project's CSV and reads it. */
export async function downloadCsv(page: Page) {
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download CSV' }).click(),
	])
	return readFile((await download.path()) ?? '', 'utf8')
}

/** Presses 'Copy as text' and reads the clipboard (the context must grant clipboard access). */
export async function copiedText(page: Page) {
	await page.getByRole('button', { name: 'Copy as text' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'List copied' })).toBeVisible()
	return page.evaluate(() => navigator.clipboard.readText())
}
