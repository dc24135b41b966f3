// `npm run bench:rows`: how each calculator with a list responds with 200 rows on the page (issue #13:
// a key press to the next frame within 16 ms). Builds the site (skip with --no-build), serves it on
// 127.0.0.1 with server.mjs, drives Debian's Chromium with the browser tests' flags, and prints per
// typed field the time from the key press until React has rendered, until the input is handled and
// until the next frame, and the time from Calculate to 'Calculating...' and to the results.
// `--rounds N` (default 3), `--only tile-calculator,paint-calculator` to run some of them.
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { buildUnlessAsked, serveBuild } from './bench-server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'
import { formatMs, formatSummary, summarise } from './timing-stats.mjs'

const KEYSTROKES_PER_FIELD = 40
const FRAME_BUDGET_MS = 16

/**
 * Each calculator's 200 rows: `lists` are added with their button ('Add Wall', count per kind, the
 * first already on the page when `first` is set) and filled with `sizes` (field → value, for the
 * entry's accessible-name prefix); `setup` fills the rest of the form; `typed` are the fields typed into.
 */
const SCENARIOS = [
	{
		id: 'tile-calculator',
		lists: [
			{ prefix: 'Wall', add: 'Add Wall', count: 50, first: true, sizes: { Length: '3000', Width: '2400' } },
			{ prefix: 'Floor', add: 'Add Floor', count: 50, sizes: { Length: '4000', Width: '3000' } },
			{ prefix: 'Window/Door', add: 'Add Window/Door', count: 50, sizes: { Length: '900', Width: '2000' } },
			{ prefix: 'Floor Obstacle', add: 'Add Floor Obstacle', count: 50, sizes: { Length: '600', Width: '600' } },
		],
		typed: ['Floor 25 Length', 'Window/Door 25 Width', 'Tile Length'],
	},
	{
		id: 'drywall-estimator',
		choose: [/^Standard \(1\/2"\)/, /^4x8 ft/],
		lists: [{ prefix: 'Wall', add: 'Add Wall', count: 200, first: true, sizes: { Length: '5', Height: '2.4' } }],
		typed: ['Wall 100 Length'],
	},
	{
		id: 'rebar-calculator',
		lists: [
			{
				prefix: 'Rebar',
				add: 'Add Rebar Size',
				count: 200,
				first: true,
				sizes: { Size: 'No.10', Quantity: '20', Length: '3' },
			},
		],
		typed: ['Rebar 100 Quantity'],
	},
	{
		id: 'paint-calculator',
		lists: [{ prefix: 'Wall', add: 'Add Wall', count: 200, first: true, sizes: { Length: '4', Height: '2.5' } }],
		typed: ['Wall 100 Length'],
	},
	{
		id: 'primer-calculator',
		lists: [{ prefix: 'Surface', add: 'Add Surface', count: 200, first: true, sizes: { Length: '4', Width: '2.5' } }],
		typed: ['Surface 100 Length'],
	},
	{
		id: 'wallpaper-calculator',
		setup: { 'Roll Width': '53', 'Roll Length': '10' },
		lists: [{ prefix: 'Wall', add: 'Add Wall', count: 200, first: true, sizes: { Length: '4', Height: '2.4' } }],
		typed: ['Wall 100 Length'],
	},
	{
		id: 'fence-calculator',
		lists: [{ prefix: 'Section', add: 'Add Section', count: 200, first: true, sizes: { Length: '5' } }],
		typed: ['Section 100 Length'],
	},
	{
		// One 100 × 3 m wall (300 m²) holds the 200 openings of 0.9 × 1.2 m (216 m²).
		id: 'brick-calculator',
		lists: [
			{ prefix: 'Wall', add: 'Add Wall', count: 1, first: true, sizes: { Length: '100', Height: '3' } },
			{ prefix: 'Opening', add: 'Add Opening', count: 200, sizes: { Width: '0.9', Height: '1.2' } },
		],
		typed: ['Opening 100 Width'],
	},
	{
		id: 'paver-calculator',
		lists: [{ prefix: 'Area', add: 'Add Area', count: 200, first: true, sizes: { Length: '5', Width: '4' } }],
		typed: ['Area 100 Length'],
	},
]

function option(name, fallback) {
	const index = process.argv.indexOf(name)
	return index === -1 ? fallback : Number(process.argv[index + 1])
}

/**
 * In the page, per input event: `react`, from the first input listener (document, capture) to the
 * last (window, bubble), which is React's onChange, render and commit; `handled`, from the keydown
 * until a task queued then runs; `painted`, from the keydown until just after the next frame.
 */
function installProbes() {
	const probes = { keys: [], pendingKey: undefined, current: null, calculate: null }
	window.__rowsBench = probes
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

/** Adds the rows and fills them in the page itself: a thousand Playwright look-ups would take minutes. */
async function fillRows(page, scenario) {
	for (const name of scenario.choose ?? []) await page.getByRole('radio', { name }).check()
	await page.evaluate(
		async ({ lists, setup }) => {
			const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
			const button = (text) => [...document.querySelectorAll('button')].find((node) => node.textContent === text)
			for (const list of lists) {
				for (let added = list.first ? 1 : 0; added < list.count; added += 1) {
					button(list.add).click()
					await nextTask()
				}
			}
			const fields = new Map(
				[...document.querySelectorAll('label[for]')].map((label) => [label.textContent, label.htmlFor]),
			)
			const fill = async (name, value) => {
				const field = document.getElementById(fields.get(name))
				const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement
				Object.getOwnPropertyDescriptor(prototype.prototype, 'value').set.call(field, value)
				field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
				await nextTask()
			}
			for (const [name, value] of Object.entries(setup ?? {})) await fill(name, value)
			for (const list of lists) {
				for (let number = 1; number <= list.count; number += 1) {
					for (const [field, value] of Object.entries(list.sizes))
						await fill(`${list.prefix} ${number} ${field}`, value)
				}
			}
		},
		{ lists: scenario.lists, setup: scenario.setup },
	)
	const last = scenario.lists.at(-1)
	const [lastField, lastValue] = Object.entries(last.sizes).at(-1)
	const filled = await page.getByLabel(`${last.prefix} ${last.count} ${lastField}`, { exact: true }).inputValue()
	if (filled !== lastValue) throw new Error(`bench:rows: the rows of ${scenario.id} were not filled in`)
}

async function typeInto(page, label) {
	const field = page.getByLabel(label, { exact: true })
	await field.click()
	await field.press('End')
	await page.waitForTimeout(300)
	await page.evaluate(() => (window.__rowsBench.keys = []))
	// '0' then Backspace keeps the value valid: 3000 ↔ 30000.
	for (let stroke = 0; stroke < KEYSTROKES_PER_FIELD; stroke += 1) {
		await page.keyboard.press(stroke % 2 === 0 ? '0' : 'Backspace')
		await page.waitForTimeout(50)
	}
	await page.waitForTimeout(100)
	return page.evaluate(() => window.__rowsBench.keys)
}

async function measureCalculate(page) {
	const calculate = page.getByRole('button', { name: 'Calculate', exact: true })
	// Scroll first, so the frame after the click paints the click's effect, not the scroll.
	await calculate.scrollIntoViewIfNeeded()
	await page.waitForTimeout(300)
	await calculate.click()
	await page.getByRole('heading', { name: 'Results' }).waitFor()
	await page.waitForFunction(() => Number.isFinite(window.__rowsBench.calculate?.results))
	const timing = await page.evaluate(() => window.__rowsBench.calculate)
	const headline = await page.getByRole('region', { name: 'Results' }).getByRole('definition').first().textContent()
	return { ...timing, headline }
}

async function runRound(browser, baseUrl, scenario) {
	const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
	try {
		await page.goto(`${baseUrl}/calculators/${scenario.id}`)
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		const started = Date.now()
		await fillRows(page, scenario)
		console.error(`  ${scenario.id}: set up 200 rows in ${((Date.now() - started) / 1000).toFixed(1)} s`)
		await page.evaluate(installProbes)
		const typing = {}
		for (const label of scenario.typed) typing[label] = await typeInto(page, label)
		return { typing, calculate: await measureCalculate(page) }
	} finally {
		await page.close()
	}
}

/** Prints one calculator's figures; returns the median key press → next frame of each typed field. */
function report(scenario, rounds) {
	console.log(
		`\n${scenario.id}, 200 rows: ${rounds.length} rounds, ${KEYSTROKES_PER_FIELD} keystrokes per field per round`,
	)
	const medians = []
	for (const label of scenario.typed) {
		const samples = rounds.flatMap((round) => round.typing[label])
		const painted = summarise(samples.map((sample) => sample.painted))
		medians.push({ label, median: painted.median })
		console.log(`Typing in '${label}'`)
		console.log(`  React onChange + render:    ${formatSummary(summarise(samples.map((sample) => sample.react)))}`)
		console.log(`  key press → input handled:  ${formatSummary(summarise(samples.map((sample) => sample.handled)))}`)
		console.log(`  key press → next frame:     ${formatSummary(painted)}`)
	}
	const calculating = summarise(rounds.map((round) => round.calculate.calculating))
	const results = summarise(rounds.map((round) => round.calculate.results))
	console.log('Calculate click')
	console.log(`  → 'Calculating...' shown:   ${formatSummary(calculating)}`)
	console.log(`  → results shown:            ${formatSummary(results)}`)
	console.log(`    of which beyond the seed's 500 ms delay: median ${formatMs(results.median - 500)}`)
	console.log(`  Key figure: ${rounds.map((round) => round.calculate.headline).join(', ')}`)
	return medians
}

buildUnlessAsked('bench:rows')
const { baseUrl, stop } = await serveBuild()
try {
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
	const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null
	const load = loadavg()
		.map((value) => value.toFixed(1))
		.join(', ')
	console.log(`Chromium ${browser.version()}, ${cpus().length} CPUs, load average ${load}`)
	const summary = []
	try {
		for (const scenario of SCENARIOS.filter((item) => !only || only.includes(item.id))) {
			const rounds = []
			for (let round = 0; round < option('--rounds', 3); round += 1) {
				console.error(`${scenario.id}: round ${round + 1}`)
				rounds.push(await runRound(browser, baseUrl, scenario))
			}
			for (const { label, median } of report(scenario, rounds)) summary.push({ id: scenario.id, label, median })
		}
	} finally {
		await browser.close()
	}
	console.log(`\nKey press → next frame, median at 200 rows (budget ${FRAME_BUDGET_MS} ms):`)
	for (const { id, label, median } of summary) {
		const verdict = median <= FRAME_BUDGET_MS ? 'within budget' : 'OVER BUDGET'
		console.log(`  ${id.padEnd(22)} ${`'${label}'`.padEnd(26)} ${formatMs(median).padStart(9)}  ${verdict}`)
	}
	if (summary.some(({ median }) => !(median <= FRAME_BUDGET_MS))) process.exitCode = 1
} finally {
	stop()
}
