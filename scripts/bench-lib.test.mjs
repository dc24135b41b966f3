import { describe, expect, test } from 'vitest'
import {
	budgetFailures,
	chunkImports,
	compareRoutes,
	htmlAssets,
	renderMarkdown,
	renderPrecache,
	renderSummary,
	replaceBenchSection,
	resolveAssetPath,
	routePathFromFile,
} from './bench-lib.mjs'

// Shaped like a React Router pre-rendered page, trimmed by hand.
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="canonical" href="https://calcwright.example/about"/>
<link rel="modulepreload" href="/assets/manifest-725d26ea.js"/>
<link rel="modulepreload" href="/assets/entry.client-vfDNv5On.js"/>
<link rel="modulepreload" href="/assets/root-ByUtEyh5.js"/>
<link rel="stylesheet" href="/assets/root-Dia2uAMM.css"/>
<link href='/assets/about-B4.css' rel="stylesheet">
<link rel="stylesheet" href="https://fonts.example/font.css"/>
</head><body>
<script type="application/ld+json">{"@context":"https://schema.org","item":"from \\"./not-a-module.js\\""}</script>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/manifest-725d26ea.js";
import * as route0 from "/assets/root-ByUtEyh5.js";
import * as route1 from "/assets/about-BHcOT--l.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};
import("/assets/entry.client-vfDNv5On.js");</script>
<script type="module" src="/assets/extra-Xy.js"></script>
<script src="https://analytics.example/a.js"></script>
</body></html>`

// Shaped like a minified Vite chunk, including string literals that only look like imports.
const CHUNK =
	'import{w as e,j as o,b as a}from"./jsx-runtime-DVf6tC-_.js";import{c as r}from"./calculators-DxrbKy35.js";' +
	'import"./breadcrumbs-CwvlXX5y.js";export*from"../shared/units-Ab.js";' +
	'const l=()=>import("./lazy-chart-Q1.js"),m=`import { RouterProvider } from "react-router/dom"`;' +
	'const n=Array.from("./x"),f=e(function(){return o.jsx("p",{children:"Tell us"})});export{f as default};'

describe('htmlAssets', () => {
	test('finds linked stylesheets on this site, whatever the attribute order', () => {
		expect(htmlAssets(PAGE).css).toEqual(['/assets/root-Dia2uAMM.css', '/assets/about-B4.css'])
	})

	test('finds preloads, module scripts and the inline module imports, each once, in page order', () => {
		expect(htmlAssets(PAGE).js).toEqual([
			'/assets/manifest-725d26ea.js',
			'/assets/entry.client-vfDNv5On.js',
			'/assets/root-ByUtEyh5.js',
			'/assets/about-BHcOT--l.js',
			'/assets/extra-Xy.js',
		])
	})

	test('inlined stylesheets are not fetched; the module script held back until first paint still loads', () => {
		const page = [
			'<style>.a{}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/>',
			'<script type="text/x-module-after-paint">import "/assets/m.js";import("/assets/e.js");</script>',
		].join('')
		expect(htmlAssets(page)).toEqual({ css: [], js: ['/assets/m.js', '/assets/e.js'] })
	})

	test('a page without assets loads nothing', () => {
		expect(htmlAssets('<!DOCTYPE html><html><body><p>Hi</p></body></html>')).toEqual({ css: [], js: [] })
	})
})

describe('chunkImports', () => {
	test('finds the static relative imports and re-exports of a minified chunk', () => {
		expect(chunkImports(CHUNK)).toEqual([
			'./jsx-runtime-DVf6tC-_.js',
			'./calculators-DxrbKy35.js',
			'./breadcrumbs-CwvlXX5y.js',
			'../shared/units-Ab.js',
		])
	})

	test('a chunk without imports has none', () => {
		expect(chunkImports('const a=1;export{a};')).toEqual([])
	})

	test('the service worker a chunk registers is not part of the page: it loads in a worker, after the page', () => {
		expect(chunkImports('import{r as e}from"./react-x.js";navigator.serviceWorker.register("/sw.js")')).toEqual([
			'./react-x.js',
		])
	})
})

test('asset URLs resolve against the page or chunk they appear in', () => {
	expect(resolveAssetPath('./jsx-runtime-DVf6tC-_.js', '/assets/about-BHcOT--l.js')).toBe(
		'/assets/jsx-runtime-DVf6tC-_.js',
	)
	expect(resolveAssetPath('../shared/units-Ab.js', '/assets/about.js')).toBe('/shared/units-Ab.js')
	expect(resolveAssetPath('/assets/root.css?v=2#x', '/about/index.html')).toBe('/assets/root.css')
	expect(resolveAssetPath('assets/root.css', '/about/index.html')).toBe('/about/assets/root.css')
})

test('route paths come from the pre-rendered file paths', () => {
	expect(routePathFromFile('index.html')).toBe('/')
	expect(routePathFromFile('calculators/index.html')).toBe('/calculators')
	expect(routePathFromFile('calculators/deck-board-estimator/index.html')).toBe('/calculators/deck-board-estimator')
	expect(routePathFromFile('calculators\\tile-calculator\\index.html')).toBe('/calculators/tile-calculator')
	expect(routePathFromFile('404.html')).toBe('(404 page)')
	expect(routePathFromFile('offline.html')).toBe('/offline.html')
})

test('routes sort home first and the 404 page last', () => {
	const routes = ['/calculators', '(404 page)', '/about', '/']
	expect(routes.sort(compareRoutes)).toEqual(['/', '/about', '/calculators', '(404 page)'])
})

test('budgets: JS first loaded up to 122 KB on a calculator, 125 KB on /project, 118 KB elsewhere', () => {
	const KB = 1024
	expect(budgetFailures({ route: '/calculators/tile-calculator', js: 122 * KB, css: 15 * KB })).toEqual([])
	expect(budgetFailures({ route: '/project', js: 125 * KB, css: 0 })).toEqual([])
	expect(budgetFailures({ route: '/calculators', js: 118 * KB, css: 0 })).toEqual([])
	expect(budgetFailures({ route: '/calculators', js: 118 * KB + 1, css: 15 * KB + 1 })).toEqual([
		'JS 118.0 KB > 118.0 KB',
		'CSS 15.0 KB > 15.0 KB',
	])
	expect(budgetFailures({ route: '/calculators/tile-calculator', js: 122 * KB + 1, css: 0 })).toEqual([
		'JS 122.0 KB > 122.0 KB',
	])
})

test("budgets: with what the first Calculate fetches, a page's JS is 135 KB at most", () => {
	const KB = 1024
	expect(budgetFailures({ route: '/calculators/x', js: 120 * KB, onCalculate: 15 * KB, css: 0 })).toEqual([])
	expect(budgetFailures({ route: '/calculators/x', js: 120 * KB, onCalculate: 15 * KB + 1, css: 0 })).toEqual([
		"JS with Calculate's 135.0 KB > 135.0 KB",
	])
})

test('the summary states the budgets it checks', () => {
	expect(renderSummary([{ route: '/', html: 0, css: 0, js: 0 }])).toBe(
		'PASS: all 1 pages within budget (JS first loaded ≤ 122.0 KB on a calculator, ≤ 125.0 KB on /project, ' +
			'≤ 118.0 KB elsewhere; with what Calculate fetches ≤ 135.0 KB; CSS ≤ 15.0 KB; gzip)',
	)
})

describe('replaceBenchSection', () => {
	const rows = [
		{ route: '/', html: 2048, css: 1024, js: 10240, cssFiles: 1, jsFiles: 3 },
		{ route: '/calculators/x', html: 2048, css: 0, js: 10240, cssFiles: 0, jsFiles: 3, onCalculate: 5120 },
	]
	const table = renderMarkdown(rows, '2025-01-31')

	test('creates the document when there is none', () => {
		const document = replaceBenchSection('', table)
		expect(document).toMatch(/^# Performance\n\n.*`npm run bench`/)
		expect(document).toContain('## Bytes per route\n\n<!-- bench:start -->\nMeasured on 2025-01-31')
		expect(document).toContain('| / | 2.0 | 1.0 | 10.0 | 13.0 | 1 | 3 | – | PASS |')
		expect(document).toContain('| /calculators/x | 2.0 | 0.0 | 10.0 | 12.0 | 0 | 3 | 5.0 | PASS |')
		expect(document.trimEnd().endsWith('<!-- bench:end -->')).toBe(true)
	})

	test('replaces only what is between the markers', () => {
		const document = (figures) =>
			`# Performance\n\nIntro.\n\n## Bytes per route\n\n<!-- bench:start -->\n${figures}\n<!-- bench:end -->\n\n## Notes\n\nKeep me.\n`
		expect(replaceBenchSection(document('old'), 'new')).toBe(document('new'))
	})
})

test('the precache line gives files, raw and gzip KB, and the worker itself', () => {
	expect(renderPrecache({ files: 80, bytes: 1250 * 1024, gzipBytes: 330 * 1024, workerGzipBytes: 7.7 * 1024 })).toBe(
		'Service worker precache (issue #16): 80 files, 1250.0 KB (330.0 KB gzip), fetched by /sw.js (7.7 KB gzip) once ' +
			'a page has loaded. Neither counts against a page: the worker loads in the background, after the page.',
	)
})
