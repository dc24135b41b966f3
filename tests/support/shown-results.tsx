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
 * What a Results component shows, rendered as the page renders it: every headline and table row as
 * its label and text, in order; a row of a table whose rows repeat (one table per room) is also
 * named '<caption>: <label>' ('Room 1: Drops').
 */
export function shownResults<TInput, TResult>(
	Results: ResultsComponent<TInput, TResult>,
	input: TInput,
	result: TResult,
): Map<string, string> {
	const html = renderToStaticMarkup(createElement(Results, { input, result, onStartNew: () => {} }))
	const shown = new Map<string, string>()
	for (const [, label = '', value = ''] of html.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)) {
		shown.set(text(label), text(value))
	}
	for (const [, caption = '', body = ''] of html.matchAll(/<caption>(.*?)<\/caption>(.*?)<\/table>/g)) {
		for (const [, label = '', value = ''] of body.matchAll(/<th scope="row">(.*?)<\/th><td>(.*?)<\/td>/g)) {
			shown.set(text(label), text(value))
			shown.set(`${text(caption)}: ${text(label)}`, text(value))
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
	for (const line of result.working) {
		expect(shown.get(line.label), line.label).toBeDefined()
		expect(resultOfSteps(line.steps), line.label).toBe(shown.get(line.label))
		expect(line.steps).not.toMatch(/NaN|Infinity|undefined|(^|[\s(])-\d|−\d/)
	}
	for (const purchase of result.purchases) {
		expect(purchase.quantity).toBeGreaterThan(0)
		if (!decimal.includes(purchase.unit)) expect(Number.isInteger(purchase.quantity), purchase.key).toBe(true)
		expect(purchase.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
	}
	return shown
}
