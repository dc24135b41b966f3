import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { assertReactRouterHtml } from './react-router-html.mjs'

// A page as React Router 7.18.4 pre-renders it, before the build's post-processing.
const PAGE = readFileSync(new URL('./fixtures/react-router-page.html', import.meta.url), 'utf8')

test("React Router's pre-rendered page has the shape the build relies on", () => {
	expect(() => assertReactRouterHtml(PAGE, 'about/index.html')).not.toThrow()
})

test('a changed stylesheet link fails with a message naming what the build expects', () => {
	const changed = PAGE.replace(/<link rel="stylesheet" href="([^"]+)"\/>/, '<link href="$1" rel="stylesheet"/>')
	expect(() => assertReactRouterHtml(changed, 'about/index.html')).toThrow(
		/about\/index.html: React Router's HTML has changed; the build expects stylesheets as <link rel="stylesheet"/,
	)
})

test('changed module preloads or a second module script fail too', () => {
	const preload = PAGE.replace('<link rel="modulepreload" href=', '<link rel="modulepreload" crossorigin="" href=')
	expect(() => assertReactRouterHtml(preload, 'p')).toThrow(/module preloads/)
	const twoScripts = PAGE.replace('</body>', '<script type="module" async="">import("/assets/x.js")</script></body>')
	expect(() => assertReactRouterHtml(twoScripts, 'p')).toThrow(/one module script/)
	const noContext = PAGE.replace('window.__reactRouterContext = ', 'window.__rrContext = ')
	expect(() => assertReactRouterHtml(noContext, 'p')).toThrow(/router context/)
})
