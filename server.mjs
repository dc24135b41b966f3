// Production server for `npm start`: sirv serves the pre-rendered build with the headers from
// _headers; any path without a page answers HTTP 404 with the pre-rendered 404 page.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import sirv from 'sirv'
import { headersFor, parseHeadersFile } from './server/headers.mjs'
import { answerReadErrors } from './server/read-errors.mjs'
import { redirectTarget } from './server/redirects.mjs'

// SITE_ROOT serves another build (the browser tests serve a second build to test updates).
const ROOT = process.env.SITE_ROOT
	? `${resolve(process.env.SITE_ROOT)}/`
	: new URL('./build/client/', import.meta.url).pathname
const PORT = Number(process.env.PORT ?? 4173)
const HOST = process.env.HOST ?? '127.0.0.1'

const rules = parseHeadersFile(readFileSync(new URL('_headers', `file://${ROOT}`), 'utf8'))
const notFoundPage = readFileSync(new URL('404.html', `file://${ROOT}`))
const notFoundPageBrotli = readFileSync(new URL('404.html.br', `file://${ROOT}`))
/** The pre-rendered pages: '/', '/about', '/calculators/paint-calculator', … */
const pages = new Set(
	readdirSync(ROOT, { recursive: true })
		.map(String)
		.filter((file) => file === 'index.html' || file.endsWith('/index.html'))
		.map((file) => `/${file.replace(/\/?index\.html$/, '')}`),
)
const serveStatic = sirv(ROOT, { extensions: ['html'], etag: true, dotfiles: false, brotli: true, gzip: true })

function sendNotFound(req, res) {
	res.statusCode = 404
	res.setHeader('Content-Type', 'text/html; charset=utf-8')
	res.setHeader('Vary', 'Accept-Encoding')
	if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
		res.setHeader('Content-Encoding', 'br')
		return res.end(notFoundPageBrotli)
	}
	res.end(notFoundPage)
}

/**
 * Hashed assets are cached as immutable and never revalidated, so ETag and Last-Modified are dead
 * weight on each of a page's dozen script responses (about 80 bytes each).
 */
const VALIDATORS = ['ETag', 'Last-Modified']

function dropValidators(res) {
	const writeHead = res.writeHead.bind(res)
	res.writeHead = (status, headers) => {
		for (const name of VALIDATORS) res.removeHeader(name)
		const kept = Object.entries(headers ?? {}).filter(([name]) => !VALIDATORS.includes(name))
		return writeHead(status, Object.fromEntries(kept))
	}
}

const server = createServer((req, res) => {
	const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
	const canonical = redirectTarget(pathname, pages)
	if (canonical) {
		res.writeHead(301, { Location: canonical + search, 'Cache-Control': 'no-cache' })
		return res.end()
	}
	for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value)
	if (pathname.startsWith('/assets/')) dropValidators(res)
	answerReadErrors(req, res)
	if (/^\/(404|404\.html|_headers|_redirects)(\.br|\.gz)?\/?$/.test(pathname)) return sendNotFound(req, res)
	serveStatic(req, res, () => sendNotFound(req, res))
})

server.listen(PORT, HOST, () => {
	// PORT=0 takes any free port; this line says which.
	const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
	console.log(`Calcwright is being served on http://${HOST === '127.0.0.1' ? 'localhost' : HOST}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => server.close(() => process.exit(0)))
}
