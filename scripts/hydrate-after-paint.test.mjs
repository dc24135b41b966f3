import { expect, test } from 'vitest'
import { dependenciesFirst, hydrateAfterPaint, INERT_TYPE, LOADER } from './hydrate-after-paint.mjs'

const PAGE = [
	'<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>',
	'<body><main>Content</main>',
	'<script type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>',
	'</body>',
].join('')

test('the preloads leave <head> and the router script is kept, inert, for the loader to run after paint', () => {
	const html = hydrateAfterPaint(PAGE, 'index.html', () => '')
	expect(html).not.toContain('<link rel="modulepreload"')
	expect(html).not.toContain('<script type="module"')
	expect(html).toContain(
		`<script type="${INERT_TYPE}">import "/assets/a.js";\nimport("/assets/b.js");</script><script>`,
	)
	expect(html).toContain('["/assets/a.js","/assets/b.js"]')
	expect(html).toContain('first-contentful-paint')
})

test('a page without the router script fails the build rather than shipping a page that never hydrates', () => {
	expect(() => hydrateAfterPaint('<body><main>Content</main></body>', 'about/index.html', () => '')).toThrow(
		"about/index.html: React Router's module script or preloads not found",
	)
})

test('chunks are evaluated after every chunk they import, so no task evaluates a chain of them', () => {
	const chunks = {
		'/assets/entry.js': 'import{a as r}from"./react.js";import{b}from"./router.js";import("./page.js")',
		'/assets/router.js': 'import{a}from"./react.js";export{x as b}',
		'/assets/react.js': 'var a=1;export{a}',
		'/assets/site.js': 'import"./router.js";export*from"./react.js"',
	}
	const order = dependenciesFirst(Object.keys(chunks), (href) => chunks[href])
	expect(order).toEqual(['/assets/react.js', '/assets/router.js', '/assets/entry.js', '/assets/site.js'])
})

test('the 404 page first sends a capitalised or index.html address to its canonical form', () => {
	const script = (html) => /<script>(\(function\(\)\{var p[\s\S]*?)<\/script>/.exec(html)?.[1]
	expect(script(hydrateAfterPaint(PAGE, 'about/index.html', () => ''))).toBeUndefined()
	const guard = script(hydrateAfterPaint(PAGE, '404.html', () => ''))
	const replaced = []
	const run = (pathname) => {
		replaced.length = 0
		const location = { pathname, search: '?a=1', hash: '', replace: (url) => replaced.push(url) }
		const document = { currentScript: { previousElementSibling: { textContent: '' } } }
		const stub = { setTimeout: () => 0, requestAnimationFrame: () => 0, PerformanceObserver: function () {} }
		stub.PerformanceObserver.supportedEntryTypes = []
		new Function('location', 'document', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', guard)(
			location,
			document,
			stub.setTimeout,
			stub.requestAnimationFrame,
			stub.PerformanceObserver,
		)
		return [...replaced]
	}
	expect(run('/ABOUT')).toEqual(['/about?a=1'])
	expect(run('/Calculators/Paint-Calculator/index.html')).toEqual(['/calculators/paint-calculator/?a=1'])
	expect(run('/no-such-page')).toEqual([])
})

test('the loader is the browser script as written, not a bundler rewrite of it', () => {
	expect(LOADER).toContain('import(')
	expect(LOADER).not.toMatch(/__vite|__vitest|ssr/)
	expect(LOADER).toMatch(/^\(function\(\w+\)\{/)
})
