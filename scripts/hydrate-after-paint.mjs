// Every page is complete, readable HTML before any script runs; the scripts only make it
// interactive. React Router fetches them from <head>, so they compete with the first paint, and
// Lighthouse's simulated LCP counts every script that finished before the paint as needed for it
// (module scripts cannot be proven otherwise: GoogleChrome/lighthouse#17163). So the build starts
// hydration once the page has painted: the preload links leave <head>, React Router's module
// script is kept but inert (React hydrates the same element), and a small loader runs it after the
// first contentful paint. On a phone this costs about one paint's time before the page responds.
import { transformSync } from 'esbuild'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/
export const INERT_TYPE = 'text/x-module-after-paint'

/** Runs in the page: preloads the modules, then runs the inert script as a module once painted. */
function loader(preloads) {
	const inert = document.currentScript.previousElementSibling
	let started = false
	const start = () => {
		if (started) return
		started = true
		// Starting a fetch costs a phone a few milliseconds, so each preload gets a task of its own.
		for (const href of preloads) {
			setTimeout(() => {
				const link = document.createElement('link')
				link.rel = 'modulepreload'
				link.href = href
				document.head.append(link)
			})
		}
		const run = () => {
			const script = document.createElement('script')
			script.type = 'module'
			script.textContent = inert.textContent
			document.body.append(script)
		}
		// Evaluate the chunks one task each, dependencies first (the build orders them), so no task
		// evaluates a chunk and everything it imports at once; the script that hydrates runs last.
		const hydrating = /import\("([^"]+)"\)/.exec(inert.textContent)?.[1]
		const chunks = preloads.filter((href) => href !== hydrating)
		const next = () => {
			const chunk = chunks.shift()
			if (chunk) import(chunk).then(() => setTimeout(next), run)
			else run()
		}
		setTimeout(next)
	}
	if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
		requestAnimationFrame(() => setTimeout(start))
		return
	}
	new PerformanceObserver((list) => {
		if (list.getEntriesByName('first-contentful-paint').length > 0) start()
	}).observe({ type: 'paint', buffered: true })
	// A page opened in a background tab paints only when shown; hydrate it anyway, a little later.
	setTimeout(start, 3000)
}

const LOADER = transformSync(`(${loader.toString()})(PRELOADS)`, { minify: true }).code.trim()

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
