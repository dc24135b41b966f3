import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect } from 'vitest'
import { resultOfSteps, type Estimated } from '#app/estimate/estimate.ts'

export type ShownLine = { label: string; value: string }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

/** Markup as the reader sees it: tags dropped, entities read. */
function textOf(html: string) {
	return html.replace(/<[^>]+>/g, '').replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name] ?? '')
}

/**
 * The lines a results view shows, rendered by its own component, in order: the headline, then every table row's
 * header with its last cell (a cut list's quantity). The echoed inputs (the summary's <dt>/<dd> pairs) are left out.
 */
export function shownLines<P>(Results: FunctionComponent<P & { onStartNew: () => void }>, props: P) {
	const html = renderToStaticMarkup(createElement(Results, { ...props, onStartNew: () => undefined }))
	const lines: Array<ShownLine> = []
	const headline = /<dl[^>]*><dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)
	if (headline) lines.push({ label: textOf(headline[1] ?? ''), value: textOf(headline[2] ?? '') })
	for (const [, row = ''] of html.matchAll(/<tr>(.*?)<\/tr>/g)) {
		const label = /<th scope="row">(.*?)<\/th>/.exec(row)?.[1]
		const cells = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)]
		if (label !== undefined && cells.length > 0)
			lines.push({ label: textOf(label), value: textOf(cells.at(-1)?.[1] ?? '') })
	}
	return lines
}

/** A quantity below zero: a minus sign starting a number (not the '−' of a subtraction, nor 'R-13'). */
const NEGATIVE = /(^|[\s(])-\d/

/**
 * Every working line arrives at what its result line shows (the n-th line of a label at the n-th shown line of that
 * label), and no step reads NaN, Infinity, undefined or a negative quantity. Returns the labels worked, in order.
 */
export function expectWorkingShown(estimated: Estimated, shown: ReadonlyArray<ShownLine>) {
	const seen = new Map<string, number>()
	for (const line of estimated.working) {
		const index = seen.get(line.label) ?? 0
		seen.set(line.label, index + 1)
		const value = shown.filter((item) => item.label === line.label)[index]?.value
		expect(resultOfSteps(line.steps), `${line.label}: ${line.steps}`).toBe(value)
		expect(line.steps).not.toMatch(/NaN|Infinity|undefined/)
		expect(line.steps).not.toMatch(NEGATIVE)
	}
	for (const purchase of estimated.purchases) {
		expect(purchase.key).toMatch(/^[a-z\d]+(-[a-z\d]+)*$/)
		expect(Number.isFinite(purchase.quantity) && purchase.quantity >= 0).toBe(true)
	}
	return estimated.working.map((line) => line.label)
}
