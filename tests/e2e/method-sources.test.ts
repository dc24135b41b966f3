import { calculators } from '../../app/catalogue/calculators.ts'
import { namesYearOrEdition, readCalculatorDoc, sourcesOf } from '../../scripts/calculator-docs.mjs'
import { expect, gotoHydrated, test } from './fixtures.ts'

/**
 * Issue #36: the Sources under 'How it's calculated' name a year or an edition for every item, so a contractor can
 * find the table in the book; §8 (departures from the first specification) stays in the file.
 */
const CHECKED = calculators
	.filter((entry) => entry.isBuilt)
	.map((entry) => ({ id: entry.id, doc: readCalculatorDoc(entry.id) }))

test('every source on the page names a year or an edition, and the departures from the specification are not shown', async ({
	page,
}) => {
	test.setTimeout(120_000)
	expect(CHECKED.length).toBeGreaterThan(0)
	for (const { id, doc } of CHECKED) {
		await gotoHydrated(page, `/calculators/${id}`)
		const method = page.getByRole('region', { name: "How it's calculated" })
		const sources = method
			.getByRole('heading', { name: 'Sources', level: 3 })
			.locator('xpath=following-sibling::*[1]')
			.getByRole('listitem')
		const items = await sources.allTextContents()
		expect(items, id).toHaveLength(sourcesOf(doc).length)
		for (const item of items) expect(namesYearOrEdition(item), `${id}: ${item}`).toBe(true)
		await expect(method.getByText('Departures from the first specification'), id).toHaveCount(0)
	}
})
