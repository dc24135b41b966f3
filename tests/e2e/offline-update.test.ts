import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, layoutShift, test as base, waitForHydration } from './fixtures.ts'
import { BUILD, makeNextBuild, serveSite, waitForServiceWorker } from './service-worker-helpers.ts'

const PAGE = '/calculators/deck-board-estimator'
const NEW_BUILD = 'meta[name="calcwright-build"]'

type Host = {
	origin: string
	/** Serves another build at the same origin, as a deploy does. */
	deploy: (root: string) => Promise<void>
}

// The site is served by a server of its own, so the test can deploy a second build at the same
// origin (a service worker belongs to its origin).
const test = base.extend<{ host: Host }>({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
	host: async ({}, provide) => {
		let served = await serveSite(BUILD)
		const port = Number(new URL(served.origin).port)
		await provide({
			origin: served.origin,
			deploy: async (root) => {
				await served.stop()
				served = await serveSite(root, port)
			},
		})
		await served.stop()
	},
	baseURL: async ({ host }, provide) => {
		await provide(host.origin)
	},
})

// The service worker is what these tests are about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/** At the bottom of the page, the footer ends above the bar: the bar never hides content for good. */
async function expectEndScrollsClear(page: Page) {
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	const footer = await page.getByRole('contentinfo').boundingBox()
	const bar = await page.getByRole('button', { name: 'Reload' }).locator('xpath=../..').boundingBox()
	expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0)
	await page.evaluate(() => window.scrollTo(0, 0))
}

async function expectTapTarget(page: Page, name: string) {
	const box = await page.getByRole('button', { name, exact: true }).boundingBox()
	expect(box?.width, name).toBeGreaterThanOrEqual(44)
	expect(box?.height, name).toBeGreaterThanOrEqual(44)
}

test('a new build installs in the background, waits for Reload, and Reload shows it', async ({
	page,
	context,
	host,
}) => {
	test.setTimeout(90_000)
	const next = await makeNextBuild(`${PAGE.slice(1)}/index.html`)
	try {
		await gotoHydrated(page, PAGE)
		await waitForServiceWorker(page)
		const status = page.getByRole('status').filter({ hasText: 'A new version is available.' })
		await expect(status).toHaveCount(0)
		const length = page.getByLabel('Deck Length', { exact: true })
		await length.fill('4800')
		const shiftBefore = await layoutShift(page)

		await host.deploy(next.root)
		// A page left open looks for a new build each time it is shown again; here the test asks.
		await page.evaluate(async () => {
			await (await navigator.serviceWorker.getRegistration())?.update()
		})
		await expect(status).toBeVisible({ timeout: 20_000 })
		// Nothing reloaded by itself: the old page, with what was typed, is still there.
		await expect(length).toHaveValue('4800')
		await expect(page.locator(NEW_BUILD)).toHaveCount(0)
		// The bar is fixed to the window: its appearing moves nothing.
		expect(await layoutShift(page)).toBe(shiftBefore)
		await expectEndScrollsClear(page)
		await expectTapTarget(page, 'Reload')
		await expectTapTarget(page, 'Not now')
		await expectNoAxeViolations(page)

		await page.getByRole('button', { name: 'Not now' }).click()
		await expect(status).toHaveCount(0)
		await expect(length).toHaveValue('4800')

		// A later visit still gets the old build, whole, from the old worker, and is offered the new one.
		await gotoHydrated(page, PAGE)
		await expect(page.locator(NEW_BUILD)).toHaveCount(0)
		await expect(status).toBeVisible({ timeout: 10_000 })

		// By keyboard: Reload activates the waiting worker and reloads once it is in charge.
		await page.getByRole('button', { name: 'Reload' }).focus()
		await page.keyboard.press('Enter')
		// The new worker activates (and clears the old build's caches) before the page reloads: slow on a busy machine.
		await expect(page.locator(NEW_BUILD)).toHaveCount(1, { timeout: 30_000 })
		await waitForHydration(page)
		await expect(status).toHaveCount(0)

		// The new worker serves the new build offline.
		await context.setOffline(true)
		await gotoHydrated(page, PAGE)
		await expect(page.locator(NEW_BUILD)).toHaveCount(1)
		await gotoHydrated(page, '/calculators')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Construction Calculators')
	} finally {
		next.remove()
	}
})
