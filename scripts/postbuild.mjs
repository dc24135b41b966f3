// After `react-router build`: move the 404 page to /404.html (the static-host convention),
// drop the SPA fallback (every page is pre-rendered), write sitemap.xml and robots.txt, and
// append each page's Content-Security-Policy (with its inline-script hashes) to _headers.
import { appendFileSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { cspHeaderBlocks } from './csp.mjs'

const CLIENT = new URL('../build/client/', import.meta.url)

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
	const { prerenderPaths, NOT_FOUND_PATH } = await vite.ssrLoadModule('/app/catalogue/routes-to-prerender.ts')
	const { NOT_BUILT_PATHS } = await vite.ssrLoadModule('/app/catalogue/not-built.ts')
	const { SITE_URL } = await vite.ssrLoadModule('/app/config/site.ts')

	renameSync(new URL(`.${NOT_FOUND_PATH}/index.html`, CLIENT), new URL('404.html', CLIENT))
	if (readdirSync(new URL(`.${NOT_FOUND_PATH}/`, CLIENT)).length === 0)
		rmdirSync(new URL(`.${NOT_FOUND_PATH}/`, CLIENT))
	rmSync(new URL('__spa-fallback.html', CLIENT), { force: true })

	const indexable = prerenderPaths.filter((path) => path !== NOT_FOUND_PATH && !NOT_BUILT_PATHS.includes(path))
	const urls = indexable.map((path) => `  <url><loc>${SITE_URL}${path}</loc></url>`).join('\n')
	writeFileSync(
		new URL('sitemap.xml', CLIENT),
		`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
	)
	writeFileSync(new URL('robots.txt', CLIENT), `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`)
	const root = fileURLToPath(CLIENT)
	const pages = readdirSync(root, { recursive: true })
		.filter((file) => file.endsWith('.html'))
		.map((file) => ({ htmlPath: `/${file}`, html: readFileSync(new URL(file, CLIENT), 'utf8') }))
	appendFileSync(
		new URL('_headers', CLIENT),
		`\n# Generated at build time: one policy per page.\n${cspHeaderBlocks(pages)}`,
	)
	console.log(`postbuild: 404.html, sitemap.xml (${indexable.length} pages), robots.txt, CSP for ${pages.length} pages`)
} finally {
	await vite.close()
}
