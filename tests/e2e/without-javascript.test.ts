import { calculatorPath, calculators } from '../../app/catalogue/calculators.ts'
import { expect, test } from './fixtures.ts'

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })

for (const entry of calculators.filter((calculator) => calculator.isBuilt)) {
	test(`${entry.name} says in the page that it needs JavaScript`, async ({ page }) => {
		await page.goto(calculatorPath(entry.id))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name)
		// Text inside <noscript> is not searched by getByText; the rendered text of the page is.
		await expect(page.getByRole('main')).toContainText('This calculator needs JavaScript to calculate.', {
			useInnerText: true,
		})
	})
}

test('the mobile menu opens and its links work without JavaScript', async ({ page }) => {
	await page.goto('/calculators/paint-calculator')
	const menu = page.getByRole('navigation', { name: 'Menu' })
	await expect(menu).toBeHidden()
	await page.getByText('Menu', { exact: true }).click()
	await expect(menu).toBeVisible()
	await expect(menu.getByRole('link', { name: 'Painting' })).toHaveAttribute('aria-current', 'page')
	await menu.getByRole('link', { name: 'About' }).click()
	await expect(page).toHaveURL(/\/about$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('About')
})

test('with JavaScript off, pages that are not calculators carry no such note', async ({ page }) => {
	await page.goto('/about')
	await expect(page.getByRole('main')).not.toContainText('needs JavaScript', { useInnerText: true })
})
