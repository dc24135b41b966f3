// The pure parts of `npm run bench`: finding the assets a page loads, naming routes, budgets,
// and formatting the figures. No file system or process access here, so it can be unit-tested.

export const KB = 1024
/**
 * A page's budgets, gzip. The guide's: JS 135 KB all told (docs/decisions/040-js-budget.md), here what the page loads
 * and what its first Calculate fetches together, and CSS 15 KB. Issue #30's, for the JS a page loads before anyone
 * has typed: 122 KB on a calculator, 125 KB on /project and 118 KB on every other page.
 */
export function budgetsFor(route) {
	const initialJs = route.startsWith('/calculators/') ? 122 * KB : route === '/project' ? 125 * KB : 118 * KB
	return { initialJs, js: 135 * KB, css: 15 * KB }
}
export const MARK_START = '<!-- bench:start -->'
export const MARK_END = '<!-- bench:end -->'

// An import specifier the browser would fetch from this site: root-relative or relative, not
// bare ('react') and not another origin ('https://…', '//cdn…').
export function isLocalSpecifier(specifier) {
	return /^(\.{0,2})\//.test(specifier) && !specifier.startsWith('//')
}

// An href or src on this site: anything without a scheme ('https:', 'data:') or '//' host.
export function isLocalUrl(url) {
	return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//')
}

// Attributes of one start tag's attribute text, names lower-cased; bare attributes get ''.
export function parseAttributes(text) {
	const attributes = {}
	for (const match of text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
		attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
	}
	return attributes
}

function decodeEntities(value) {
	return value
		.replace(/&amp;/g, '&')
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
}

function relTokens(attributes) {
	return (attributes.rel ?? '').toLowerCase().split(/\s+/)
}

function isJavaScriptType(type) {
	return type === undefined || type === '' || type === 'module' || type === 'text/javascript'
}

import { INERT_TYPE } from './hydrate-after-paint.mjs'

// Static imports and re-exports in JavaScript source: `import"x"`, `import{a}from"x"`,
// `export*from"x"`. Dynamic `import("x")` is left out; it loads later, if at all.
export function staticImports(code) {
	const found = []
	for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*(["'])([^"'\n]+)\1/g)) found.push(match[2])
	return found
}

// Dynamic imports of a string literal: `import("x")`.
export function dynamicImports(code) {
	return [...code.matchAll(/\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)].map((match) => match[2])
}

// What an HTML page loads initially: stylesheets (not the `disabled` links of inlined CSS, which
// are never fetched), and the module scripts, preloads and the modules imported by inline module
// scripts, including the one the build holds back until the first paint (hydrate-after-paint.mjs).
// Those inline scripts run on load, so their `import("…")` calls count too (React Router starts
// entry.client that way). URLs are as written.
export function htmlAssets(html) {
	const css = []
	const js = []
	for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
		const attributes = parseAttributes(match[1])
		if (!attributes.href || !isLocalUrl(attributes.href)) continue
		const rel = relTokens(attributes)
		if (rel.includes('stylesheet') && attributes.disabled === undefined) css.push(attributes.href)
		else if (rel.includes('modulepreload')) js.push(attributes.href)
	}
	for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
		const attributes = parseAttributes(match[1])
		if (attributes.src !== undefined) {
			if (attributes.src && isLocalUrl(attributes.src) && isJavaScriptType(attributes.type)) js.push(attributes.src)
		} else if (attributes.type === 'module' || attributes.type === INERT_TYPE) {
			const body = match[2]
			js.push(...[...staticImports(body), ...dynamicImports(body)].filter(isLocalSpecifier))
		}
	}
	return { css: unique(css), js: unique(js) }
}

// The local modules a built JS chunk imports statically (Vite writes `from"./chunk-abc.js"`).
export function chunkImports(code) {
	return unique(staticImports(code).filter(isLocalSpecifier))
}

// The site path of a URL (query and hash dropped), resolved against the page or module
// it appears in, e.g. resolveAssetPath('./b.js', '/assets/a.js') is '/assets/b.js'.
export function resolveAssetPath(specifier, fromPath) {
	return decodeURIComponent(new URL(specifier, `http://site${fromPath}`).pathname)
}

