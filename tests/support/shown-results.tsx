import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect } from 'vitest'
import { type Estimated, resultOfSteps } from '#app/estimate/estimate.ts'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }

function text(html: string) {
	return html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
}

type ResultsComponent<TInput, TResult> = ComponentType<{ input: TInput; result: TResult; onStartNew: () => void }>

/**
 * What a Results component shows, rendered as the page renders it: for each label of the headline and
 * the table rows (not the input summary), its texts in order. A row is also named '<caption>: <label>' ('Room 1: Drops'), for
 * the tables that repeat their rows (one per room); a label used twice (two rooms named alike) has two texts.
 */
export function shownResults<TInput, TResult>(
	Results: ResultsComponent<TInput, TResult>,
	input: TInput,
	result: TResult,
): Map<string, Array<string>> {
	const html = renderToStaticMarkup(createElement(Results, { input, result, onStartNew: () => {} }))
	const shown = new Map<string, Array<string>>()
	const add = (label: string, value: string) => shown.set(label, [...(shown.get(label) ?? []), text(value)])
	// The headline is the card's first list; the input summary's lists echo the inputs.
	const [, label = '', value = ''] = /<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html) ?? []
	add(text(label), value)
	for (const [, caption = '', body = ''] of html.matchAll(/<caption>(.*?)<\/caption>(.*?)<\/table>/g)) {
		for (const [, label = '', value = ''] of body.matchAll(/<th scope="row">(.*?)<\/th><td>(.*?)<\/td>/g)) {
			add(text(label), value)
			add(`${text(caption)}: ${text(label)}`, value)
		}
	}
	return shown
}

/**
 * Issue #17: every working line names a line the results show and arrives at exactly its text; no
 * step reads NaN, Infinity, undefined or a negative amount ('-2', '−2'); every purchase is a whole,
 * positive count or, for `decimal` units, a positive amount.
 */
export function expectWorkingShown<TInput, TResult extends Estimated>(
	Results: ResultsComponent<TInput, TResult>,
	input: TInput,
	result: TResult,
	decimal: ReadonlyArray<string> = [],
) {
	const shown = shownResults(Results, input, result)
	const unread = new Map([...shown].map(([label, texts]) => [label, [...texts]]))
	for (const line of result.working) {
		// The next text shown under the line's label: a repeated label is met in the same order.
		const text = unread.get(line.label)?.shift()
		expect(text, line.label).toBeDefined()
		expect(resultOfSteps(line.steps), line.label).toBe(text)
		expect(line.steps).not.toMatch(/NaN|Infinity|undefined|(^|[\s(])-\d|−\d/)
	}
	for (const purchase of result.purchases) {
		expect(purchase.quantity).toBeGreaterThan(0)
		if (!decimal.includes(purchase.unit)) expect(Number.isInteger(purchase.quantity), purchase.key).toBe(true)
		expect(purchase.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
	}
	return shown
}
