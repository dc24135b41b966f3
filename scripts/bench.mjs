// `npm run bench`: builds the site (skip with --no-build), then measures the gzip size of every
// pre-rendered page, the CSS it links and the JS it loads initially, following static imports
// between chunks. Exits 1 when a page breaks a budget. `--write` also updates the "Bytes per
// route" section of docs/performance.md.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
	budgetFailures,
	chunkImports,
	dynamicImports,
	compareRoutes,
	documentPathFromFile,
	htmlAssets,
	renderMarkdown,
	renderPrecache,
	renderSummary,
	renderTable,
	replaceBenchSection,
	resolveAssetPath,
	routePathFromFile,
} from './bench-lib.mjs'
import { buildUnlessAsked } from './bench-server.mjs'
import { precacheManifest, SERVICE_WORKER_FILE } from './service-worker.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const CLIENT = join(ROOT, 'build', 'client')
const DOC = join(ROOT, 'docs', 'performance.md')

function htmlFiles(directory) {
	return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const path = join(directory, entry.name)
		if (entry.isDirectory()) return htmlFiles(path)
		return entry.isFile() && entry.name.endsWith('.html') ? [path] : []
	})
}

// Reads a file by its site path ('/assets/x.js'); a missing file means a broken build.
function readSiteFile(sitePath) {
	const file = join(CLIENT, ...sitePath.split('/').filter(Boolean))
	if (!file.startsWith(CLIENT + sep) || !existsSync(file)) {
		throw new Error(`bench: ${sitePath} is referenced but not in build/client`)
	}
	return readFileSync(file)
}

const gzipSizes = new Map()

function gzipSize(sitePath) {
	if (!gzipSizes.has(sitePath)) gzipSizes.set(sitePath, gzipSync(readSiteFile(sitePath), { level: 9 }).length)
	return gzipSizes.get(sitePath)
}

// The entry modules plus everything they import statically, each once.
function moduleGraph(entryPaths) {
	const seen = new Set()
	const pending = [...entryPaths]
	while (pending.length > 0) {
		const path = pending.pop()
		if (seen.has(path)) continue
		seen.add(path)
		const imports = chunkImports(readSiteFile(path).toString('utf8'))
		pending.push(...imports.map((specifier) => resolveAssetPath(specifier, path)))
	}
	return [...seen]
}

function sum(paths) {
	return paths.reduce((total, path) => total + gzipSize(path), 0)
}

/** The chunks a calculator's first Calculate fetches (decision 077): compute, the results view, the result tools. */
const ON_CALCULATE = /\/assets\/(compute|results|result-tools)-[^/]+\.js$/

function lazyChunks(paths) {
	return paths.flatMap((path) =>
		dynamicImports(readSiteFile(path).toString('utf8')).map((specifier) => resolveAssetPath(specifier, path)),
	)
}

// What the first Calculate fetches besides what the page loaded: those chunks and what they import.
function onCalculate(initial) {
	const loaded = new Set(initial)
	return moduleGraph(lazyChunks(initial).filter((path) => ON_CALCULATE.test(path))).filter((path) => !loaded.has(path))
}

function measurePage(file) {
	const relativePath = relative(CLIENT, file)
	const documentPath = documentPathFromFile(relativePath)
	const html = readFileSync(file)
	const assets = htmlAssets(html.toString('utf8'))
	const css = [...new Set(assets.css.map((url) => resolveAssetPath(url, documentPath)))]
	const js = moduleGraph(assets.js.map((url) => resolveAssetPath(url, documentPath)))
	return {
		route: routePathFromFile(relativePath),
		html: gzipSync(html, { level: 9 }).length,
		css: sum(css),
		js: sum(js),
		cssFiles: css.length,
		jsFiles: js.length,
		onCalculate: relativePath.startsWith(`calculators${sep}`) ? sum(onCalculate(js)) : 0,
	}
}

// What the service worker downloads on a first visit, after the page (scripts/service-worker.mjs).
async function measurePrecache() {
	const { files, size } = await precacheManifest(CLIENT)
	return {
		files: files.length,
		bytes: size,
		gzipBytes: sum(files.map((file) => `/${file}`)),
		workerGzipBytes: gzipSize(`/${SERVICE_WORKER_FILE}`),
	}
}

function writeDoc(rows, precache) {
	const date = new Date().toISOString().slice(0, 10)
	const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : ''
	writeFileSync(DOC, replaceBenchSection(current, `${renderMarkdown(rows, date)}\n\n${renderPrecache(precache)}`))
	console.log(`\nWrote ${relative(ROOT, DOC)}`)
}

const args = process.argv.slice(2)
buildUnlessAsked('bench')
if (!existsSync(CLIENT)) {
	console.error('bench: build/client is missing; run without --no-build')
	process.exit(1)
}

const rows = htmlFiles(CLIENT)
	.map(measurePage)
	.sort((a, b) => compareRoutes(a.route, b.route))
if (rows.length === 0) {
	console.error('bench: no .html pages in build/client')
	process.exit(1)
}
const precache = await measurePrecache()
console.log(
	`\nGzip (level 9) bytes per page, KB = 1024 bytes\n\n${renderTable(rows)}\n\n${renderSummary(rows)}\n\n${renderPrecache(precache)}`,
)
if (args.includes('--write')) writeDoc(rows, precache)
process.exitCode = rows.some((row) => budgetFailures(row).length > 0) ? 1 : 0
