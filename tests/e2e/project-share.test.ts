import type { Browser } from '@playwright/test'
import { expect, expectNoBrokenNumbers, gotoHydrated, test } from './fixtures.ts'
import { downloadCsv, estimatesList, openProjectWith, storedEntry, tins } from './project-helpers.ts'

/** A link as the site wrote them before decision 072: `/project?share=<base64url JSON>`. */
function oldShareLink(entries: unknown) {
	return `/project?share=${Buffer.from(JSON.stringify(entries)).toString('base64url')}`
}

/** Estimate `index` of a big project: its own walls, price and figures, as a real one would be. */
function roomEstimate(index: number) {
	const walls = Array.from({ length: 6 }, (_, wall) => `surfaces.${wall}.length=${3 + ((index + wall) % 7) / 4}`)
	return storedEntry({
		id: `room-${index}`,
		label: `Room ${index + 1}`,
		href: `/calculators/paint-calculator?${walls.join('&')}&cur=GBP&price.paint-tin-5l=${20 + (index % 9)}.50#results`,
		lines: [tins(1 + (index % 4), 20.5 + (index % 9))],
		figures: [
			{ label: 'Total Paint Needed', value: `${(2 + index / 10).toFixed(2)} litres` },
			{ label: 'Total Area', value: `${30 + index}.00 m²` },
		],
	})
}

async function openInFreshBrowser(browser: Browser, link: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await gotoHydrated(page, link)
	return { context, page }
}

test('a project of 45 estimates shares as one link in the fragment that rebuilds it in another browser', async ({
	page,
	browser,
}) => {
	await openProjectWith(
		page,
		Array.from({ length: 45 }, (_, index) => roomEstimate(index)),
	)
	await expect(estimatesList(page)).toHaveCount(45)
	await page.getByRole('button', { name: 'Share project' }).click()
	const link = await page.getByLabel('Project link').inputValue()
	const url = new URL(link)
	expect(url.pathname).toBe('/project')
	expect(url.search).toBe('')
	expect(url.hash).toMatch(/^#share=[\w-]+$/)

	const { context, page: other } = await openInFreshBrowser(browser, link)
	await expect(other.getByRole('status').filter({ hasText: 'Shared project opened: 45 estimates added' })).toBeVisible()
	await expect(estimatesList(other)).toHaveCount(45)
	await expect(other.getByLabel('Estimate 45 Label')).toHaveValue('Room 45')
	await expect(other).toHaveURL(/\/project$/)
	await other.reload()
	await expect(estimatesList(other)).toHaveCount(45)
	await context.close()
})

test('an old ?share= link still opens its project', async ({ page }) => {
	await gotoHydrated(page, oldShareLink([roomEstimate(0), roomEstimate(1)]))
	await expect(page.getByRole('status').filter({ hasText: 'Shared project opened: 2 estimates added' })).toBeVisible()
	await expect(estimatesList(page)).toHaveCount(2)
	await expect(page).toHaveURL(/\/project$/)
})

test('a project too large for a link says so and what to do instead', async ({ page }) => {
	// Ten estimates with 20,000 digits each that barely compress (a Lehmer generator): over 65,536 characters of link.
	let state = 1
	const noise = () => Array.from({ length: 20_000 }, () => String((state = (state * 48271) % 2147483647) % 10)).join('')
	await openProjectWith(
		page,
		Array.from({ length: 10 }, (_, index) =>
			storedEntry({ id: `big-${index}`, href: `/calculators/paint-calculator?note=${noise()}#results` }),
		),
	)
	await expect(estimatesList(page)).toHaveCount(10)
	await page.getByRole('button', { name: 'Share project' }).click()
	await expect(page.getByRole('status')).toContainText('This project is too large to share as a link')
	await expect(page.getByRole('status')).toContainText('Download CSV')
	await expect(page.getByLabel('Project link')).toHaveCount(0)
})

for (const [name, link] of [
	['damaged', '/project#share=not*base64!'],
	['empty', '/project?share='],
	['cut short', oldShareLink([roomEstimate(0)]).slice(0, 60)],
] as const) {
	test(`a ${name} project link says so and leaves the address`, async ({ page }) => {
		await gotoHydrated(page, link)
		await expect(page.getByRole('status')).toHaveText(
			'This project link is damaged or incomplete, so nothing was added. Ask for the link again and open all of it.',
		)
		await expect(page).toHaveURL(/\/project$/)
		await expect(page.getByText('No estimates yet.')).toBeVisible()
	})
}

test('a cut-short link in the new form is damaged too', async ({ page, browser }) => {
	await openProjectWith(page, [roomEstimate(0), roomEstimate(1)])
	await page.getByRole('button', { name: 'Share project' }).click()
	const link = await page.getByLabel('Project link').inputValue()
	const { context, page: other } = await openInFreshBrowser(browser, link.slice(0, link.length - 20))
	await expect(other.getByRole('status')).toContainText('This project link is damaged or incomplete')
	await expect(other).toHaveURL(/\/project$/)
	await context.close()
})

test('crafted shares: no infinite cost, fresh ids, and opening a link twice adds nothing twice', async ({ page }) => {
	const huge = storedEntry({ id: 'x', label: 'Huge', lines: [tins(1e300, 1e300)] })
	const first = storedEntry({ id: 'same', label: 'First', lines: [tins(2, 20)] })
	const second = storedEntry({ id: 'same', label: 'Second', lines: [tins(1, 20)] })
	const twin = storedEntry({ id: 'twin', label: 'Twin', lines: [tins(3, 20)] })
	const link = oldShareLink([huge, first, second, twin, twin])

	await gotoHydrated(page, link)
	await expect(page.getByRole('status')).toContainText('Shared project opened: 4 estimates added')
	await expect(page.getByRole('status')).toContainText('1 estimate in the link could not be read')
	await expect(estimatesList(page)).toHaveCount(4)
	await expectNoBrokenNumbers(page)
	expect(await downloadCsv(page)).not.toMatch(/Infinity|NaN|e\+/)

	await gotoHydrated(page, link)
	await expect(page.getByRole('status')).toContainText('4 estimates were already in your project')
	await expect(estimatesList(page)).toHaveCount(4)

	// Each imported estimate has an id of its own: removing one removes only it.
	await page.getByRole('button', { name: 'Remove Estimate 1' }).click()
	await expect(estimatesList(page)).toHaveCount(3)
	await expect(page.getByLabel('Estimate 1 Label')).toHaveValue('Second')
	await page.getByRole('button', { name: 'Remove Estimate 2' }).click()
	await expect(estimatesList(page)).toHaveCount(2)
	await expect(page.getByLabel('Estimate 2 Label')).toHaveValue('Twin')
})
