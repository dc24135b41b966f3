import { calculators } from '../../app/catalogue/calculators.ts'
import { expectTapTargets } from './calculator-helpers.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

test('the nav highlights the category being viewed', async ({ page }) => {
	await gotoHydrated(page, '/calculators')
	const nav = page.getByRole('navigation', { name: 'Calculator categories' })
	await expect(nav.getByRole('link', { name: 'All Calculators' })).toHaveAttribute('aria-current', 'page')
	await nav.getByRole('link', { name: 'Landscaping' }).click()
	await expect(page).toHaveURL('/calculators?category=landscaping')
	await expect(nav.getByRole('link', { name: 'Landscaping' })).toHaveAttribute('aria-current', 'page')
	await expect(nav.getByRole('link', { name: 'All Calculators' })).not.toHaveAttribute('aria-current', 'page')
})

test('a calculator page highlights its category and shows the breadcrumb trail', async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	const nav = page.getByRole('navigation', { name: 'Calculator categories' })
	await expect(nav.getByRole('link', { name: 'Construction' })).toHaveAttribute('aria-current', 'page')
	const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
	await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Construction', 'Deck Board Estimator'])
	await expect(trail.getByRole('link', { name: 'Construction' })).toHaveAttribute(
		'href',
		'/calculators?category=construction',
	)
})

test('breadcrumbs carry BreadcrumbList structured data', async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	const json = await page.locator('script[type="application/ld+json"]').first().textContent()
	const data = JSON.parse(json ?? '{}')
	expect(data['@type']).toBe('BreadcrumbList')
	expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
		'Home',
		'Construction',
		'Deck Board Estimator',
	])
	expect(data.itemListElement[2].item).toMatch(/\/calculators\/deck-board-estimator$/)
})

test('every page has a description and a canonical URL', async ({ page }) => {
	await gotoHydrated(page, '/calculators/deck-board-estimator')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /deck boards/)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/calculators\/deck-board-estimator$/)
})

test('sitemap.xml and robots.txt are served', async ({ request }) => {
	const sitemap = await request.get('/sitemap.xml')
	expect(sitemap.status()).toBe(200)
	const xml = await sitemap.text()
	expect(xml).toContain('/calculators/deck-board-estimator</loc>')
	for (const entry of calculators.filter((calculator) => !calculator.isBuilt)) {
		expect(xml).not.toContain(`/calculators/${entry.id}</loc>`)
	}
	const robots = await request.get('/robots.txt')
	expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('the page scrolls to the top on every path change', async ({ page }) => {
	// The last calculator of the list, far down the page: a Coming Soon page until it is built.
	const last = calculators.at(-1)
	if (!last) throw new Error('the catalogue is empty')
	const link = page.getByRole('link', { name: new RegExp(`^${last.name}`) })
	await gotoHydrated(page, '/calculators')
	await link.scrollIntoViewIfNeeded()
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
	await link.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.isBuilt ? last.name : 'Coming Soon!')
	expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('on a 375 px wide screen', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('the hamburger menu holds the nav links plus About and Contact', async ({ page }) => {
		await gotoHydrated(page, '/calculators')
		await expect(page.getByRole('navigation', { name: 'Calculator categories' })).toBeHidden()
		// A native disclosure (details and summary): the browser exposes its expanded state.
		const toggle = page.getByText('Menu', { exact: true })
		const menu = page.getByRole('navigation', { name: 'Menu' })
		await expect(menu).toBeHidden()
		await toggle.click()
		await expect(menu).toBeVisible()
		await expect(menu.getByRole('link')).toHaveText([
			'All Calculators',
			'Construction',
			'Painting',
			'Flooring',
			'Landscaping',
			'Plumbing',
			'Electrical',
			'HVAC',
			'About',
			'Contact',
		])
		await menu.getByRole('link', { name: 'Flooring' }).click()
		await expect(page).toHaveURL('/calculators?category=flooring')
		await expect(menu).toBeHidden()
	})

	test('Escape closes the menu and returns focus to its button', async ({ page }) => {
		await gotoHydrated(page, '/about')
		const toggle = page.getByText('Menu', { exact: true })
		await toggle.click()
		await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
		await expect(page.locator(':focus')).toHaveText('Menu')
	})

	test('tap targets are at least 44 px', async ({ page }) => {
		await gotoHydrated(page, '/calculators/deck-board-estimator')
		await expectTapTargets(page)
	})

	test('nothing is wider than a 320 px screen', async ({ page }) => {
		await page.setViewportSize({ width: 320, height: 640 })
		for (const path of ['/', '/calculators', '/calculators/deck-board-estimator', '/privacy-policy', '/nope']) {
			await gotoHydrated(page, path)
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
		}
	})
})

// Issue #26: from 1024 px up the category links fit one row (HVAC wrapped alone under the rest).
for (const width of [1024, 1280, 1440, 1920]) {
	test(`at ${width} px wide the header's category links sit in one row, 44 px tall`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 })
		// The highlighted link is bold, so wider: All Calculators (the longest name), HVAC, Landscaping.
		for (const path of ['/calculators', '/calculators/duct-size-calculator', '/calculators/gravel-calculator']) {
			await gotoHydrated(page, path)
			const nav = page.getByRole('navigation', { name: 'Calculator categories' })
			const boxes = await Promise.all((await nav.getByRole('link').all()).map((link) => link.boundingBox()))
			expect(boxes.length).toBe(8)
			const tops = boxes.map((box) => box?.y)
			expect(new Set(tops).size, `${path}: tops ${tops.join(', ')}`).toBe(1)
			// Beside Project, not under it.
			const project = await page.getByRole('link', { name: 'Project', exact: true }).boundingBox()
			const last = boxes.at(-1)
			expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(project?.x ?? 0)
			for (const box of boxes) expect(box?.height).toBeGreaterThanOrEqual(44)
		}
	})
}
