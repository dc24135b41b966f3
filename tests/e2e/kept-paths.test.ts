import type { Browser, Page } from '@playwright/test'
import { calculatorPath, calculators } from '../../app/catalogue/calculators.ts'
import { readCalculatorDoc, workedExample } from '../../scripts/calculator-docs.mjs'
import { calculate } from './calculator-helpers.ts'
import {
	expect as baseExpect,
	gotoHydrated,
	reloadHydrated,
	resultsRegion,
	test,
	waitForHydration,
} from './fixtures.ts'
import { expectControls, formControls, holdScripts, LOADING_LINE, typeBeforeScripts } from './kept-paths-helpers.ts'

// Issue #37: every way back to an estimate is a property of the contract, so it is tested on every built calculator
// from the catalogue (a calculator added later is covered the day it lands), with its method page's worked example
// (docs/calculators/<id>.md §6): the project's 'Open', a reload, the results address in a fresh browser, Back and
// Forward, another page and Back, and typing into the form before its scripts arrive (decision 085).

// Each way back may fetch the results view again (a fresh browser, a reload): on a loaded machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 })

/** What the results show: the key figure and every table, as text. */
async function shownResults(page: Page) {
	const results = resultsRegion(page)
	await expect(results.getByRole('button', { name: 'Copy link' })).toBeVisible()
	await expect(results.locator('[aria-busy="true"]')).toHaveCount(0)
	return {
		headline: (await results.getByRole('definition').first().textContent()) ?? '',
		tables: await results.getByRole('table').allTextContents(),
	}
}

/** The same results are back: the key figure and every table. */
async function expectResults(page: Page, shown: Awaited<ReturnType<typeof shownResults>>, way: string) {
	const results = resultsRegion(page)
	await expect(results.getByRole('definition').first(), way).toHaveText(shown.headline)
	await expect(results.getByRole('table'), way).toHaveText(shown.tables)
	await expect(results.getByRole('button', { name: 'Copy link' }), way).toBeVisible()
}

/** The form holds every control as `controls` has it. */
async function expectForm(page: Page, controls: Awaited<ReturnType<typeof formControls>>, way: string) {
	await expect.poll(() => formControls(page), { message: way, timeout: 15_000 }).toEqual(controls)
}

/** The header's Project link: another page of the site, reached inside the app. */
async function goToAnotherPage(page: Page) {
	await page
		.getByRole('link', { name: /^Project/ })
		.first()
		.click()
	await expect(page.getByRole('heading', { level: 1, name: 'Project' })).toBeVisible()
}

/**
 * Runs `steps` in a browser of its own: nothing kept from the steps before, and no service worker, so a script held
 * back by a route is really on its way (one served by the worker would pass the route by).
 */
async function inFreshBrowser(browser: Browser, steps: (page: Page) => Promise<void>) {
	const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' })
	try {
		await steps(await context.newPage())
	} finally {
		await context.close()
	}
}

for (const { id, name } of calculators.filter((calculator) => calculator.isBuilt)) {
	test(`${name}: its worked example comes back by every way back, and what is typed before the scripts is kept`, async ({
		page,
		browser,
	}) => {
		// About 15 s on an idle machine; a loaded one takes several times as long.
		test.setTimeout(180_000)
		const { query } = workedExample(readCalculatorDoc(id))
		expect(query, `docs/calculators/${id}.md §6 links to its example`).toBeDefined()
		const path = calculatorPath(id)

		// The example's form; another page and Back brings it back as it was.
		await gotoHydrated(page, `${path}?${query}`)
		const exampleForm = await formControls(page)
		await goToAnotherPage(page)
		await page.goBack()
		await expectForm(page, exampleForm, 'another page and Back to the form')
		await reloadHydrated(page)
		await expectForm(page, exampleForm, 'a reload of the form')

		const results = await calculate(page)
		await expect(results).toBeVisible()
		const shown = await shownResults(page)
		const resultsUrl = page.url()

		await reloadHydrated(page)
		await expectResults(page, shown, 'a reload')

		await page.goBack()
		await expectForm(page, exampleForm, 'Back to the form')
		await page.goForward()
		await expectResults(page, shown, 'Forward to the results')

		await resultsRegion(page).getByRole('button', { name: 'Add to project' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Added to your project' })).toBeVisible()
		await goToAnotherPage(page)
		await page.getByRole('link', { name: 'Open Estimate 1' }).click()
		await expectResults(page, shown, "the project's Open")
		expect(page.url(), "the project's Open keeps the address").toBe(resultsUrl)

		await goToAnotherPage(page)
		await page.goBack()
		await expectResults(page, shown, 'another page and Back to the results')

		await inFreshBrowser(browser, async (fresh) => {
			await fresh.goto(resultsUrl)
			await expectResults(fresh, shown, 'the results address, fresh')
		})

		// The example's fields that the bare form has (a list's first row), typed before the scripts arrive.
		await inFreshBrowser(browser, async (slow) => {
			const release = await holdScripts(slow)
			await slow.goto(path, { waitUntil: 'commit' })
			const typed = await typeBeforeScripts(slow, exampleForm)
			await expect(
				slow.getByText(LOADING_LINE),
				'Calculate says the page is loading, not what is missing',
			).toBeVisible()
			await expect(slow.getByRole('button', { name: 'Calculate' })).toBeDisabled()
			release()
			await waitForHydration(slow)
			await expectControls(slow, typed, 'typed before the scripts arrived')
			// The fields showed it from the start; once the address carries it, the form's state has it too.
			await expect.poll(() => new URL(slow.url()).search, { message: 'the address takes what was typed' }).not.toBe('')
			// The form's state has them, not just its fields: another page and Back draws the form again from it.
			await goToAnotherPage(slow)
			await slow.goBack()
			await expectControls(slow, typed, 'typed before the scripts arrived, after another page and Back')
		})
	})
}
