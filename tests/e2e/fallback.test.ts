import { calculatorPath, calculators } from '../../app/catalogue/calculators.ts'
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts'

const POPULAR = ['Deck Board Estimator', 'Paint Calculator', 'Tile Calculator', 'Concrete Volume Calculator']

// Coming Soon is for catalogue entries not built yet: one test each (none since issue #20 built the last three).
for (const unbuilt of calculators.filter((entry) => !entry.isBuilt)) {
	test(`${unbuilt.name}, not built, shows Coming Soon with its name, HTTP 200`, async ({ page }) => {
		const response = await gotoHydrated(page, calculatorPath(unbuilt.id))
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon!')
		await expect(page.getByRole('main')).toContainText(unbuilt.name)
		await expect(
			page.getByText("We're currently working on this calculator tool. It will be available soon!"),
		).toBeVisible()
		await expect(page).toHaveTitle(unbuilt.name)
		const popular = page.getByRole('region', { name: 'Popular Calculators' })
		await expect(popular.getByRole('link')).toHaveText(POPULAR)
		await page.getByRole('link', { name: 'Back to Home' }).click()
		await expect(page).toHaveURL('/')
	})
}

test('an unknown path shows 404 Page Not Found with HTTP 404', async ({ page }) => {
	const response = await gotoHydrated(page, '/some/unknown-page')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
	await expect(
		page.getByText(
			"We couldn't find the page you were looking for. It might have been moved, deleted, or never existed.",
		),
	).toBeVisible()
	await expect(page).toHaveTitle('Unknown Page')
	await expect(page.getByRole('region', { name: 'Popular Calculators' }).getByRole('link')).toHaveText(POPULAR)
	await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('an unknown calculator path is a 404, not Coming Soon', async ({ page }) => {
	const response = await gotoHydrated(page, '/calculators/flux-capacitor-calculator')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
})

test('a client-side visit to an unknown path shows the 404 page too', async ({ page }) => {
	await gotoHydrated(page, '/')
	await page.evaluate(() => {
		window.history.pushState({}, '', '/calculators/not-a-real-one')
		window.dispatchEvent(new PopStateEvent('popstate'))
	})
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
})

test('a path with markup in it is shown as text', async ({ page }) => {
	await gotoHydrated(page, '/%3Cimg%20src=x%20onerror=alert(1)%3E')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
	await expect(page.locator('img')).toHaveCount(0)
})

test.describe('when a page fails while rendering', () => {
	test.use({ allowConsoleErrors: true })

	test('the site’s error page says what happened, keeps the header, clears the draft and leads back', async ({
		page,
	}) => {
		// Simulate a fault in the production bundle: number formatting throws on the results view.
		await page.addInitScript(() => {
			const originalToString = Number.prototype.toString
			Number.prototype.toString = function (this: number, radix?: number) {
				if ((window as { breakFormatting?: boolean }).breakFormatting) throw new Error('Simulated formatting failure')
				return originalToString.call(this, radix)
			}
		})
		await gotoHydrated(page, '/calculators/deck-board-estimator')
		// A draft to clear: the width typed before the fault.
		await page.getByLabel('Deck Width').fill('3000')
		await expect
			.poll(() => page.evaluate(() => localStorage.getItem('calcwright:draft:deck-board-estimator')))
			.toBe('width=3000')
		await page.evaluate(() => {
			;(window as { breakFormatting?: boolean }).breakFormatting = true
		})
		await page.getByLabel('Deck Length').fill('4000')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
		await expect(page).toHaveTitle('Something went wrong')
		await expect(page.getByRole('banner').getByRole('link', { name: 'Calcwright' }).first()).toBeVisible()
		await expect(page.getByText('were cleared, so it opens cleanly')).toBeVisible()
		await page.getByText('Technical details').click()
		await expect(page.getByText('Simulated formatting failure')).toBeVisible()
		await page.getByRole('link', { name: 'Back to the Deck Board Estimator' }).click()
		await waitForHydration(page)
		await expect(page.getByLabel('Deck Width')).toHaveValue('')
		await expect(page.getByText('Your last inputs were restored.')).toHaveCount(0)
	})
})
