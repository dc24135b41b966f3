import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { precacheManifest, precacheUrl, writeServiceWorker } from './service-worker.mjs'

/** A tiny built site: pages, the 404 page, assets, icons, and files that are not for the precache. */
function makeSite() {
	const root = mkdtempSync(join(tmpdir(), 'calcwright-sw-'))
	const files = {
		'index.html': '<h1>Home</h1>',
		'about/index.html': '<h1>About</h1>',
		'calculators/paint-calculator/index.html': '<h1>Paint</h1>',
		// A page's data for moves within the site (its route loader's, decision 076).
		'calculators/paint-calculator.data': '[{"method":"<h2>How it’s calculated</h2>"}]',
		'404.html': '<h1>404 Page Not Found</h1>',
		'assets/react-abc123.js': 'export {}',
		'assets/root-def456.css': '.a{}',
		'favicon.svg': '<svg/>',
		'icon-192.png': 'png',
		'manifest.webmanifest': '{}',
		'index.html.br': 'compressed',
		'sitemap.xml': '<urlset/>',
		_headers: '/*',
		'sw.js': 'an old worker',
	}
	for (const [file, text] of Object.entries(files)) {
		mkdirSync(join(root, file, '..'), { recursive: true })
		writeFileSync(join(root, file), text)
	}
	return root
}

test('pages are precached under the address they open at', () => {
	expect(precacheUrl('index.html')).toBe('/')
	expect(precacheUrl('calculators/paint-calculator/index.html')).toBe('/calculators/paint-calculator')
	expect(precacheUrl('404.html')).toBe('/404.html')
	expect(precacheUrl('assets/react-abc123.js')).toBe('/assets/react-abc123.js')
})

test('the precache holds pages and their data, the 404 page, assets, icons and the manifest; pages carry a revision, hashed assets none', async () => {
	const root = makeSite()
	try {
		const { entries, count } = await precacheManifest(root)
		const byUrl = Object.fromEntries(entries.map((entry) => [entry.url, entry.revision]))
		expect(Object.keys(byUrl).sort()).toEqual([
			'/',
			'/404.html',
			'/about',
			'/assets/react-abc123.js',
			'/assets/root-def456.css',
			'/calculators/paint-calculator',
			'/calculators/paint-calculator.data',
			'/favicon.svg',
			'/icon-192.png',
			'/manifest.webmanifest',
		])
		expect(count).toBe(10)
		expect(byUrl['/about']).toMatch(/^[0-9a-f]{32}$/)
		expect(byUrl['/calculators/paint-calculator.data']).toMatch(/^[0-9a-f]{32}$/)
		expect(byUrl['/assets/react-abc123.js']).toBeNull()
	} finally {
		rmSync(root, { recursive: true })
	}
})

test('a page whose HTML changes gets a new revision, so the worker changes and browsers update', async () => {
	const root = makeSite()
	try {
		await writeServiceWorker(root)
		const before = readFileSync(join(root, 'sw.js'), 'utf8')
		writeFileSync(join(root, 'about/index.html'), '<h1>About us</h1>')
		await writeServiceWorker(root)
		expect(readFileSync(join(root, 'sw.js'), 'utf8')).not.toBe(before)
	} finally {
		rmSync(root, { recursive: true })
	}
})

test('the worker is one self-contained production bundle with the list in place', async () => {
	const root = makeSite()
	try {
		await writeServiceWorker(root)
		const worker = readFileSync(join(root, 'sw.js'), 'utf8')
		expect(worker).toContain('"/calculators/paint-calculator"')
		expect(worker).toContain('SKIP_WAITING')
		expect(worker).not.toMatch(/__WB_MANIFEST|process\.env|importScripts|\bimport\s*\(/)
		expect(worker).not.toContain('an old worker')
	} finally {
		rmSync(root, { recursive: true })
	}
})
