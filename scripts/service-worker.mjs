// Writes the service worker, /sw.js, into a finished build (scripts/postbuild.mjs, once the HTML is
// final): Workbox's getManifest lists every page, the 404 page, every asset, the icons and the web
// app manifest with their revisions, and esbuild bundles scripts/service-worker-source.js with that
// list in place of self.__WB_MANIFEST.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { getManifest } from 'workbox-build'

export const SERVICE_WORKER_FILE = 'sw.js'
const SOURCE = fileURLToPath(new URL('./service-worker-source.js', import.meta.url))

export const PRECACHE_PATTERNS = ['**/*.html', '**/*.data', 'assets/**/*.{js,css}', '*.{svg,png,webmanifest}']

/**
 * 'index.html' → '/', 'calculators/paint-calculator/index.html' → '/calculators/paint-calculator',
 * '404.html' → '/404.html', 'assets/react-x.js' → '/assets/react-x.js': pages are precached under the
 * address they are opened at, so the worker answers '/calculators/paint-calculator' itself.
 */
export function precacheUrl(file) {
	if (file === 'index.html') return '/'
	return `/${file.replace(/\/index\.html$/, '')}`
}

/**
 * Workbox manifest entries for a built site: pages under their addresses, hashed assets without a
 * revision; `files` are the same files by their paths in the build.
 */
export async function precacheManifest(clientDirectory) {
	const files = []
	const { manifestEntries, count, size, warnings } = await getManifest({
		globDirectory: clientDirectory,
		globPatterns: PRECACHE_PATTERNS,
		globIgnores: [SERVICE_WORKER_FILE],
		// A hashed file name is its own revision.
		dontCacheBustURLsMatching: /^assets\//,
		manifestTransforms: [
			(entries) => {
				files.push(...entries.map((entry) => entry.url))
				return { manifest: entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) })) }
			},
		],
	})
	if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
	return { entries: manifestEntries ?? [], files, count, size }
}

/**
 * @param {string} clientDirectory the built site, e.g. build/client
 * @returns {Promise<{ count: number, size: number }>} files precached and their bytes (uncompressed)
 */
export async function writeServiceWorker(clientDirectory) {
	const { entries, count, size } = await precacheManifest(clientDirectory)
	if (!entries.some((entry) => entry.url === '/404.html')) throw new Error('service worker: 404.html is missing')
	await build({
		entryPoints: [SOURCE],
		outfile: `${clientDirectory.replace(/\/$/, '')}/${SERVICE_WORKER_FILE}`,
		bundle: true,
		minify: true,
		format: 'iife',
		target: 'es2020',
		legalComments: 'none',
		logLevel: 'warning',
		define: {
			'process.env.NODE_ENV': '"production"',
			'self.__WB_MANIFEST': JSON.stringify(entries),
		},
	})
	return { count, size }
}
