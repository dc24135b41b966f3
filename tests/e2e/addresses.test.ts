import { readFileSync } from 'node:fs'
import { expect, gotoHydrated, test } from './fixtures.ts'

const BUILD = new URL('../../build/client/', import.meta.url)

const REDIRECTS = [
	['/CALCULATORS/PAINT-CALCULATOR', '/calculators/paint-calculator'],
	['/Calculators/Deck-Board-Estimator', '/calculators/deck-board-estimator'],
	['/ABOUT', '/about'],
	['/ABOUT?ref=card', '/about?ref=card'],
	['/calculators/paint-calculator/index.html', '/calculators/paint-calculator'],
	['/index.html', '/'],
] as const

for (const [from, to] of REDIRECTS) {
	test(`${from} answers 301 to ${to}`, async ({ request }) => {
		const response = await request.get(from, { maxRedirects: 0 })
		expect(response.status()).toBe(301)
		expect(response.headers().location).toBe(to)
	})
}

test('a capitalised address that means no page is a plain 404', async ({ request }) => {
	const response = await request.get('/CALCULATORS/NO-SUCH-THING', { maxRedirects: 0 })
	expect(response.status()).toBe(404)
	expect((await request.get('/_redirects', { maxRedirects: 0 })).status()).toBe(404)
})

test('opening a capitalised address lands on the page, with no error', async ({ page }) => {
	await gotoHydrated(page, '/CALCULATORS/PAINT-CALCULATOR')
	expect(new URL(page.url()).pathname).toBe('/calculators/paint-calculator')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paint Calculator')
})

test('a 404 page served at a capitalised address loads the real page instead of turning into it', async ({ page }) => {
	// A static host that does not read _redirects serves 404.html there. React Router matches routes
	// regardless of case, so hydrating it would turn the 404 page into the calculator (React error #418).
	const notFound = readFileSync(new URL('404.html', BUILD), 'utf8')
	await page.route('**/Calculators/Deck-Board-Estimator', (route) =>
		route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
	)
	await gotoHydrated(page, '/Calculators/Deck-Board-Estimator')
	expect(new URL(page.url()).pathname).toBe('/calculators/deck-board-estimator')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deck Board Estimator')
})

test('a 404 page at an address that means no page stays the 404 page once hydrated', async ({ page }) => {
	const response = await gotoHydrated(page, '/calculators/no-such-calculator')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
})

test('the built _redirects file spells the rules out for static hosts', () => {
	const rules = readFileSync(new URL('_redirects', BUILD), 'utf8').split('\n')
	for (const [from, to] of REDIRECTS.filter(([from]) => !from.includes('?')))
		expect(rules).toContain(`${from} ${to} 301`)
})
