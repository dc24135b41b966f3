import { expect, gotoHydrated, test } from './fixtures.ts'

const CATEGORY_COUNTS = [
	['Construction', 10],
	['Painting', 3],
	['Flooring', 4],
	['Landscaping', 6],
	['Plumbing', 3],
	['Electrical', 3],
	['HVAC', 3],
] as const

test('home shows the headline with the catalogue size and a search box', async ({ page }) => {
	await gotoHydrated(page, '/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your life in 32 free calculators')
	await expect(page.getByRole('combobox')).toHaveAttribute('placeholder', 'Search calculator...')
	// Home has the logo only: no category navigation in its header.
	await expect(page.getByRole('navigation', { name: 'Calculator categories' })).toHaveCount(0)
})

test('category cards show name and count and open the filtered list', async ({ page }) => {
	await gotoHydrated(page, '/')
	for (const [name, count] of CATEGORY_COUNTS) {
		const card = page.getByRole('link', { name: new RegExp(`^${name} ${count} calculators$`) })
		await expect(card).toHaveAttribute('href', `/calculators?category=${name.toLowerCase()}`)
	}
	await page.getByRole('link', { name: /^Painting 3 calculators$/ }).click()
	await expect(page).toHaveURL('/calculators?category=painting')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painting Calculators')
	await expect(page).toHaveTitle('Painting Calculators')
})

test('the footer has the popular and company links and the current year', async ({ page }) => {
	await gotoHydrated(page, '/about')
	const footer = page.getByRole('contentinfo')
	for (const name of [
		'Deck Board Estimator',
		'Paint Calculator',
		'Concrete Volume Calculator',
		'About Us',
		'Contact Us',
		'Privacy Policy',
	]) {
		await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
	}
	await expect(footer).toContainText(`© ${new Date().getFullYear()} Calcwright`)
})
