// `npm run bench:tile`: how the tile calculator responds with 100 surfaces and 100 obstructions on
// the page. Builds the site (skip with --no-build), serves it on 127.0.0.1 with server.mjs, drives
// Debian's Chromium with the browser tests' flags, and prints, per keystroke, the time from the key
// press until the input is handled (React has rendered) and until the next frame, and the time
// from the Calculate click to 'Calculating...' and to the results. `--rounds N` (default 3).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'
import { formatMs, formatSummary, summarise } from './timing-stats.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PATH = '/calculators/tile-calculator'
const HOST = '127.0.0.1'
const KEYSTROKES_PER_FIELD = 40
const ENTRIES = { Wall: 50, Floor: 50, 'Window/Door': 50, 'Floor Obstacle': 50 }
const ADD_BUTTONS = {
	Wall: 'Add Wall',
	Floor: 'Add Floor',
	'Window/Door': 'Add Window/Door',
	'Floor Obstacle': 'Add Floor Obstacle',
}
const SIZES = {
	Wall: ['3000', '2400'],
	Floor: ['4000', '3000'],
	'Window/Door': ['900', '2000'],
	'Floor Obstacle': ['600', '600'],
}
// One field in each list, in the middle, and one outside the lists.
const TYPED_FIELDS = ['Floor 25 Length', 'Window/Door 25 Width', 'Tile Length']

function option(name, fallback) {
	const index = process.argv.indexOf(name)
	return index === -1 ? fallback : Number(process.argv[index + 1])
}

function build() {
	const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
	if (result.status !== 0) {
		console.error(`bench:tile: npm run build failed (exit ${result.status ?? result.signal})`)
		process.exit(result.status || 1)
	}
}

