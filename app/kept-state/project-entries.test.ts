import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createPaintSchema, PAINT, PAINT_DEFAULTS } from '#app/calculators/painting/paint-calculator/schema.ts'
import { createCoatedSurface } from '#app/calculators/painting/shared/coated-finish.ts'
import { encodeValues } from './address.ts'
import { contentOf, MAX_ENTRIES, MAX_HREF_LENGTH, readEntries, readEntry, readSharedEntry } from './project-entries.ts'
import { paintEntry as entry } from '../../tests/support/project-entry.ts'

const tins = (quantity: number, unitPrice: number | null) => [
	{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity, unit: 'tin', unitPrice },
]

test('a list is read entry by entry: the readable ones are kept, the rest returned as they were', () => {
	const stray = [null, 1, 'x']
	const longLabel = entry('b', { label: 'x'.repeat(121) })
	const { entries, unreadable } = readEntries([entry('a'), longLabel, stray, entry('c')])
	expect(entries.map((item) => item.id)).toEqual(['a', 'c'])
	expect(unreadable).toEqual([longLabel, stray])
})

test('what is not a list at all is one unreadable thing; nothing stored is nothing', () => {
	expect(readEntries('{"cut short')).toEqual({ entries: [], unreadable: ['{"cut short'] })
	expect(readEntries({ id: 'a' })).toEqual({ entries: [], unreadable: [{ id: 'a' }] })
	expect(readEntries(undefined)).toEqual({ entries: [], unreadable: [] })
	expect(readEntries(null)).toEqual({ entries: [], unreadable: [] })
})

test('quantities and prices are bounded, so every cost is finite', () => {
	// 1e9 tins × £1,000,000 = £1e15: finite, and toFixed(2) writes it without an exponent
	expect(readEntry(entry('a', { lines: tins(1e9, 1e6) }))).not.toBeNull()
	expect(readEntry(entry('a', { lines: tins(1e300, 1e300) }))).toBeNull()
	expect(readEntry(entry('a', { lines: tins(1e9 + 1, 1) }))).toBeNull()
	expect(readEntry(entry('a', { lines: tins(1, 1_000_000.01) }))).toBeNull()
	expect(readEntry(entry('a', { lines: tins(-1, 1) }))).toBeNull()
})

test('a link back must be the site’s own calculator page, up to MAX_HREF_LENGTH characters', () => {
	expect(readEntry(entry('a', { href: 'https://elsewhere.example/' }))).toBeNull()
	const longest = `/calculators/paint-calculator?${'x'.repeat(MAX_HREF_LENGTH - 30)}`
	expect(longest).toHaveLength(MAX_HREF_LENGTH)
	expect(readEntry(entry('a', { href: longest }))).not.toBeNull()
	expect(readEntry(entry('a', { href: `${longest}x` }))).toBeNull()
})

test('a paint estimate of 200 walls, with prices, fits: its link is far under the limit', () => {
	const surfaces = Array.from({ length: 200 }, (_, index) => ({
		...createCoatedSurface(PAINT, `Wall ${index + 1}`, `wall-${index}`),
		length: '12.75',
		height: '2.45',
		coats: '3',
	}))
	const query = encodeValues({ ...PAINT_DEFAULTS, surfaces }, PAINT_DEFAULTS, createPaintSchema)
	const href = `/calculators/paint-calculator?${query}&cur=EUR&price.paint-tin-5l=23.50#results`
	// About 85 characters a wall ('surfaces.123.name=Wall+124&surfaces.123.length=12.75&…'): some 17,000 in all
	expect(href.length).toBeGreaterThan(15_000)
	expect(href.length).toBeLessThan(MAX_HREF_LENGTH / 5)
	expect(readEntry(entry('a', { href }))).not.toBeNull()
})

test('at most MAX_ENTRIES are read; those over are returned apart, not lost', () => {
	const stored = Array.from({ length: MAX_ENTRIES + 2 }, (_, index) => entry(`e${index}`))
	const { entries, unreadable } = readEntries(stored)
	expect(entries).toHaveLength(MAX_ENTRIES)
	expect(unreadable).toEqual(stored.slice(MAX_ENTRIES))
})

test('an estimate listed twice under one id is read with an id of its own', () => {
	const { entries } = readEntries([entry('same', { label: 'First' }), entry('same', { label: 'Second' })])
	expect(entries.map((item) => [item.id, item.label])).toEqual([
		['same', 'First'],
		['same~2', 'Second'],
	])
})

test('an estimate’s content is the same from storage or a link, whatever its id or key order', () => {
	const stored = readEntry(entry('a'))!
	const reordered = Object.fromEntries(Object.entries(entry('b')).reverse())
	expect(contentOf(readSharedEntry(reordered)!)).toBe(contentOf(stored))
	expect(contentOf(readEntry(entry('c', { label: 'Hall' }))!)).not.toBe(contentOf(stored))
})

test('any JSON at all reads without throwing, into valid entries and the rest', () => {
	const anything = fc.oneof(
		fc.jsonValue(),
		fc.array(fc.oneof(fc.jsonValue(), fc.constant(entry('x')), fc.constant(entry('x', { label: '' })))),
	)
	fc.assert(
		fc.property(anything, (value) => {
			const { entries, unreadable } = readEntries(value)
			for (const read of entries) expect(readEntry(read)).toEqual(read)
			expect(new Set(entries.map((read) => read.id)).size).toBe(entries.length)
			if (Array.isArray(value)) expect(entries.length + unreadable.length).toBe(value.length)
		}),
	)
})
