import { describe, expect, test } from 'vitest'
import { calculators } from '#app/catalogue/calculators.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'
import {
	methodHtml,
	readCalculatorDoc,
	SECTION_TITLES,
	shownSections,
	sourceProblems,
	sourcesOf,
	workedExample,
} from '../../scripts/calculator-docs.mjs'
import { ALL_CALCULATORS } from '../support/all-calculators.ts'

/** §3–§7 as written; the page's HTML may grow by at most 6 KB gzip (issue #28), this keeps well inside it. */
const MOST_SHOWN_CHARACTERS = 5_500

/** Every line a result shows, by label, a per-entry table's lines also as '<caption>: <label>'. */
function shownLines({ shown }: Estimated) {
	const lines = new Map<string, string>([[shown.headline.label, shown.headline.value]])
	for (const table of shown.tables)
		for (const line of table.lines) {
			if (!lines.has(line.label)) lines.set(line.label, line.value)
			lines.set(`${table.caption}: ${line.label}`, line.value)
		}
	return lines
}

/** A file whose §5 lists these items, for the tests of the source rule. */
function docWithSources(items: ReadonlyArray<string>) {
	const markdown = items.map((item) => `- ${item}`).join('\n')
	return { id: 'x', title: 'X', lastReviewed: '2026-11-28', sections: [{ number: 5, title: 'Sources', markdown }] }
}

test('the source rule: a year or an edition on every item', () => {
	expect(sourceProblems(docWithSources(['NFPA 70, National Electrical Code, 2023 edition, Table 310.16']))).toEqual([])
	expect(sourceProblems(docWithSources(['SMACNA HVAC Duct Construction Standards, 3rd edition']))).toEqual([])
	expect(sourceProblems(docWithSources(['BS 5385-3:2014, floors']))).toEqual([])
	expect(sourceProblems(docWithSources(['ASTM B88, tube tables', 'Crane TP-410, 2009 edition']))).toEqual([
		'no year or edition: ASTM B88, tube tables',
	])
})

test("the source rule: a figure of the site's own gives the published range it sits in, with a year", () => {
	const tile = "10 %, the site's figure; tile makers advise 5–15 %, TCNA Handbook 2024"
	expect(sourceProblems(docWithSources([tile]))).toEqual([])
	expect(
		sourceProblems(docWithSources(["Copper C 140: the site's figure; published 130 to 150 (NFPA 13, 2022)"])),
	).toEqual([])
	// A year alone is not a range, and neither is the hyphen of a standard's number.
	expect(sourceProblems(docWithSources(["10 %: the site's figure (2024)"]))).toHaveLength(1)
	expect(sourceProblems(docWithSources(["SDR 11: the site's figure, BS EN 12201-2:2011"]))).toHaveLength(1)
	expect(sourceProblems(docWithSources(["the site's own figures, 2020"]))).toHaveLength(1)
})

for (const definition of ALL_CALCULATORS) {
	const entry = calculators.find((calculator) => calculator.id === definition.id)
	describe(`docs/calculators/${definition.id}.md`, () => {
		test('has the catalogue name, a review date and §1–§8 in order, §3–§7 short enough for the page', () => {
			const doc = readCalculatorDoc(definition.id)
			expect(doc.title).toBe(entry?.name)
			// Counted without the spaces that line up table columns: the page renders the table, not them.
			const shownLength = shownSections(doc).reduce(
				(sum, section) => sum + section.markdown.replace(/ {2,}/g, ' ').length,
				0,
			)
			expect(shownLength).toBeLessThanOrEqual(MOST_SHOWN_CHARACTERS)
			for (const section of doc.sections) expect(section.markdown, `§${section.number}`).not.toBe('')
		})

		test("on the page, its one link is the worked example's, and no file of the repository is named", () => {
			const html = methodHtml(definition.id)
			const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1])
			expect(links).toHaveLength(1)
			expect(links[0]).toMatch(new RegExp(`^/calculators/${definition.id}(\\?|$)`))
			expect(html).not.toMatch(/\.md\b/)
			expect(html, '§8 is for developers').not.toContain(SECTION_TITLES[7])
		})

		test('names at least one source', () => {
			expect(sourcesOf(readCalculatorDoc(definition.id)).length).toBeGreaterThan(0)
		})

		test('ends with §8, where it departs from the first specification', () => {
			const doc = readCalculatorDoc(definition.id)
			expect(doc.sections.map((section) => section.title)).toEqual(SECTION_TITLES)
			expect(doc.lastReviewed >= '2026-11-28', 'reviewed for issue #36').toBe(true)
		})

		test("every source names a year or an edition; a figure of the site's own gives the published range", () => {
			const doc = readCalculatorDoc(definition.id)
			expect(sourceProblems(doc)).toEqual([])
		})

		test('its worked example gives, through compute, the figures it says the results show', () => {
			const { query, rows } = workedExample(readCalculatorDoc(definition.id))
			expect(query, 'a link [..](/calculators/<id>?<query>) in §6').toBeDefined()
			expect(rows.length, "a '| Result | Shown |' table in §6").toBeGreaterThan(0)
			const link = readLink(query ?? '', definition.defaults, definition.schema)
			expect(link.unusable).toEqual([])
			const { data, errors } = parseWith(definition.schema(link.values), link.values)
			expect(errors).toEqual({})
			const result = definition.compute(data) as Estimated
			expect(result.shown, 'compute returns the shown lines').toBeDefined()
			const lines = shownLines(result)
			const wanted = Object.fromEntries(rows.map((row) => [row.label, row.shown]))
			const got = Object.fromEntries(rows.map((row) => [row.label, lines.get(row.label) ?? '(no such line)']))
			expect(got).toEqual(wanted)
		})
	})
}
