// Content-Security-Policy per pre-rendered page: scripts and styles only from our origin plus the
// SHA-256 hashes of that page's own inline scripts (React Router's context and module loader,
// React's streaming helpers) and inlined stylesheets, computed from the built HTML, so no
// 'unsafe-inline' is needed.
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g

function sha256(text) {
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** Hashes of the scripts a browser would execute; JSON-LD data blocks are not scripts to CSP. */
export function inlineScriptHashes(html) {
	const hashes = new Set()
	for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
		if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue
		hashes.add(sha256(body))
	}
	return [...hashes]
}

/** Hashes of the inlined stylesheets (scripts/inline-css.mjs). */
export function inlineStyleHashes(html) {
	return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256(body)))]
}

export function contentSecurityPolicy(scriptHashes, styleHashes = []) {
	return [
		"default-src 'self'",
		`script-src 'self' ${scriptHashes.join(' ')}`.trim(),
		`style-src 'self' ${styleHashes.join(' ')}`.trim(),
		"img-src 'self' data:",
		"font-src 'self'",
		"connect-src 'self'",
		"manifest-src 'self'",
		"worker-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"frame-ancestors 'none'",
		"form-action 'self'",
	].join('; ')
}

/** '/about/index.html' → ['/about', '/about/']; '/index.html' → ['/']; '/404.html' → ['/*'] (every unknown path). */
export function pathPatternsFor(htmlPath) {
	if (htmlPath === '/404.html') return ['/*']
	if (htmlPath === '/index.html') return ['/']
	const page = htmlPath.replace(/\/index\.html$/, '')
	return [page, `${page}/`]
}

/** `_headers` blocks giving each page its own policy; the 404 page's policy is the default for all paths. */
export function cspHeaderBlocks(pages) {
	const ordered = [...pages].sort((a, b) => (a.htmlPath === '/404.html' ? -1 : b.htmlPath === '/404.html' ? 1 : 0))
	return ordered
		.flatMap(({ htmlPath, html }) => {
			const policy = contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html))
			return pathPatternsFor(htmlPath).map((pattern) => `${pattern}\n  Content-Security-Policy: ${policy}\n`)
		})
		.join('\n')
}
