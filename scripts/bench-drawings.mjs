// `npm run bench:drawings`: how long each calculator's drawing (issue #29) takes to appear with a large job: 200
// entries, or one 60 m wall. Builds the site (skip with --no-build), serves it, opens each job as a link in Debian's
// Chromium, presses Calculate and prints per job, as medians over rounds: the drawings' render (React rendering every
// figure and creating its SVG elements; the kit marks it), then the time to the next frame (the commit, style,
// layout and paint of the whole results view the drawing came with), and the SVG elements drawn. The budget is the
// drawing's own work within one frame: its render ≤ 16 ms. `--rounds N` (default 3), `--only a,b`.
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

/** Drywall asks for a board type and size before it calculates. */
const DRYWALL = 'drywallType=standard&boardSize=1200x2400'

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
		query: `${DRYWALL}&${entries(200, (index) => row('walls', 'Wall', index, { length: 5, height: 2.4 }))}`,
	},
	{ id: 'drywall-estimator', job: '60 m wall', query: `${DRYWALL}&walls.0.length=60&walls.0.height=2.4` },
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
	{ id: 'lumber-calculator', job: '30 m wall (the most)', query: 'walls.0.length=30&walls.0.height=2.4' },
	{
		id: 'laminate-calculator',
		job: '200 rooms',
		query: entries(200, (index) => row('rooms', 'Room', index, { length: 5, width: 4 })),
	},
	{ id: 'laminate-calculator', job: '50 m room (the most)', query: 'rooms.0.length=50&rooms.0.width=50&boardWidth=50' },
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
	{ id: 'carpet-calculator', job: '30 m room (the most)', query: 'rooms.0.length=30&rooms.0.width=30' },
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
		job: '5 rows of 200 conductors',
		query: `tradeSize=4&${entries(5, (index) => row('rows', 'Conductor', index, { size: 14, count: 200 }))}`,
	},
	{ id: 'duct-size-calculator', job: 'large duct', query: 'airflow=5000&hasRectangular=1' },
]

function option(name, fallback) {
	const index = process.argv.indexOf(name)
	return index === -1 ? fallback : process.argv[index + 1]
}

/**
 * In the page: the drawings' first render as the kit measures it (User Timing 'calcwright:drawing-render'), the frame
 * that shows it with the results, then, while the figures are drawn in React's deferred render, the longest frame and
 * the time until every figure is drawn (no svg aria-busy), and the SVG elements drawn.
 */
function watchForDrawing() {
	window.__drawingBench = new Promise((resolve) => {
		const figures = () => [...document.querySelectorAll('section svg[role="img"]')]
		const isAllDrawn = () => figures().length > 0 && figures().every((svg) => svg.getAttribute('aria-busy') === 'false')
		const observer = new PerformanceObserver((list) => {
			const [measure] = list.getEntriesByName('calcwright:drawing-render')
			if (!measure) return
			observer.disconnect()
			const shown = measure.startTime + measure.duration
			const frames = []
			let last = shown
			const tick = () => {
				const now = performance.now()
				frames.push(now - last)
				last = now
				if (!isAllDrawn()) return requestAnimationFrame(tick)
				setTimeout(() => {
					const svgs = figures()
					const figureRenders = performance.getEntriesByName('calcwright:figure-render').map((each) => each.duration)
					resolve({
						render: measure.duration,
						longestFigure: Math.max(0, ...figureRenders),
						resultsFrame: frames[0],
						longestFrame: Math.max(0, ...frames.slice(1)),
						allDrawn: performance.now() - shown,
						drawings: svgs.length,
						elements: svgs.reduce((sum, svg) => sum + svg.querySelectorAll('*').length, 0),
					})
				}, 0)
			}
			requestAnimationFrame(tick)
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
		const calculate = page.getByRole('button', { name: 'Calculate', exact: true })
		if (await calculate.isDisabled()) {
			const refused = await page.evaluate(() => {
				const field = document.querySelector('[aria-invalid="true"]')
				const message = document.getElementById(field?.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
				return `${field?.labels?.[0]?.textContent ?? 'a field'}: ${message?.textContent ?? 'not accepted'}`
			})
			return { refused }
		}
		await page.evaluate(watchForDrawing)
		await calculate.click()
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
		`\n${'Calculator'.padEnd(24)} ${'Job'.padEnd(24)} Drawings Elements  1st rndr  results  figure  longest  all drawn`,
	)
	let isOver = false
	try {
		for (const scenario of SCENARIOS.filter((item) => !only || only.includes(item.id))) {
			const samples = []
			for (let round = 0; round < rounds; round += 1) samples.push(await runRound(browser, baseUrl, scenario))
			if (samples[0].refused) {
				console.log(
					`${scenario.id.padEnd(24)} ${scenario.job.padEnd(24)} the form refuses the job: ${samples[0].refused}`,
				)
				isOver = true
				continue
			}
			const median = (key) => summarise(samples.map((sample) => sample[key])).median
			isOver ||= !(median('render') <= FRAME_BUDGET_MS && median('longestFigure') <= FRAME_BUDGET_MS)
			const [{ drawings, elements }] = samples
			const cells = ['render', 'resultsFrame', 'longestFigure', 'longestFrame', 'allDrawn'].map((key) =>
				formatMs(median(key)).padStart(8),
			)
			console.log(
				`${scenario.id.padEnd(24)} ${scenario.job.padEnd(24)} ${String(drawings).padStart(8)} ${String(elements).padStart(8)} ${cells.join(' ')}`,
			)
		}
	} finally {
		await browser.close()
	}
	console.log(
		[
			'',
			"1st rndr: what the drawings add to the results' own render (their boxes; the kit's User Timing measure).",
			'results: the frame that shows the results with them (commit, layout and paint of the whole results view).',
			"figure: the longest one figure's content took to render in React's deferred, time-sliced render (kit's measure).",
			'longest: the longest frame after the results frame until all are drawn (any work of the page, not only drawing).',
			'all drawn: from the results frame until every figure is drawn.',
			`Budget (medians): the drawing's work within a frame: 1st rndr ≤ ${FRAME_BUDGET_MS} ms and figure ≤ ${FRAME_BUDGET_MS} ms.`,
		].join('\n'),
	)
	if (isOver) {
		console.log('OVER BUDGET: see 1st rndr and figure.')
		process.exitCode = 1
	}
} finally {
	stop()
}