// The route a pre-rendered file serves, from its path under build/client:
// 'index.html' is '/', 'calculators/index.html' is '/calculators', '404.html' is the 404 page.
export function routePathFromFile(relativePath) {
	const path = relativePath.replace(/\\/g, '/').replace(/^\.?\//, '')
	if (path === '404.html') return '(404 page)'
	if (path === 'index.html') return '/'
	if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`
	return `/${path}`
}

// The URL path a pre-rendered file is served at, for resolving the relative URLs in it.
export function documentPathFromFile(relativePath) {
	return `/${relativePath.replace(/\\/g, '/').replace(/^\.?\//, '')}`
}

// '/' first, the 404 page last, the rest alphabetically.
export function compareRoutes(a, b) {
	const rank = (route) => (route === '/' ? 0 : route === '(404 page)' ? 2 : 1)
	return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)
}

export function formatKb(bytes) {
	return (bytes / KB).toFixed(1)
}

// Which budgets a page's figures break, as readable strings; empty when it passes.
export function budgetFailures(row) {
	const budgets = budgetsFor(row.route)
	const failures = []
	if (row.js > budgets.initialJs) failures.push(`JS ${formatKb(row.js)} KB > ${formatKb(budgets.initialJs)} KB`)
	const allJs = row.js + (row.onCalculate ?? 0)
	if (allJs > budgets.js) failures.push(`JS with Calculate's ${formatKb(allJs)} KB > ${formatKb(budgets.js)} KB`)
	if (row.css > budgets.css) failures.push(`CSS ${formatKb(row.css)} KB > ${formatKb(budgets.css)} KB`)
	return failures
}

const HEADINGS = [
	'Route',
	'HTML KB',
	'CSS KB',
	'JS KB',
	'Total KB',
	'CSS files',
	'JS files',
	'On Calculate JS KB',
	'Budget',
]

// One row of cells per page; rows are { route, html, css, js, cssFiles, jsFiles, onCalculate? } in bytes.
function cells(row) {
	return [
		row.route,
		formatKb(row.html),
		formatKb(row.css),
		formatKb(row.js),
		formatKb(row.html + row.css + row.js),
		String(row.cssFiles),
		String(row.jsFiles),
		row.onCalculate ? formatKb(row.onCalculate) : '–',
		budgetFailures(row).length === 0 ? 'PASS' : 'FAIL',
	]
}

// A fixed-width table for the terminal: route left-aligned, figures right-aligned.
export function renderTable(rows) {
	const table = [HEADINGS, ...rows.map(cells)]
	const widths = HEADINGS.map((_, column) => Math.max(...table.map((line) => line[column].length)))
	const format = (line) =>
		line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
	const rule = widths.map((width) => '-'.repeat(width)).join('  ')
	return [format(table[0]), rule, ...table.slice(1).map(format)].join('\n')
}

/** The budgets in words, from budgetsFor: what a calculator, /project and any other page may load. */
function budgetSummary() {
	const [calculator, project, other] = ['/calculators/x', '/project', '/'].map(budgetsFor)
	const kb = (bytes) => `${formatKb(bytes)} KB`
	return (
		`JS first loaded ≤ ${kb(calculator.initialJs)} on a calculator, ≤ ${kb(project.initialJs)} on /project, ` +
		`≤ ${kb(other.initialJs)} elsewhere; with what Calculate fetches ≤ ${kb(calculator.js)}; ` +
		`CSS ≤ ${kb(calculator.css)}; gzip`
	)
}

export function renderSummary(rows) {
	const failing = rows.filter((row) => budgetFailures(row).length > 0)
	const limits = budgetSummary()
	if (failing.length === 0) return `PASS: all ${rows.length} pages within budget (${limits})`
	const details = failing.map((row) => `  ${row.route}: ${budgetFailures(row).join(', ')}`)
	return [`FAIL: ${failing.length} of ${rows.length} pages over budget (${limits})`, ...details].join('\n')
}

// The markdown that goes between the bench markers in docs/performance.md.
export function renderMarkdown(rows, date) {
	const line = (values) => `| ${values.join(' | ')} |`
	return [
		`Measured on ${date}: gzip level 9 sizes in KB (1 KB = 1024 bytes) of each pre-rendered page, ` +
			'the CSS it links and the JS it loads initially (preloads, module scripts and their static imports); ' +
			'on a calculator page, the JS its first Calculate fetches besides: compute, the results view and the result ' +
			'tools (decision 077) with the drawing (078), which the page fetches once it is idle. ' +
			`Budgets (issue #30): ${budgetSummary()}.`,
		'',
		line(HEADINGS),
		line(HEADINGS.map((_, column) => (column === 0 || column === HEADINGS.length - 1 ? '---' : '---:'))),
		...rows.map((row) => line(cells(row).map((cell) => cell.replace(/\|/g, '\\|')))),
	].join('\n')
}

// One sentence on the service worker's precache: what a first visit downloads in the background.
export function renderPrecache({ files, bytes, gzipBytes, workerGzipBytes }) {
	return (
		`Service worker precache (issue #16): ${files} files, ${formatKb(bytes)} KB (${formatKb(gzipBytes)} KB gzip), ` +
		`fetched by /sw.js (${formatKb(workerGzipBytes)} KB gzip) once a page has loaded. Neither counts against a ` +
		'page: the worker loads in the background, after the page.'
	)
}

// Replaces what is between the bench markers; adds a "Bytes per route" section with the
// markers when the document has none, or the whole document when it is empty.
export function replaceBenchSection(document, content) {
	const block = `${MARK_START}\n${content}\n${MARK_END}`
	const start = document.indexOf(MARK_START)
	const end = document.indexOf(MARK_END, start)
	if (start !== -1 && end !== -1) return document.slice(0, start) + block + document.slice(end + MARK_END.length)
	const intro = document.trim() || '# Performance\n\nThe figures below come from `npm run bench`.'
	return `${intro}\n\n## Bytes per route\n\n${block}\n`
}

function unique(values) {
	return [...new Set(values)]
}
