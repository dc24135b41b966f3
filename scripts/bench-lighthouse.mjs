// `npm run bench:lighthouse`: builds (skip with --no-build), serves the build on a free loopback
// port, runs Lighthouse 12 (mobile and desktop presets) on every pre-rendered page, prints
// performance, LCP, TBT, CLS and bytes transferred per page, and with --write puts the table in
// docs/performance.md. Each page is audited five times and each figure is the median of the runs
// (`--runs N` to change). Two control pages are audited the same way: /about with every script
// removed, and a bare page of one heading and one paragraph. They show what the browser itself costs
// on this machine, which no change to the site can go below. Figures, not a test: run it on a quiet machine.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createViteServer } from 'vite'
import { freePort } from './bench-server.mjs'
import { runLighthouse } from './lighthouse-runner.mjs'

const ROOT = new URL('../', import.meta.url)
const DOC = new URL('docs/performance.md', ROOT)
const MARK_START = '<!-- lighthouse:start -->'
const MARK_END = '<!-- lighthouse:end -->'
// The guide's figures: mobile LCP ≤ 1.0 s; the bytes a page may transfer are its JS and CSS budgets
// (135 + 15 KB gzip, checked file by file by `npm run bench`), and issue #30's 125 KiB on the paint and tile pages.
const TARGETS = { performance: 1, lcpMs: 1000, tbtMs: 50, cls: 0, transferKiB: 150 }
const TRANSFER_KIB = new Map([
	['/calculators/paint-calculator', 125],
	['/calculators/tile-calculator', 125],
])
const transferTarget = (path) => TRANSFER_KIB.get(path) ?? TARGETS.transferKiB

async function pagePaths() {
	const vite = await createViteServer({
		server: { middlewareMode: true, hmr: false, ws: false },
		appType: 'custom',
		logLevel: 'error',
	})
	try {
		const { prerenderPaths, NOT_FOUND_PATH } = await vite.ssrLoadModule('/app/catalogue/routes-to-prerender.ts')
		// Lighthouse does not audit a page answered with HTTP 404.
		return prerenderPaths.filter((path) => path !== NOT_FOUND_PATH)
	} finally {
		await vite.close()
	}
}

const CONTROL_PAGES = [
	{
		path: '/lighthouse-control',
		label: '/about without scripts (control)',
		html: () =>
			readFileSync(new URL('build/client/about/index.html', ROOT), 'utf8').replace(
				/<script\b[^>]*>[\s\S]*?<\/script>/g,
				'',
			),
	},
	{
		path: '/lighthouse-bare',
		label: 'bare page, no CSS or scripts (control)',
		html: () =>
			'<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body><h1>Control</h1><p>One heading and one paragraph.</p></body></html>',
	},
]
const controlFolder = (control) => new URL(`build/client${control.path}/`, ROOT)
const controlLabels = new Map(CONTROL_PAGES.map((control) => [control.path, control.label]))

function writeControlPages() {
	for (const control of CONTROL_PAGES) {
		mkdirSync(controlFolder(control), { recursive: true })
		writeFileSync(new URL('index.html', controlFolder(control)), control.html())
	}
}

async function startServer(port) {
	const server = spawn('node', ['server.mjs'], {
		cwd: ROOT,
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
	})
	for (let attempt = 0; attempt < 50; attempt += 1) {
		const ready = await fetch(`http://127.0.0.1:${port}/`).then(
			() => true,
			() => false,
		)
		if (ready) return server
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	server.kill()
	throw new Error('The server did not start')
}

function row(path, formFactor, summary) {
	if (!Number.isFinite(summary.lcpMs)) return [path, formFactor, '–', '–', '–', '–', '–', '–', 'Lighthouse run failed']
	const kib = summary.transferBytes / 1024
	const misses = [
		summary.scores.performance < TARGETS.performance && 'score',
		summary.lcpMs > TARGETS.lcpMs && formFactor === 'mobile' && 'LCP',
		summary.tbtMs > TARGETS.tbtMs && 'TBT',
		summary.cls > TARGETS.cls && 'CLS',
		kib > transferTarget(path) && 'bytes',
	].filter(Boolean)
	return [
		path,
		formFactor,
		String(Math.round(summary.scores.performance * 100)),
		(summary.lcpMs / 1000).toFixed(2),
		String(Math.round(summary.tbtMs)),
		summary.tbtRangeMs.map(Math.round).join('–'),
		summary.cls.toFixed(3),
		kib.toFixed(1),
		misses.length ? `misses ${misses.join(', ')}` : 'meets targets',
	]
}

const HEADER = ['Route', 'Device', 'Perf', 'LCP s', 'TBT ms', 'TBT range', 'CLS', 'KiB', 'Targets']

function markdown(rows) {
	const line = (cells) => `| ${cells.join(' | ')} |`
	return [
		`Measured on ${new Date().toISOString().slice(0, 10)} with Lighthouse 12 and Debian Chromium, simulated throttling (the presets' 4× CPU slowdown), ${runs} runs per page: each figure is the median of the runs, and the TBT range is the lowest and highest run. Lighthouse's CPU benchmark index of this machine: ${benchmarkRange()}.`,
		`Targets: performance 100, LCP ≤ ${TARGETS.lcpMs / 1000} s (mobile), TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}, ≤ ${TARGETS.transferKiB} KiB transferred (${[...TRANSFER_KIB].map(([path, kib]) => `${path} ≤ ${kib} KiB`).join(', ')}).`,
		'',
		line(HEADER),
		line(HEADER.map(() => '---')),
		...rows.map(line),
	].join('\n')
}

function writeSection(content) {
	const document = readFileSync(DOC, 'utf8')
	const block = `${MARK_START}\n${content}\n${MARK_END}`
	const start = document.indexOf(MARK_START)
	const end = document.indexOf(MARK_END)
	const next =
		start !== -1 && end !== -1
			? document.slice(0, start) + block + document.slice(end + MARK_END.length)
			: `${document.trimEnd()}\n\n## Lighthouse per route\n\n${block}\n`
	writeFileSync(DOC, next)
}

if (!process.argv.includes('--no-build')) {
	const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
	if (build.status !== 0) process.exit(build.status ?? 1)
}
const runsFlag = process.argv.indexOf('--runs')
const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1])
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs per page')
const port = await freePort()
const paths = [...(await pagePaths()), ...controlLabels.keys()]
writeControlPages()
const server = await startServer(port)
const rows = []
const benchmarkIndexes = []
const benchmarkRange = () =>
	`${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} (page medians)`
try {
	for (const formFactor of ['mobile', 'desktop']) {
		await runLighthouse(
			paths.map((path) => `http://127.0.0.1:${port}${path}`),
			{
				formFactor,
				categories: ['performance'],
				runs,
				onResult: (url, summary) => {
					const path = new URL(url).pathname
					benchmarkIndexes.push(summary.benchmarkIndex)
					const cells = row(controlLabels.get(path) ?? path, formFactor, summary)
					rows.push(cells)
					console.log(cells.join('\t'))
				},
			},
		)
	}
} finally {
	server.kill()
	for (const control of CONTROL_PAGES) rmSync(controlFolder(control), { recursive: true, force: true })
}
const siteRows = rows.filter((cells) => !CONTROL_PAGES.some((control) => control.label === cells[0]))
const missing = siteRows.filter((cells) => cells.at(-1) !== 'meets targets').length
console.log(`\nlighthouse: ${siteRows.length - missing} of ${siteRows.length} pages meet every target (medians)`)
if (process.argv.includes('--write')) {
	writeSection(markdown(rows))
	console.log('Wrote docs/performance.md')
}
