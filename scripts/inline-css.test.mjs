import { expect, test } from 'vitest'
import { inlineStylesheets } from './inline-css.mjs'

test('each stylesheet is inlined before its link, which becomes print-only', () => {
	const html = '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="icon" href="/favicon.svg"/></head>'
	const css = { '/assets/a.css': '.a{color:red}' }
	expect(inlineStylesheets(html, (href) => css[href])).toBe(
		'<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" media="print"/><link rel="icon" href="/favicon.svg"/></head>',
	)
})

test('CSS cannot close the style element early', () => {
	const html = '<link rel="stylesheet" href="/assets/b.css"/>'
	expect(inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toContain('content:"<\\/style>"')
})
