import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { waitForServiceWorker } from './service-worker-helpers.ts'

// The service worker is what these tests are about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// Lighthouse 12 dropped its installability audit; these are its criteria (and Chromium's own check).

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }
type WebAppManifest = {
	name?: string
	short_name?: string
	description?: string
	id?: string
	start_url?: string
	scope?: string
	display?: string
	theme_color?: string
	background_color?: string
	icons?: Array<ManifestIcon>
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
	expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
	return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

test('the web app manifest names the app, starts in its scope, opens standalone and has 192, 512 and maskable icons', async ({
	page,
	request,
}) => {
	await gotoHydrated(page, '/')
	const href = await page.locator('link[rel="manifest"]').getAttribute('href')
	const response = await request.get(href ?? '')
	expect(response.headers()['content-type']).toBe('application/manifest+json')
	const manifest = (await response.json()) as WebAppManifest
	expect(manifest.name).toBeTruthy()
	expect(manifest.short_name?.length ?? 0).toBeGreaterThan(0)
	expect(manifest.short_name?.length ?? 99).toBeLessThanOrEqual(12)
	expect(manifest.description).toBeTruthy()
	expect(manifest.display).toBe('standalone')
	const origin = new URL(page.url()).origin
	const startUrl = new URL(manifest.start_url ?? '', `${origin}${href}`)
	const scope = new URL(manifest.scope ?? '.', `${origin}${href}`)
	expect(startUrl.origin).toBe(origin)
	expect(startUrl.href.startsWith(scope.href)).toBe(true)
	expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'))
	expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

	const icons = manifest.icons ?? []
	const iconFor = (sizes: string, purpose: string) =>
		icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose))
	for (const [sizes, purpose] of [
		['192x192', 'any'],
		['512x512', 'any'],
		['512x512', 'maskable'],
	] as const) {
		const icon = iconFor(sizes, purpose)
		expect(icon, `${sizes} ${purpose} icon`).toBeDefined()
		const image = await request.get(icon?.src ?? '')
		expect(image.status()).toBe(200)
		expect(image.headers()['content-type']).toBe('image/png')
		expect(pngSize(await image.body()), icon?.src).toBe(sizes)
	}
})

test('Chromium finds the site installable once the service worker controls the start URL, and the start URL opens offline', async ({
	baseURL,
}) => {
	// Chromium never offers to install from an incognito profile, which is what a Playwright context is.
	const profile = mkdtempSync(join(tmpdir(), 'calcwright-install-'))
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: chromiumPath(),
		args: CHROMIUM_ARGS,
		baseURL,
	})
	try {
		const page = context.pages()[0] ?? (await context.newPage())
		await page.goto('/')
		await waitForServiceWorker(page)
		expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`)
		const cdp = await context.newCDPSession(page)
		const { errors } = await cdp.send('Page.getAppManifest')
		expect(errors).toEqual([])
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
		expect(installabilityErrors).toEqual([])
		await context.setOffline(true)
		const response = await page.goto('/')
		expect(response?.status()).toBe(200)
		expect(response?.fromServiceWorker()).toBe(true)
	} finally {
		await context.close()
		rmSync(profile, { recursive: true, force: true })
	}
})
