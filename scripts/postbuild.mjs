// The end of `react-router build` (its buildEnd hook, react-router.config.ts): move the 404 page to
// /404.html (the static-host convention), drop the SPA fallback (every page is pre-rendered), write
// sitemap.xml, robots.txt and _redirects, check that React Router's HTML still has the shape the
// next steps rely on, inline each page's stylesheets, start hydration after the first paint, put each
// page's Content-Security-Policy (with its inline-script hashes) into _headers, write the service
// worker that precaches the finished site, and write brotli and gzip copies of every text file.
import { readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { redirectsFile } from '../server/redirects.mjs'
import { cspHeaderBlocks } from './csp.mjs'
import { hydrateAfterPaint } from './hydrate-after-paint.mjs'
import { assertNoBlockingStylesheet, inlineStylesheets } from './inline-css.mjs'
import { assertReactRouterHtml } from './react-router-html.mjs'
import { SERVICE_WORKER_FILE, writeServiceWorker } from './service-worker.mjs'

const CLIENT = new URL('../build/client/', import.meta.url)
const CSP_MARKER = /^# @csp-blocks:.*$/m

function filesEndingWith(pattern) {
	return readdirSync(fileURLToPath(CLIENT), { recursive: true }).filter((file) => pattern.test(file))
}

function moveNotFoundPage(notFoundPath) {
	const folder = new URL(`.${notFoundPath}/`, CLIENT)
	renameSync(new URL('index.html', folder), new URL('404.html', CLIENT))
	if (readdirSync(folder).length === 0) rmdirSync(folder)
	rmSync(new URL('__spa-fallback.html', CLIENT), { force: true })
}

function writeSitemapAndRobots(paths, siteUrl) {
	const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n')
	writeFileSync(
		new URL('sitemap.xml', CLIENT),
		`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
	)
	writeFileSync(new URL('robots.txt', CLIENT), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
}

/** Nothing may stand between a page's HTML and its first paint: no stylesheet request, no script. */
function paintPagesFirst() {
	const readAsset = (href) => readFileSync(new URL(`.${href}`, CLIENT), 'utf8')
	for (const file of filesEndingWith(/\.html$/)) {
		const url = new URL(file, CLIENT)
		const built = readFileSync(url, 'utf8')
		assertReactRouterHtml(built, file)
		const html = hydrateAfterPaint(inlineStylesheets(built, readAsset), file, readAsset)
		assertNoBlockingStylesheet(html, file)
		writeFileSync(url, html)
	}
}

function writeContentSecurityPolicies() {
	const pages = filesEndingWith(/\.html$/).map((file) => ({
		htmlPath: `/${file}`,
		html: readFileSync(new URL(file, CLIENT), 'utf8'),
	}))
	const headersFile = new URL('_headers', CLIENT)
	const headers = readFileSync(headersFile, 'utf8')
	if (!CSP_MARKER.test(headers)) throw new Error('public/_headers has lost its "# @csp-blocks:" line')
	writeFileSync(headersFile, headers.replace(CSP_MARKER, `# Generated at build time.\n${cspHeaderBlocks(pages)}`))
	return pages.length
}

/** The server (sirv) sends the .br or .gz copy when the browser accepts it. */
function writeCompressedCopies() {
	for (const file of filesEndingWith(/\.(html|js|css|svg|xml|txt|json|webmanifest)$/)) {
		const source = readFileSync(new URL(file, CLIENT))
		const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
		writeFileSync(new URL(`${file}.br`, CLIENT), brotli)
		writeFileSync(new URL(`${file}.gz`, CLIENT), gzipSync(source, { level: 9 }))
	}
}

/**
 * @param {{ prerenderPaths: string[], notFoundPath: string, notBuiltPaths: ReadonlyArray<string>, siteUrl: string }} site
 */
export async function finishBuild({ prerenderPaths, notFoundPath, notBuiltPaths, siteUrl }) {
	moveNotFoundPage(notFoundPath)
	const indexable = prerenderPaths.filter((path) => path !== notFoundPath && !notBuiltPaths.includes(path))
	writeSitemapAndRobots(indexable, siteUrl)
	const pages = prerenderPaths.filter((path) => path !== notFoundPath)
	writeFileSync(new URL('_redirects', CLIENT), redirectsFile(new Set(pages)))
	paintPagesFirst()
	const pageCount = writeContentSecurityPolicies()
	// After the last change to any page, so each page's revision is its final HTML.
	const precache = await writeServiceWorker(fileURLToPath(CLIENT))
	writeCompressedCopies()
	console.log(
		`build end: 404.html, _redirects, sitemap.xml (${indexable.length} pages), robots.txt, CSP for ${pageCount} pages, ` +
			`${SERVICE_WORKER_FILE} precaching ${precache.count} files (${(precache.size / 1024).toFixed(0)} KB)`,
	)
}
