import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { inlineScriptHashes, inlineStyleHashes, pathPatternsFor } from '../../scripts/csp.mjs'
import { INERT_TYPE } from '../../scripts/hydrate-after-paint.mjs'
import { headersFor, parseHeadersFile } from '../../server/headers.mjs'

// The build's post-processing rewrites React Router's HTML (react-router.config.ts → scripts/postbuild.mjs).
// These read what it wrote, page by page: a React Router upgrade that slips past the build's own
// checks shows up here as a page that paints late, never hydrates or blocks its own scripts.
const BUILD = new URL('../../build/client/', import.meta.url)
const pages = readdirSync(BUILD, { recursive: true })
	.map(String)
	.filter((file) => file.endsWith('.html'))
	.map((file) => ({ file, html: readFileSync(new URL(file, BUILD), 'utf8') }))
const headers = parseHeadersFile(readFileSync(new URL('_headers', BUILD), 'utf8'))

test('every page hydrates after its first paint: no preload or module script left, one inert script and its loader', () => {
	expect(pages.length).toBeGreaterThan(30)
	for (const { file, html } of pages) {
		expect(html, `${file}: a module preload is left in the page`).not.toMatch(/<link[^>]*rel="modulepreload"/)
		expect(html, `${file}: a module script is left in the page`).not.toMatch(/<script[^>]*type="module"/)
		expect(html.split(`<script type="${INERT_TYPE}">`).length - 1, `${file}: inert router scripts`).toBe(1)
		expect(html, `${file}: the after-paint loader is missing`).toMatch(/first-contentful-paint/)
		expect(html, `${file}: a bundler's rewrite reached the page`).not.toMatch(/__vite/)
	}
})

test('every page paints with no stylesheet request: its styles are inline and its links disabled', () => {
	for (const { file, html } of pages) {
		expect(html, `${file}: no inline style`).toMatch(/<style>/)
		for (const link of html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []) {
			expect(link, `${file}: a stylesheet link can block the paint`).toMatch(/ disabled=""/)
		}
	}
})

test("every page's policy allows exactly its own inline scripts and styles, and nothing else inline", () => {
	for (const { file, html } of pages) {
		const [path = '/'] = pathPatternsFor(`/${file}`)
		const policy = headersFor(headers, path === '/*' ? '/no-such-page' : path).get('content-security-policy') ?? ''
		expect(policy, `${file}: no policy`).toMatch(/script-src 'self'/)
		expect(policy, `${file}: policy allows any inline code`).not.toMatch(/unsafe-inline/)
		for (const hash of [...inlineScriptHashes(html), ...inlineStyleHashes(html)]) {
			expect(policy, `${file}: inline code without its hash in the policy`).toContain(hash)
		}
	}
})