function freePort() {
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

/**
 * In the page, per input event: `react`, from the first input listener (document, capture) to the
 * last (window, bubble), which is React's onChange, render and commit; `handled`, from the keydown
 * until a task queued then runs; `painted`, from the keydown until just after the next frame.
 */
function installProbes() {
	const probes = { keys: [], pendingKey: undefined, current: null, calculate: null }
	window.__tileBench = probes
	const afterFrame = (callback) => requestAnimationFrame(() => setTimeout(callback, 0))
	document.addEventListener('keydown', (event) => (probes.pendingKey = event.timeStamp), true)
	document.addEventListener(
		'input',
		() => {
			const start = probes.pendingKey
			if (start === undefined) return
			probes.pendingKey = undefined
			const sample = { react: Number.NaN, handled: Number.NaN, painted: Number.NaN, inputAt: performance.now() }
			probes.keys.push(sample)
			probes.current = sample
			setTimeout(() => (sample.handled = performance.now() - start), 0)
			afterFrame(() => (sample.painted = performance.now() - start))
		},
		true,
	)
	window.addEventListener('input', () => {
		const sample = probes.current
		if (sample) sample.react = performance.now() - sample.inputAt
		probes.current = null
	})
	document.addEventListener(
		'click',
		(event) => {
			const button = event.target instanceof Element ? event.target.closest('button') : null
			if (button?.textContent !== 'Calculate') return
			const start = event.timeStamp
			const timing = { calculating: Number.NaN, results: Number.NaN }
			probes.calculate = timing
			const hasText = (selector, text) =>
				[...document.querySelectorAll(selector)].some((node) => node.textContent === text)
			afterFrame(() => {
				if (hasText('button', 'Calculating...')) timing.calculating = performance.now() - start
			})
			const poll = () => {
				if (hasText('h2', 'Results')) setTimeout(() => (timing.results = performance.now() - start), 0)
				else requestAnimationFrame(poll)
			}
			requestAnimationFrame(poll)
		},
		true,
	)
}

/** Adds the entries and types their sizes in the page itself: a thousand Playwright look-ups would take minutes. */
async function fillRoom(page) {
	await page.evaluate(
		async ({ entries, addButtons, sizes }) => {
			const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
			const button = (text) => [...document.querySelectorAll('button')].find((node) => node.textContent === text)
			for (const [kind, count] of Object.entries(entries)) {
				// The page starts with 'Wall 1'.
				for (let added = kind === 'Wall' ? 1 : 0; added < count; added += 1) {
					button(addButtons[kind]).click()
					await nextTask()
				}
			}
			const fields = new Map(
				[...document.querySelectorAll('label[for]')].map((label) => [label.textContent, label.htmlFor]),
			)
			const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
			for (const [kind, count] of Object.entries(entries)) {
				for (let number = 1; number <= count; number += 1) {
					for (const [index, side] of ['Length', 'Width'].entries()) {
						const input = document.getElementById(fields.get(`${kind} ${number} ${side}`))
						setValue.call(input, sizes[kind][index])
						input.dispatchEvent(new Event('input', { bubbles: true }))
						await nextTask()
					}
				}
			}
		},
		{ entries: ENTRIES, addButtons: ADD_BUTTONS, sizes: SIZES },
	)
	const filled = await page
		.getByLabel(`Floor Obstacle ${ENTRIES['Floor Obstacle']} Width`, { exact: true })
		.inputValue()
	if (filled !== SIZES['Floor Obstacle'][1]) throw new Error('bench:tile: the entries were not filled in')
}

async function typeInto(page, label) {
	const field = page.getByLabel(label, { exact: true })
	await field.click()
	await field.press('End')
	await page.waitForTimeout(300)
	await page.evaluate(() => (window.__tileBench.keys = []))
	// '0' then Backspace keeps the value valid: 3000 ↔ 30000.
	for (let stroke = 0; stroke < KEYSTROKES_PER_FIELD; stroke += 1) {
		await page.keyboard.press(stroke % 2 === 0 ? '0' : 'Backspace')
		await page.waitForTimeout(50)
	}
	await page.waitForTimeout(100)
	return page.evaluate(() => window.__tileBench.keys)
}

async function measureCalculate(page) {
	const calculate = page.getByRole('button', { name: 'Calculate', exact: true })
	// Scroll first, so the frame after the click paints the click's effect, not the scroll.
	await calculate.scrollIntoViewIfNeeded()
	await page.waitForTimeout(300)
	await calculate.click()
	await page.getByRole('heading', { name: 'Results' }).waitFor()
	await page.waitForFunction(() => Number.isFinite(window.__tileBench.calculate?.results))
	const timing = await page.evaluate(() => window.__tileBench.calculate)
	const total = await page.getByRole('region', { name: 'Results' }).getByRole('definition').first().textContent()
	return { ...timing, total }
}

async function runRound(browser, baseUrl) {
	const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
	try {
		await page.goto(`${baseUrl}${PATH}`)
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		const started = Date.now()
		await fillRoom(page)
		console.error(`  set up 200 entries in ${((Date.now() - started) / 1000).toFixed(1)} s`)
		await page.evaluate(installProbes)
		const typing = {}
		for (const label of TYPED_FIELDS) typing[label] = await typeInto(page, label)
		return { typing, calculate: await measureCalculate(page) }
	} finally {
		await page.close()
	}
}

function report(rounds, browserVersion) {
	const load = loadavg()
		.map((value) => value.toFixed(1))
		.join(', ')
	console.log(
		`\nChromium ${browserVersion}, ${cpus().length} CPUs, load average ${load}` +
			`\nTile calculator with ${ENTRIES.Wall} walls, ${ENTRIES.Floor} floors, ${ENTRIES['Window/Door']} windows/doors ` +
			`and ${ENTRIES['Floor Obstacle']} floor obstacles: ${rounds.length} rounds, ${KEYSTROKES_PER_FIELD} keystrokes per field per round\n`,
	)
	for (const label of TYPED_FIELDS) {
		const samples = rounds.flatMap((round) => round.typing[label])
		console.log(`Typing in '${label}'`)
		console.log(`  React onChange + render:    ${formatSummary(summarise(samples.map((sample) => sample.react)))}`)
		console.log(`  key press → input handled:  ${formatSummary(summarise(samples.map((sample) => sample.handled)))}`)
		console.log(`  key press → next frame:     ${formatSummary(summarise(samples.map((sample) => sample.painted)))}`)
	}
	const calculating = summarise(rounds.map((round) => round.calculate.calculating))
	const results = summarise(rounds.map((round) => round.calculate.results))
	console.log('Calculate click')
	console.log(`  → 'Calculating...' shown:   ${formatSummary(calculating)}`)
	console.log(`  → results shown:            ${formatSummary(results)}`)
	console.log(`    of which beyond the seed's 500 ms delay: median ${formatMs(results.median - 500)}`)
	console.log(`  Total Tiles Needed: ${rounds.map((round) => round.calculate.total).join(', ')}`)
}

if (!process.argv.includes('--no-build')) build()
if (!existsSync(join(ROOT, 'build', 'client'))) {
	console.error('bench:tile: build/client is missing; run without --no-build')
	process.exit(1)
}

const port = await freePort()
const baseUrl = `http://${HOST}:${port}`
const server = spawn(process.execPath, ['server.mjs'], {
	cwd: ROOT,
	env: { ...process.env, PORT: String(port), HOST },
	stdio: ['ignore', 'ignore', 'inherit'],
})
try {
	await waitForServer(`${baseUrl}/`, server)
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
	try {
		const rounds = []
		for (let round = 0; round < option('--rounds', 3); round += 1) {
			console.error(`round ${round + 1}`)
			rounds.push(await runRound(browser, baseUrl))
		}
		report(rounds, browser.version())
	} finally {
		await browser.close()
	}
} finally {
	server.kill('SIGTERM')
}
