// Every page is complete, readable HTML before any script runs; the scripts only make it
// interactive. React Router fetches them from <head>, so they compete with the first paint, and
// Lighthouse's simulated LCP counts every script that finished before the paint as needed for it
// (module scripts cannot be proven otherwise: GoogleChrome/lighthouse#17163). So the build starts
// hydration once the page has painted: the preload links leave <head>, React Router's module
// script is kept but inert (React hydrates the same element), and a small loader runs it after the
// first contentful paint. On a phone this costs about one paint's time before the page responds.
import { readFileSync } from 'node:fs'
import { transformSync } from 'esbuild'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/
export const INERT_TYPE = 'text/x-module-after-paint'

// The loader runs in the page; it lives in a file of its own and is read as text, because when this
// module is loaded through Vite (React Router's buildEnd) Function.prototype.toString would give
// Vite's rewrite of it (`import()` becomes `__vite_ssr_dynamic_import__`), which a browser cannot run.
const LOADER_SOURCE = readFileSync(new URL('./hydrate-loader.js', import.meta.url), 'utf8')
export const LOADER = transformSync(`(${LOADER_SOURCE.trim()})(PRELOADS)`, { minify: true }).code.trim()

/**
 * The 404 page: a static host that does not read `_redirects` serves it at '/ABOUT' or
 * '/about/index.html' too. React Router matches routes without regard to case on the client, so
 * hydrating there would turn the 404 page into the calculator (React error #418). Such an address
 * loads its canonical, lowercase form instead; at a canonical address the page hydrates as the 404 page.
 */
function canonicalFirst(call) {
	return `(function(){var p=location.pathname,c=p.replace(/\\/index\\.html$/i,"/").toLowerCase();if(c!==p)location.replace(c+location.search+location.hash);else ${call}})()`
}

const STATIC_IMPORT = /(?:\bimport|\bexport\s*(?:\*|\{[^}]*\}))\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+)["']/g

/**
 * The chunks in an order where each comes after every chunk it imports statically.
 * @param {string[]} hrefs @param {(href: string) => string} readChunk
 */
export function dependenciesFirst(hrefs, readChunk) {
	const ordered = []
	const visiting = new Set()
	const visit = (href) => {
		if (ordered.includes(href) || visiting.has(href) || !hrefs.includes(href)) return
		visiting.add(href)
		for (const [, specifier] of readChunk(href).matchAll(STATIC_IMPORT)) {
			visit(new URL(specifier, `http://site${href}`).pathname)
		}
		ordered.push(href)
	}
	for (const href of hrefs) visit(href)
	return ordered
}

/**
 * @param {string} html @param {string} page for the error message
 * @param {(href: string) => string} readChunk the built chunk at a preload's href
 */
export function hydrateAfterPaint(html, page, readChunk) {
	const preloads = dependenciesFirst(
		[...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href),
		readChunk,
	)
	const script = ROUTER_MODULE_SCRIPT.exec(html)
	if (!script || preloads.length === 0) throw new Error(`${page}: React Router's module script or preloads not found`)
	const load = LOADER.replace('PRELOADS', JSON.stringify(preloads))
	const call = page === '404.html' ? canonicalFirst(load) : load
	return html
		.replace(MODULE_PRELOAD, '')
		.replace(script[0], () => `<script type="${INERT_TYPE}">${script[1]}</script><script>${call}</script>`)
}
