// What the benchmark scripts share: building the site, and serving build/client with server.mjs on 127.0.0.1 at a
// free port until they are done.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const HOST = '127.0.0.1'

/** `npm run build`, unless the command line says --no-build; exits when it fails or left no build behind. */
export function buildUnlessAsked(name) {
	if (!process.argv.includes('--no-build')) {
		const result = spawnSync('npm', ['run', 'build'], {
			cwd: ROOT,
			stdio: 'inherit',
			shell: process.platform === 'win32',
		})
		if (result.status !== 0) {
			console.error(`${name}: npm run build failed (exit ${result.status ?? result.signal})`)
			process.exit(result.status || 1)
		}
	}
	if (!existsSync(join(ROOT, 'build', 'client'))) {
		console.error(`${name}: build/client is missing; run without --no-build`)
		process.exit(1)
	}
}

export function freePort() {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, HOST, () => {
			const { port } = probe.address()
			probe.close(() => resolve(port))
		})
	})
}

async function waitForServer(url, server) {
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline) {
		if (server.exitCode !== null) throw new Error(`server.mjs exited with code ${server.exitCode}`)
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`server did not answer at ${url} within 30 s`)
}

/** Serves the build with server.mjs; `stop()` ends it. */
export async function serveBuild() {
	const port = await freePort()
	const baseUrl = `http://${HOST}:${port}`
	const server = spawn(process.execPath, ['server.mjs'], {
		cwd: ROOT,
		env: { ...process.env, PORT: String(port), HOST },
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	try {
		await waitForServer(`${baseUrl}/`, server)
	} catch (error) {
		server.kill('SIGTERM')
		throw error
	}
	return { baseUrl, stop: () => server.kill('SIGTERM') }
}
