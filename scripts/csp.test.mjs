import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import {
	contentSecurityPolicy,
	cspHeaderBlocks,
	inlineScriptHashes,
	inlineStyleHashes,
	pathPatternsFor,
} from './csp.mjs'

const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = `<html><head><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script>window.__ctx = {"a":1}</script><script type="module" async="">import "/assets/x.js";</script>
<script src="/assets/y.js"></script><script>window.__ctx = {"a":1}</script></head></html>`

test('hashes every executed inline script once, skipping JSON-LD and external scripts', () => {
	expect(inlineScriptHashes(page)).toEqual([sha('window.__ctx = {"a":1}'), sha('import "/assets/x.js";')])
})

test('the policy allows only our origin and the hashes, with no unsafe-inline or unsafe-eval', () => {
	const policy = contentSecurityPolicy(["'sha256-abc'"])
	expect(policy).toContain("default-src 'self'")
	expect(policy).toContain("script-src 'self' 'sha256-abc'")
	expect(policy).toContain("object-src 'none'")
	expect(policy).toContain("base-uri 'self'")
	expect(policy).toContain("frame-ancestors 'none'")
	expect(policy).toContain("form-action 'self'")
	expect(policy).toContain("worker-src 'self'")
	expect(policy).not.toContain('unsafe')
})

test('each page gets blocks for its path with and without the trailing slash; 404 covers the rest', () => {
	expect(pathPatternsFor('/index.html')).toEqual(['/'])
	expect(pathPatternsFor('/calculators/index.html')).toEqual(['/calculators', '/calculators/'])
	expect(pathPatternsFor('/404.html')).toEqual(['/*'])
	const blocks = cspHeaderBlocks([
		{ htmlPath: '/about/index.html', html: '<script>a()</script>' },
		{ htmlPath: '/404.html', html: '<script>b()</script>' },
	])
	expect(blocks.indexOf('/*')).toBeLessThan(blocks.indexOf('/about'))
	expect(blocks).toContain(`/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${sha('a()')};`)
})

test('inlined stylesheets are allowed by hash too', () => {
	const html = '<style>.a{color:red}</style><style>.a{color:red}</style>'
	expect(inlineStyleHashes(html)).toEqual([sha('.a{color:red}')])
	expect(contentSecurityPolicy([], inlineStyleHashes(html))).toContain(`style-src 'self' ${sha('.a{color:red}')}`)
})
