import { expect, test } from 'vitest'
import { readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { computeLink } from '../../../../tests/support/open-link.ts'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { rebarCalculator } from './calculator.ts'
import type { RebarResult } from './compute.ts'

/** A link as the page made it before issue #36's sizes: every size it could carry still means the same bar. */
const openLink = (query: string) => computeLink<RebarResult>(rebarCalculator, query)

/** What the form holds for a link it cannot wholly use, and the fields it then asks to be corrected. */
function readRefused(query: string) {
	const { values, unusable } = readLink(query, rebarCalculator.defaults, rebarCalculator.schema)
	return { values, unusable, errors: parseWith(rebarCalculator.schema(values), values).errors }
}

test('a link made before the UK bars opens and calculates as it did: the grid example in No.13', async () => {
	// rebar doc §6: 215.05 m × 0.994 kg/m = 213.76 kg
	const result = await openLink(
		'mode=grid&grid.slabLength=5&grid.slabWidth=4&grid.spacing=20&grid.edgeSpacing=5&grid.size=No.13&grid.barLength=6',
	)
	expect(shownValue(result, 'Total Rebar Weight')).toBe('213.76 kg')
})

test("an old link's No.6 is still No.6, now at #2's weight; imperial links keep their # sizes", async () => {
	// 10 × 6 m × 1.1 = 66 m × 0.249 kg/m = 16.434 kg
	const metric = await openLink('entries.0.size=No.6&entries.0.quantity=10&entries.0.length=6')
	expect(metric.rebarBreakdown[0]?.size).toBe('No.6')
	expect(metric.totalWeight.metric).toBeCloseTo(16.434, 9)
	// 10 × 20 ft × 1.1 = 220 ft × 0.668 lb/ft = 146.96 lb
	const imperial = await openLink('unit=imperial&entries.0.size=%234&entries.0.quantity=10&entries.0.length=20')
	expect(imperial.totalWeight.imperial).toBeCloseTo(146.96, 9)
})

test('a link without a size leaves it to be chosen, and a new UK size opens from a link', async () => {
	const blank = readRefused('entries.0.quantity=10&entries.0.length=6')
	expect(blank.unusable).toEqual([])
	expect(blank.values.entries[0]?.size).toBe('')
	// 10 × 6 m × 1.1 = 66 m × 0.888 kg/m = 58.608 kg
	const uk = await openLink('entries.0.size=H12&entries.0.quantity=10&entries.0.length=6')
	expect(uk.totalWeight.metric).toBeCloseTo(58.608, 9)
})

test('a size the unit system does not offer is refused: the select stays on Select size and asks for one', () => {
	for (const query of [
		'entries.0.size=No.99&entries.0.quantity=10&entries.0.length=6',
		'unit=imperial&entries.0.size=H12&entries.0.quantity=10&entries.0.length=6',
		'unit=imperial&entries.0.size=No.13&entries.0.quantity=10&entries.0.length=6',
	]) {
		const opened = readRefused(query)
		expect(opened.unusable, query).toEqual(['entries.0.size'])
		expect(opened.values.entries[0]?.size, query).toBe('')
		expect(opened.errors, query).toEqual({ 'entries.0.size': 'Select a rebar size' })
	}
	const grid = readRefused('mode=grid&grid.size=H99')
	expect(grid.unusable).toEqual(['grid.size'])
	expect(grid.values.grid.size).toBe('')
})
