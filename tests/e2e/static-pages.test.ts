import { expect, gotoHydrated, test } from './fixtures.ts'

test('the privacy policy says inputs are not stored and names analytics and ads', async ({ page }) => {
	await gotoHydrated(page, '/privacy-policy')
	const main = page.getByRole('main')
	await expect(main).toContainText('Last updated: June 2024')
	await expect(main).toContainText('are not stored on our servers')
	await expect(main).toContainText('web analytics service')
	await expect(main).toContainText('advertising service')
	await expect(main).toContainText('off unless configured')
	await expect(main.getByRole('heading', { name: 'What is kept on your device' })).toBeVisible()
	await expect(main).toContainText('keeps your last inputs, with any prices you typed, in your browser')
	await expect(main).toContainText('The estimates you add to your project are kept there too')
	await expect(main).toContainText('They never leave your device')
	await expect(main).toContainText('Nothing else is kept.')
})

test('the contact page promises a reply within 2 business days and gives the e-mail', async ({ page }) => {
	await gotoHydrated(page, '/contact')
	await expect(page.getByRole('main')).toContainText('within 2 business days')
	await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
})

test('the about page describes the site', async ({ page }) => {
	await gotoHydrated(page, '/about')
	await expect(page.getByRole('main')).toContainText('32 construction and home-improvement calculators')
})
