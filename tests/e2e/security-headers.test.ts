import { expect, gotoHydrated, test } from './fixtures.ts'

const PAGES = [
	'/',
	'/calculators',
	'/calculators/deck-board-estimator',
	'/privacy-policy',
	'/calculators/btu-calculator',
]

test('every page is served with the strict security headers', async ({ request }) => {
	for (const path of [...PAGES, '/no-such-page']) {
		const response = await request.get(path)
		const headers = response.headers()
		const csp = headers['content-security-policy'] ?? ''
		expect(csp, path).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
		expect(csp, path).not.toContain('unsafe')
		for (const directive of [
			"object-src 'none'",
			"base-uri 'self'",
			"frame-ancestors 'none'",
			"form-action 'self'",
			"worker-src 'self'",
		]) {
			expect(csp, path).toContain(directive)
		}
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(headers['permissions-policy']).toContain('camera=()')
		expect(headers['cross-origin-opener-policy']).toBe('same-origin')
		expect(headers['strict-transport-security']).toContain('max-age=')
		expect(headers['cache-control']).toBe('no-cache')
	}
})

test('hashed assets are cached for a year', async ({ page, request }) => {
	await gotoHydrated(page, '/')
	const script = await page.locator('link[rel="modulepreload"]').first().getAttribute('href')
	const response = await request.get(script ?? '')
	expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
	// Never revalidated, so no validators: bytes on every script of every first visit.
	expect(response.headers().etag).toBeUndefined()
	expect(response.headers()['last-modified']).toBeUndefined()
})

test('the icon runs nothing if opened on its own and carries no page-only headers', async ({ request }) => {
	const headers = (await request.get('/favicon.svg')).headers()
	expect(headers['content-security-policy']).toBe("default-src 'none'")
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['permissions-policy']).toBeUndefined()
	expect(headers['cache-control']).toBe('public, max-age=604800')
})

test('the web app manifest and its icons carry no page policy or page-only headers', async ({ request }) => {
	const manifest = (await request.get('/manifest.webmanifest')).headers()
	expect(manifest['content-security-policy']).toBe("default-src 'none'")
	expect(manifest['permissions-policy']).toBeUndefined()
	for (const icon of ['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']) {
		const headers = (await request.get(icon)).headers()
		expect(headers['content-type'], icon).toBe('image/png')
		expect(headers['content-security-policy'], icon).toBeUndefined()
		expect(headers['x-content-type-options'], icon).toBe('nosniff')
		expect(headers['permissions-policy'], icon).toBeUndefined()
	}
})

test('the service worker is revalidated on every update check and may fetch only from this origin', async ({
	request,
}) => {
	const response = await request.get('/sw.js')
	const headers = response.headers()
	expect(response.status()).toBe(200)
	expect(headers['content-type']).toMatch(/^text\/javascript/)
	expect(headers['cache-control']).toBe('no-cache')
	expect(headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'")
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['permissions-policy']).toBeUndefined()
})

test.describe('with an injected script', () => {
	test.use({ allowConsoleErrors: true })

	test('the policy blocks inline script that was not in the build', async ({ page }) => {
		await gotoHydrated(page, '/calculators/deck-board-estimator')
		const blocked = await page.evaluate(
			() =>
				new Promise<boolean>((resolve) => {
					document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true })
					const script = document.createElement('script')
					script.textContent = 'window.injected = true'
					document.body.append(script)
					setTimeout(() => resolve(false), 1000)
				}),
		)
		expect(blocked).toBe(true)
		expect(await page.evaluate(() => 'injected' in window)).toBe(false)
	})
})
