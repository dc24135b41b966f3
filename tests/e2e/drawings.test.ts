import type { Page } from '@playwright/test'
import { calculate } from './calculator-helpers.ts'
import { expect, expectNoBrokenNumbers, gotoHydrated, resultsRegion, test } from './fixtures.ts'
import { fillSample, SAMPLE_ESTIMATES } from './sample-estimates.ts'

/**
 * Issue #29: the calculators where the shape matters draw the person's own job under the results. Each row: the
 * drawing's accessible name, and a field to change (with its new value) after going Back to the form.
 */
const DRAWN: ReadonlyArray<{ path: string; name: RegExp; change: [label: string, value: string] }> = [
	{ path: '/calculators/tile-calculator', name: /^Tile layout of Wall 1$/, change: ['Wall 1 Length', '3600'] },
	{ path: '/calculators/drywall-estimator', name: /^Board layout of Wall 1$/, change: ['Wall 1 Length', '6'] },
	{ path: '/calculators/deck-board-estimator', name: /^Deck boards from above$/, change: ['Deck Length', '6000'] },
	{ path: '/calculators/lumber-calculator', name: /^Stud wall elevation of Wall 1$/, change: ['Wall 1 Length', '4.8'] },
	{ path: '/calculators/laminate-calculator', name: /^Laminate layout of Room 1$/, change: ['Room 1 Length', '6'] },
	{ path: '/calculators/hardwood-calculator', name: /^Hardwood layout of Room 1$/, change: ['Room 1 Length', '5'] },
	{ path: '/calculators/carpet-calculator', name: /^Carpet drops for Room 1$/, change: ['Room 1 Length', '5'] },
	{ path: '/calculators/wallpaper-calculator', name: /^Wallpaper strips on Wall 1$/, change: ['Wall 1 Length', '5'] },
	{ path: '/calculators/roofing-calculator', name: /^Roof plan, gable$/, change: ['Building length', '12'] },
	{ path: '/calculators/concrete-volume', name: /^Section and plan of the slab$/, change: ['Length', '6'] },
	{
		path: '/calculators/conduit-fill-calculator',
		name: /^Cross-section of the .+ conduit$|^Cross-section of the /,
		change: ['Conductor 1 Count', '5'],
	},
	{ path: '/calculators/duct-size-calculator', name: /^Duct cross-sections to scale$/, change: ['Airflow', '400'] },
]

function drawingIn(page: Page, name: RegExp) {
	return resultsRegion(page).getByRole('img', { name }).first()
}

/** The drawing's SVG once drawn (its content comes in a deferred render, busy till then), to tell one from another. */
async function drawnMarkup(page: Page, name: RegExp) {
	await expect(drawingIn(page, name)).toHaveAttribute('aria-busy', 'false')
	return drawingIn(page, name).evaluate((svg) => svg.innerHTML)
}

for (const drawn of DRAWN) {
	const sample = SAMPLE_ESTIMATES.find((each) => each.path === drawn.path)!
	const id = drawn.path.split('/').at(-1)!

	test(`${id}: a named, described drawing appears after Calculate, fits 320 px, prints and follows the inputs`, async ({
		page,
	}) => {
		await page.setViewportSize({ width: 320, height: 740 })
		await gotoHydrated(page, drawn.path)
		await fillSample(page, sample)
		await calculate(page)
		const drawing = drawingIn(page, drawn.name)
		await expect(drawing).toBeVisible()
		await expect(resultsRegion(page).getByRole('heading', { name: 'Drawing to scale' })).toBeVisible()
		await expect(drawing).toHaveAccessibleDescription(/\w{3,}/)
		await expectNoBrokenNumbers(page)

		// Fits the phone: nothing scrolls sideways, and the drawing is inside the screen.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
		const box = (await drawing.boundingBox())!
		expect(box.x).toBeGreaterThanOrEqual(0)
		expect(box.x + box.width).toBeLessThanOrEqual(320)

		await page.emulateMedia({ media: 'print' })
		await expect(drawing).toBeVisible()
		await page.emulateMedia({ media: 'screen' })

		const before = await drawnMarkup(page, drawn.name)
		await page.goBack()
		const [label, value] = drawn.change
		await page.getByLabel(label, { exact: true }).fill(value)
		await calculate(page)
		await expect(drawingIn(page, drawn.name)).toBeVisible()
		expect(await drawnMarkup(page, drawn.name)).not.toBe(before)
	})
}

test("the drawing code is not part of the page's first load: it comes with the results view", async ({ page }) => {
	const sample = SAMPLE_ESTIMATES.find((each) => each.path === '/calculators/duct-size-calculator')!
	// Every script the page's HTML names (the loader's list and the entry): none carries the drawings.
	const html = await (await page.request.get(sample.path)).text()
	const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))]
	expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/))
	for (const script of scripts) {
		expect(await (await page.request.get(script)).text(), script).not.toContain('Drawing to scale')
	}
	// The drawings' code is fetched once the page idles, with the results view, and draws with the results.
	const drawingCode = page.waitForResponse(async (response) =>
		response.url().endsWith('.js') ? (await response.text()).includes('Drawing to scale') : false,
	)
	await gotoHydrated(page, sample.path)
	await drawingCode
	await fillSample(page, sample)
	await calculate(page)
	await expect(drawingIn(page, /^Duct cross-sections to scale$/)).toBeVisible()
})
