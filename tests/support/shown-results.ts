import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect } from 'vitest'
import type { Worked } from '#app/estimate/estimate.ts'
import { resultOfSteps } from '#app/estimate/estimate-tools-working.ts'
import { type Bought, expectSoundEstimate } from './estimated.ts'

export { boughtBy, stepsOf } from './estimated.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

/** Markup as the reader sees it: tags dropped, entities read. */
function textOf(html: string) {
	return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
}

type ResultsComponent<TInput, TResult> = ComponentType<{ input: TInput; result: TResult; onStartNew: () => void }>

/** What the results show, by label: a label's texts in the order they are shown. */
export type Shown = Map<string, Array<string>>

/**
 * What a Results component shows, rendered as the page renders it: for each label of the headline and of the table
 * rows (not the input summary's echoed inputs), its texts in order. A row's text is its last cell (a cut list's
 * quantity). A row of a table with a caption is also named '<caption>: <label>' ('Room 1: Drops'), for the tables
 * that repeat their rows (one per room); a label used twice (two rooms named alike) has two texts.
 */
export function shownResults<TInput, TResult>(
	Results: ResultsComponent<TInput, TResult>,
	input: TInput,
	result: TResult,
): Shown {
	const html = renderToStaticMarkup(createElement(Results, { input, result, onStartNew: () => {} }))
	const shown: Shown = new Map()
	const add = (label: string, value: string) => shown.set(label, [...(shown.get(label) ?? []), value])
	// The headline is the card's first list; the input summary's lists echo the inputs.
	const headline = /<dl[^>]*><dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)
	if (headline) add(textOf(headline[1] ?? ''), textOf(headline[2] ?? ''))
	for (const [, table = ''] of html.matchAll(/<table[^>]*>(.*?)<\/table>/g)) {
		const caption = /<caption>(.*?)<\/caption>/.exec(table)?.[1]
		for (const [, row = ''] of table.matchAll(/<tr>(.*?)<\/tr>/g)) {
			const label = /<th scope="row">(.*?)<\/th>/.exec(row)?.[1]
			const cell = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].at(-1)?.[1]
			if (label === undefined || cell === undefined) continue
			add(textOf(label), textOf(cell))
			if (caption !== undefined) add(`${textOf(caption)}: ${textOf(label)}`, textOf(cell))
		}
	}
	return shown
}

/**
 * Issue #17: every working line names a line the results show and arrives at exactly its text (the n-th line of a
 * label at the n-th text shown under that label); no step reads NaN, Infinity, undefined or a negative amount; every
 * purchase has a key of lowercase words and digits joined by '-', and is a whole, positive count (0 too where `zero`)
 * or, for the `decimal` units, a positive amount. Returns what the results show.
 */
export function expectWorkingShown<TInput, TResult extends Worked>(
	Results: ResultsComponent<TInput, TResult>,
	input: TInput,
	result: TResult,
	{ decimal = [], zero = false }: Bought = {},
) {
	const shown = shownResults(Results, input, result)
	const unread = new Map([...shown].map(([label, texts]) => [label, [...texts]]))
	for (const line of result.working) {
		const text = unread.get(line.label)?.shift()
		expect(text, `${line.label}: ${line.steps}`).toBeDefined()
		expect(resultOfSteps(line.steps), `${line.label}: ${line.steps}`).toBe(text)
	}
	expectSoundEstimate(result, { decimal, zero })
	return shown
}
