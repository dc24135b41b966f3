import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'

// Issue #26: a build replaced under a running `npm run serve` leaves files the server listed at start
// missing. One failed read answers its own request; the server keeps serving the next.

const SERVER = new URL('../server.mjs', import.meta.url).pathname
const SCRIPT = 'console.log("calcwright")\n'

/** A small site as the build writes one: a page and an asset, each with its brotli and gzip copies. */
function writeSite() {
	const root = mkdtempSync(join(tmpdir(), 'calcwright-site-'))
	const files = {
		'index.html': '<!doctype html><title>Home</title>',
		'404.html': '<!doctype html><title>Not found</title>',
		'assets/app-abc123.js': SCRIPT,
	}
	mkdirSync(join(root, 'assets'))
	for (const [name, text] of Object.entries(files)) {
		writeFileSync(join(root, name), text)
		writeFileSync(join(root, `${name}.br`), brotliCompressSync(text))
		writeFileSync(join(root, `${name}.gz`), gzipSync(text))
	}
	writeFileSync(
		join(root, '_headers'),
		'/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
	)
	return root
}

/** Starts server.mjs on a free port of 127.0.0.1, serving `root`. */
async function startServer(root) {
	const child = spawn(process.execPath, [SERVER], {
		env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_ROOT: root },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const port = await new Promise((resolve, reject) => {
		child.stdout.on('data', (data) => {
			const match = /:(\d+)/.exec(String(data))
			if (match) resolve(Number(match[1]))
		})
		child.once('exit', (code) => reject(new Error(`server.mjs exited (${code}) before listening`)))
	})
	return { child, port }
}

/** One GET with `encoding` accepted: its status, headers and body bytes. */
function get(port, path, encoding) {
	return new Promise((resolve, reject) => {
		const headers = encoding ? { 'Accept-Encoding': encoding } : {}
		const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
			const chunks = []
			res.on('data', (chunk) => chunks.push(chunk))
			res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
			res.on('error', reject)
		})
		req.on('error', reject)
		req.end()
	})
}

for (const [encoding, extension] of [
	['br', 'br'],
	['gzip', 'gz'],
]) {
	test(`a ${encoding} copy deleted after start answers 500, uncached, and the server keeps serving`, async () => {
		const root = writeSite()
		const { child, port } = await startServer(root)
		try {
			rmSync(join(root, `assets/app-abc123.js.${extension}`))
			const failed = await get(port, '/assets/app-abc123.js', encoding)
			expect(failed.status).toBe(500)
			expect(failed.headers['cache-control']).toBe('no-store')
			expect(failed.headers['content-encoding']).toBeUndefined()
			expect(child.exitCode).toBeNull()
			// The same file without that encoding, and another file with it, still come.
			const plain = await get(port, '/assets/app-abc123.js')
			expect(plain.status).toBe(200)
			expect(plain.body.toString()).toBe(SCRIPT)
			expect(plain.headers.etag).toBeUndefined()
			expect((await get(port, '/nowhere', encoding)).status).toBe(404)
			const page = await get(port, '/', encoding)
			expect(page.status).toBe(200)
			expect(page.headers['content-encoding']).toBe(encoding)
		} finally {
			child.kill()
			rmSync(root, { recursive: true, force: true })
		}
	})
}
