import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { writeServiceWorker } from '../../scripts/service-worker.mjs'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
export const BUILD = join(REPO, 'build', 'client')

/** Waits until the service worker has installed (precached the site) and controls the page. */
export async function waitForServiceWorker(page: Page) {
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
}

export type ServedSite = { origin: string; stop: () => Promise<void> }

/** Serves a built site with server.mjs, as `npm start` does; port 0 takes a free port. */
export async function serveSite(root: string, port = 0): Promise<ServedSite> {
	const server = spawn(process.execPath, ['server.mjs'], {
		cwd: REPO,
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: root },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const servedPort = await new Promise<number>((resolve, reject) => {
		server.stdout.on('data', (chunk: Buffer) => {
			const match = /being served on http:\/\/[^:]+:(\d+)/.exec(String(chunk))
			if (match) resolve(Number(match[1]))
		})
		server.once('exit', (code) => reject(new Error(`server.mjs exited (${code}) before serving ${root}`)))
	})
	return {
		origin: `http://127.0.0.1:${servedPort}`,
		stop: () =>
			new Promise((resolve) => {
				if (server.exitCode !== null) return resolve()
				server.once('exit', () => resolve())
				server.kill('SIGKILL')
			}),
	}
}

export const NEW_BUILD_MARK = '<meta name="calcwright-build" content="B"/>'
const CHARSET = '<meta charSet="utf-8"/>'

/**
 * A copy of the build with one page changed and its worker regenerated, as a deploy would give: that
 * page's HTML (so its precache revision, so the worker) differs, everything else is equal. The mark
 * is a head element, which React's hydration leaves alone.
 */
export async function makeNextBuild(pageFile: string) {
	const root = mkdtempSync(join(tmpdir(), 'calcwright-build-b-'))
	cpSync(BUILD, root, { recursive: true })
	const file = join(root, pageFile)
	const html = readFileSync(file, 'utf8')
	if (!html.includes(CHARSET)) throw new Error(`${pageFile} has no ${CHARSET} to mark the new build after`)
	writeFileSync(file, html.replace(CHARSET, `${CHARSET}${NEW_BUILD_MARK}`))
	// The server prefers the compressed copies, which still hold the old page and worker.
	for (const stale of [`${pageFile}.br`, `${pageFile}.gz`, 'sw.js.br', 'sw.js.gz']) rmSync(join(root, stale))
	await writeServiceWorker(root)
	return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
