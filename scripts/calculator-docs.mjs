import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Marked } from 'marked'

/**
 * A calculator's method file, docs/calculators/<id>.md (shape: docs/calculators/README.md): read for the build,
 * which renders §3–§7 into the calculator's page as 'How it's calculated', and for the tests that check it.
 */

const DOCS = fileURLToPath(new URL('../docs/calculators/', import.meta.url))

/**
 * The sections every file has, in order: §1–§2 for developers, §3–§7 shown on the page, §8 for developers (where the
 * site departs from the first specification, and why).
 */
export const SECTION_TITLES = [
	'What it is for',
	'Inputs',
	'Method',
	'Allowances and rounding',
	'Sources',
	'Worked example',
	'Limits',
	'Departures from the first specification',
]
const FIRST_SHOWN = 3
const LAST_SHOWN = 7

/**
 * @typedef {{ number: number, title: string, markdown: string }} DocSection
 * @typedef {{ id: string, title: string, lastReviewed: string, sections: DocSection[] }} CalculatorDoc
 */

export function docPath(id) {
	return `${DOCS}${id}.md`
}

/**
 * The file's title, review date and numbered sections; throws, naming the file, when one is missing or out of order.
 * @returns {CalculatorDoc}
 */
export function readCalculatorDoc(id) {
	let text
	try {
		text = readFileSync(docPath(id), 'utf8')
	} catch {
		throw new Error(`No method file for ${id}: write docs/calculators/${id}.md (docs/calculators/README.md)`)
	}
	const title = /^# (.+)$/m.exec(text)?.[1]?.trim()
	const lastReviewed = /^Last reviewed: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1]
	if (!title || !lastReviewed)
		throw new Error(`docs/calculators/${id}.md needs a '# Title' and 'Last reviewed: YYYY-MM-DD'`)
	const parts = text.split(/^## /m).slice(1)
	const sections = parts.map((part) => {
		const [heading = '', ...body] = part.split('\n')
		const match = /^(\d+)\. (.+)$/.exec(heading.trim())
		return { number: Number(match?.[1]), title: match?.[2] ?? heading.trim(), markdown: body.join('\n').trim() }
	})
	const expected = SECTION_TITLES.map((name, index) => `${index + 1}. ${name}`)
	const found = sections.map((section) => `${section.number}. ${section.title}`)
	if (JSON.stringify(found) !== JSON.stringify(expected))
		throw new Error(`docs/calculators/${id}.md sections are ${found.join(' | ')}; expected ${expected.join(' | ')}`)
	return { id, title, lastReviewed, sections }
}

/**
 * The sections shown on the page (§3–§7).
 * @param {CalculatorDoc} doc
 * @returns {DocSection[]}
 */
export function shownSections(doc) {
	return doc.sections.filter((section) => section.number >= FIRST_SHOWN && section.number <= LAST_SHOWN)
}

/**
 * The worked example's link into the calculator and its table of what the results show.
 * @param {CalculatorDoc} doc
 * @returns {{ query: string | undefined, rows: Array<{ label: string, shown: string }> }}
 */
export function workedExample(doc) {
	const section = doc.sections.find((item) => item.title === 'Worked example')
	const tokens = new Marked().lexer(section?.markdown ?? '')
	const link = findToken(tokens, (token) => token.type === 'link' && token.href.startsWith(`/calculators/${doc.id}`))
	const table = tokens.find(
		(token) => token.type === 'table' && token.header.map((cell) => cell.text).join('|') === 'Result|Shown',
	)
	const rows = (table?.rows ?? []).map(([label, shown]) => ({ label: plain(label.text), shown: plain(shown.text) }))
	const query = link ? (link.href.split('?')[1] ?? '') : undefined
	return { query, rows }
}

/** A cell's text as the reader sees it: no backticks or bold, entities read. */
function plain(text) {
	return text.replace(/[`*]/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim()
}

function findToken(tokens, isWanted) {
	for (const token of tokens) {
		if (isWanted(token)) return token
		const children = [...(token.tokens ?? []), ...(token.items ?? [])]
		const found = findToken(children, isWanted)
		if (found) return found
	}
	return undefined
}

/** A year (1900–2099) or an edition ('3rd edition', 'Edition 2'): what makes a source checkable. */
const YEAR_OR_EDITION = /\b(?:19|20)\d{2}\b|\b\d+(?:st|nd|rd|th) edition\b|\bedition \d+\b/i
/** Whether a source line names a year or an edition (the page's list items are checked with it too). */
export function namesYearOrEdition(text) {
	return YEAR_OR_EDITION.test(text)
}

/** A figure the site chose itself; it must give the published range it sits in. */
const SITE_FIGURE = /\bthe site['’]s (?:own )?figures?\b/i
/** A range of figures, '5–15 %', '130–150', '0.6 to 0.9 m/s' (a hyphen is left out: it joins standard numbers). */
const RANGE = /\d[\d,.]*\s*(?:%|[a-zA-Z²³/]+)?\s*(?:–|\bto\b)\s*\d/

/**
 * The §5 items that break docs/calculators/README.md's rule for sources: each names a year or an edition, so a
 * contractor can find the page of the data sheet or code book it comes from; an item that says a figure is the site's
 * own also gives the published range it sits in (a range and a year). Returns a line per broken item.
 * @param {CalculatorDoc} doc
 * @returns {string[]}
 */
export function sourceProblems(doc) {
	return sourcesOf(doc).flatMap((item) => {
		const start = item.slice(0, 60)
		if (!namesYearOrEdition(item)) return [`no year or edition: ${start}`]
		if (SITE_FIGURE.test(item) && !RANGE.test(item)) return [`the site's figure without a published range: ${start}`]
		return []
	})
}

/**
 * Sources listed in §5: the items of its lists.
 * @param {CalculatorDoc} doc
 * @returns {string[]}
 */
export function sourcesOf(doc) {
	const section = doc.sections.find((item) => item.title === 'Sources')
	return new Marked()
		.lexer(section?.markdown ?? '')
		.filter((token) => token.type === 'list')
		.flatMap((list) => list.items.map((item) => item.text))
}

/**
 * A section as the page shows it: a reference to another file of the repository ('[site-rules.md](site-rules.md) §2')
 * means nothing on the site, so it reads as words, not a link.
 */
export function forThePage(markdown) {
	const SECTIONS = '(?: §\\d+(?:(?:,| and) §\\d+)*)?'
	const name = (file) =>
		file === 'site-rules' ? 'the site’s shared rules' : `the ${readCalculatorDoc(file).title}’s method`
	return markdown
		.replace(new RegExp(`\\[[^\\]]*\\]\\(([\\w-]+)\\.md(?:#[^)]*)?\\)${SECTIONS}`, 'g'), (_, file) => name(file))
		.replace(new RegExp(`\\b([\\w-]+)\\.md${SECTIONS}`, 'g'), (_, file) => name(file))
}

/**
 * The page's 'How it's calculated' section, as HTML (issue #28): §3–§7 under their own headings, and the review date.
 * The files are the project's own text, never anything a visitor typed.
 */
export function methodHtml(id) {
	const doc = readCalculatorDoc(id)
	const marked = new Marked({ gfm: true })
	const body = shownSections(doc)
		.map((section) => `<h3>${section.title}</h3>\n${marked.parse(forThePage(section.markdown))}`)
		.join('\n')
	return `<h2 id="how-its-calculated">How it&#x27;s calculated</h2>\n${body}<p>Last reviewed: <time datetime="${doc.lastReviewed}">${doc.lastReviewed}</time></p>`
}
