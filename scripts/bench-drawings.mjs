// `npm run bench:drawings`: how long each calculator's drawing (issue #29) takes to appear with a large job: 200
// entries, or one 60 m wall. Builds the site (skip with --no-build), serves it, opens each job as a link in Debian's
// Chromium, presses Calculate and prints per job, as medians over rounds: the drawings' render and commit (React,
// measured by the kit from the drawings' render to their layout effect), then the time to the next frame (style,
// layout and paint of the whole results view the drawing came with), and the SVG elements drawn. The budget is the
// drawing's own work within one frame: render and commit ≤ 16 ms. `--rounds N` (default 3), `--only a,b`.
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { buildUnlessAsked, serveBuild } from './bench-server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs'
import { formatMs, summarise } from './timing-stats.mjs'

const FRAME_BUDGET_MS = 16

/** `count` list entries, `entry(index)` giving each one's query. */
const entries = (count, entry) => Array.from({ length: count }, (_, index) => entry(index)).join('&')
/** A named entry of list `list`: 'walls.3.name=Wall+4&walls.3.length=4'. */
const row = (list, name, index, fields) =>
	[
		`${list}.${index}.name=${name}+${index + 1}`,
		...Object.entries(fields).map(([field, value]) => `${list}.${index}.${field}=${value}`),
	].join('&')

const SCENARIOS = [
	{
		id: 'tile-calculator',
		job: '200 walls, 300 mm tiles',
		query: entries(200, (index) => row('surfaces', 'Wall', index, { length: 3000, width: 2400 })),
	},
	{
		id: 'tile-calculator',
		job: '60 m wall, 100 mm tiles',
		query: 'surfaces.0.length=60000&surfaces.0.width=2400&tileLength=100&tileWidth=100',
	},
	{
		id: 'drywall-estimator',
		job: '200 walls',
		query: entries(200, (index) => row('walls', 'Wall', index, { length: 5, height: 2.4 })),
	},
	{ id: 'drywall-estimator', job: '60 m wall', query: 'walls.0.length=60&walls.0.height=2.4' },
	{
		id: 'deck-board-estimator',
		job: '60 × 60 m deck',
		query: 'length=60000&width=60000&boardWidth=90&boardLength=3600&gapSize=5',
	},
	{
		id: 'lumber-calculator',
		job: '200 walls',
		query: entries(200, (index) => row('walls', 'Wall', index, { length: 3.6, height: 2.4 })),
	},
	{ id: 'lumber-calculator', job: '60 m wall', query: 'walls.0.length=60&walls.0.height=2.4' },
	{
		id: 'laminate-calculator',
		job: '200 rooms',
		query: entries(200, (index) => row('rooms', 'Room', index, { length: 5, width: 4 })),
	},
	{ id: 'laminate-calculator', job: '60 m room', query: 'rooms.0.length=60&rooms.0.width=4' },
	{
		id: 'hardwood-calculator',
		job: '200 rooms',
		query: entries(200, (index) => row('rooms', 'Room', index, { length: 5, width: 4 })),
	},
	{
		id: 'carpet-calculator',
		job: '200 rooms',
		query: entries(200, (index) => row('rooms', 'Room', index, { length: 5.9, width: 3.7 })),
	},
	{ id: 'carpet-calculator', job: '60 m room', query: 'rooms.0.length=60&rooms.0.width=3.7' },
	{
		id: 'wallpaper-calculator',
		job: '200 walls',
		query: `rollWidth=53&rollLength=10&${entries(200, (index) => row('walls', 'Wall', index, { length: 4, height: 2.4 }))}`,
	},
	{
		id: 'wallpaper-calculator',
		job: '60 m wall',
		query: 'rollWidth=53&rollLength=10&walls.0.length=60&walls.0.height=2.4',
	},
	{ id: 'roofing-calculator', job: '60 m hip roof', query: 'shape=hip&length=60&width=12' },
	{ id: 'concrete-volume', job: '60 m slab', query: 'length=60&width=3&height=0.1' },
	{
		id: 'conduit-fill-calculator',
		job: '200 conductor rows',
		query: entries(200, (index) => row('rows', 'Conductor', index, { size: 14, count: 1 })),
	},
	{ id: 'duct-size-calculator', job: 'large duct', query: 'airflow=5000&hasRectangular=1' },
]

function option(name, fallback) {
	const index = process.argv.indexOf(name)
	return index === -1 ? fallback : process.argv[index + 1]
}

/**
 * In the page: the drawings' render and commit as the kit measures it (User Timing 'calcwright:drawing-render', from
 * the drawings' render to their layout effect), then the time to the next frame, and the SVG elements drawn.
 */
function watchForDrawing() {
	window.__drawingBench = new Promise((resolve) => {
		const observer = new PerformanceObserver((list) => {
			const [measure] = list.getEntriesByName('calcwright:drawing-render')
			if (!measure) return
			observer.disconnect()
			const committed = measure.startTime + measure.duration
			requestAnimationFrame(() =>
				setTimeout(() => {
					const svgs = document.querySelectorAll('section svg[role="img"]')
					resolve({
						render: measure.duration,
						paint: performance.now() - committed,
						drawings: svgs.length,
						elements: [...svgs].reduce((sum, svg) => sum + svg.querySelectorAll('*').length, 0),
					})
				}, 0),
			)
		})
		observer.observe({ type: 'measure' })
	})
}

async function runRound(browser, baseUrl, scenario) {
	const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
	try {
		await page.goto(`${baseUrl}/calculators/${scenario.id}?${scenario.query}`)
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		await page.waitForTimeout(500)
		await page.evaluate(watchForDrawing)
		await page.getByRole('button', { name: 'Calculate', exact: true }).click()
		return await page.evaluate(() => window.__drawingBench)
	} finally {
		await page.close()
	}
}

buildUnlessAsked('bench:drawings')
const { baseUrl, stop } = await serveBuild()
try {
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
	const only = option('--only', null)?.split(',')
	const rounds = Number(option('--rounds', 3))
	const load = loadavg()
		.map((value) => value.toFixed(1))
		.join(', ')
	console.log(`Chromium ${browser.version()}, ${cpus().length} CPUs, load average ${load}; ${rounds} rounds`)
	console.log(
		'\nCalculator                  Job                          Drawings  Elements   Render  → frame (whole results)',
	)
	let isOver = false
	try {
		for (const scenario of SCENARIOS.filter((item) => !only || only.includes(item.id))) {
			const samples = []
			for (let round = 0; round < rounds; round += 1) samples.push(await runRound(browser, baseUrl, scenario))
			const render = summarise(samples.map((sample) => sample.render)).median
			const paint = summarise(samples.map((sample) => sample.paint)).median
			isOver ||= !(render <= FRAME_BUDGET_MS)
			const [{ drawings, elements }] = samples
			console.log(
				`${scenario.id.padEnd(27)} ${scenario.job.padEnd(28)} ${String(drawings).padStart(8)}  ${String(elements).padStart(8)}  ${formatMs(render).padStart(6)}  ${formatMs(paint).padStart(7)}`,
			)
		}
	} finally {
		await browser.close()
	}
	console.log(`\nBudget: the drawings' render and commit within one frame (${FRAME_BUDGET_MS} ms, median).`)
	if (isOver) {
		console.log('OVER BUDGET: see the Render column.')
		process.exitCode = 1
	}
} finally {
	stop()
}
