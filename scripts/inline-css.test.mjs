import { expect, test } from 'vitest'
import { assertNoBlockingStylesheet, inlineStylesheets } from './inline-css.mjs'

test('each stylesheet is inlined before its link, which is disabled so it is never fetched', () => {
	const html = '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="icon" href="/favicon.svg"/></head>'
	const css = { '/assets/a.css': '.a{color:red}' }
	expect(inlineStylesheets(html, (href) => css[href])).toBe(
		'<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/><link rel="icon" href="/favicon.svg"/></head>',
	)
})

test('CSS cannot close the style element early', () => {
	const html = '<link rel="stylesheet" href="/assets/b.css"/>'
	expect(inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toContain('content:"<\\/style>"')
})

test("a stylesheet React Router marks with '#' (also imported dynamically) is inlined too", () => {
	const html = '<link rel="stylesheet" href="/assets/site.css#"/>'
	const inlined = inlineStylesheets(html, (href) => (href === '/assets/site.css' ? '.s{}' : 'missing'))
	expect(inlined).toBe('<style>.s{}</style><link rel="stylesheet" href="/assets/site.css#" disabled=""/>')
	expect(() => assertNoBlockingStylesheet(inlined, 'page')).not.toThrow()
})

test('a stylesheet left blocking fails the build', () => {
	expect(() => assertNoBlockingStylesheet('<link rel="stylesheet" href="/x.css?v=1"/>', '/index.html')).toThrow(
		'/index.html: render-blocking stylesheet',
	)
})
