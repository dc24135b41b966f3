import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Guards = {
	/** Console errors a test expects (the router error page logs its error). */
	allowConsoleErrors: boolean
	/** Asserts, after the test, that nothing broke and nothing left the origin. */
	pageGuards: void
}

export const test = base.extend<Guards>({
	allowConsoleErrors: [false, { option: true }],
	pageGuards: [
		async ({ page, baseURL, allowConsoleErrors }, use) => {
			const problems: Array<string> = []
			const origin = new URL(baseURL ?? '').origin
			await page.addInitScript(() => {
				document.addEventListener('securitypolicyviolation', (event) => {
					console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
				})
			})
			page.on('console', (message) => {
				if (message.type() !== 'error' || allowConsoleErrors) return
				// Chromium logs the 404 status of a missing page's own document; that status is the point.
				const isOwnDocument404 = message.text().includes('status of 404') && message.location().url === page.url()
				if (!isOwnDocument404) problems.push(`console error: ${message.text()}`)
			})
			page.on('pageerror', (error) => {
				if (!allowConsoleErrors) problems.push(`page error: ${error.message}`)
			})
			page.on('request', (request) => {
				const url = new URL(request.url())
				if (url.protocol === 'data:' || url.protocol === 'blob:') return
				if (url.origin !== origin) problems.push(`request left the origin: ${request.url()}`)
			})
			await use()
			expect(problems).toEqual([])
		},
		{ auto: true },
	],
})

export { expect }

/**
 * axe's own run in the page (legacy mode) and violations only: the default runs each frame apart and joins the parts in
 * a blank page of its own, which cost a second per check (2.4 s against 1.3 s on a calculator page); the site has no
 * frames to join.
 */
export async function expectNoAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.setLegacyMode()
		.options({ resultTypes: ['violations'] })
		.analyze()
	const summary = results.violations.map(
		(violation) =>
			`${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
	)
	expect(summary).toEqual([])
}

/** Waits until React has hydrated the pre-rendered page, so clicks and typing reach it. */
export async function gotoHydrated(page: Page, path: string) {
	const response = await page.goto(path)
	await waitForHydration(page)
	return response
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page) {
	await page.reload()
	await waitForHydration(page)
}

export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** Text the page must never show a person. */
export async function expectNoBrokenNumbers(page: Page) {
	const text = await page.locator('body').innerText()
	expect(text).not.toMatch(/NaN|Infinity|undefined/)
	expect(text).not.toMatch(/(^|[\s(])-\d/)
}

/** The results view: the region named 'Results'. */
export function resultsRegion(page: Page) {
	return page.getByRole('region', { name: 'Results' })
}

/** The results row whose header is exactly `label`, optionally only in the table named `table`. */
export function resultRow(page: Page, label: string, table?: string) {
	const scope = table ? resultsRegion(page).getByRole('table', { name: table }) : resultsRegion(page)
	return scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
}

/** Fills fields by their exact accessible names: { 'Slab Length': '5' }. */
export async function fillFields(page: Page, values: Record<string, string>) {
	for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value)
}

type CalculatingWatch = { sawCalculating?: boolean }

/**
 * Presses Calculate and checks that the button read 'Calculating...' while disabled. The page itself
 * records that state as it appears: it lasts 500 ms, which a test runner starved of CPU can miss.
 */
export async function pressCalculate(page: Page) {
	await page.evaluate(() => {
		const watch = window as CalculatingWatch
		watch.sawCalculating = false
		const observer = new MutationObserver(() => {
			const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Calculating...')
			if (button?.disabled) {
				watch.sawCalculating = true
				observer.disconnect()
			}
		})
		observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
	})
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect.poll(() => page.evaluate(() => (window as CalculatingWatch).sawCalculating)).toBe(true)
}

/** Presses Calculate, sees the disabled 'Calculating...' state, then the results with focus and the key figure. */
export async function calculateAndExpectHeadline(page: Page, label: string, value: string) {
	await pressCalculate(page)
	await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused()
	await expect(resultsRegion(page).getByRole('term').filter({ hasText: label })).toBeVisible()
	await expect(resultsRegion(page).getByRole('definition').first()).toHaveText(value)
}

/** The sum of the layout shifts the page has recorded. */
export function layoutShift(page: Page) {
	return page.evaluate(
		() =>
			new Promise<number>((resolve) => {
				let total = 0
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value
				}).observe({ type: 'layout-shift', buffered: true })
				setTimeout(() => resolve(total), 250)
			}),
	)
}
