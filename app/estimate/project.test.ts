import { describe, expect, it } from 'vitest'
import {
	combineLines,
	decodeShare,
	encodeShare,
	mergeProjects,
	type ProjectEntry,
	readProject,
	totalsOf,
} from './project.ts'

function entry(id: string, lines: ProjectEntry['lines'], currency: ProjectEntry['currency'] = 'GBP'): ProjectEntry {
	return {
		id,
		calculatorId: 'concrete-volume',
		label: `Job ${id}`,
		href: '/calculators/concrete-volume?length=4#results',
		currency,
		lines,
		figures: [],
	}
}
const bags = (quantity: number, unitPrice: number | null) => ({
	key: 'concrete-bag-25kg',
	item: 'Concrete, 25 kg bag',
	quantity,
	unit: 'bag',
	unitPrice,
})

describe('combineLines', () => {
	it('adds up the same item across estimates, with their costs', () => {
		// 10 bags at £5 + 6 bags at £5 = 16 bags, £80
		const combined = combineLines([entry('a', [bags(10, 5)]), entry('b', [bags(6, 5)])])
		expect(combined).toEqual([{ ...bags(16, 5), cost: 80, currency: 'GBP' }])
	})

	it('keeps a unit price only where every estimate gave the same one', () => {
		// 10 × £5 + 6 × £6 = £86; unpriced lines add to the quantity only
		const combined = combineLines([entry('a', [bags(10, 5)]), entry('b', [bags(6, 6)]), entry('c', [bags(1, null)])])
		expect(combined[0]).toMatchObject({ quantity: 17, unitPrice: null, cost: 86 })
	})

	it('never adds different products or currencies together', () => {
		const tins = { key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 2, unit: 'tin', unitPrice: 20 }
		const combined = combineLines([entry('a', [bags(1, 5), tins]), entry('b', [bags(1, 5)], 'EUR')])
		expect(combined.map((line) => [line.key, line.currency, line.quantity])).toEqual([
			['concrete-bag-25kg', 'GBP', 1],
			['paint-tin-5l', 'GBP', 2],
			['concrete-bag-25kg', 'EUR', 1],
		])
		expect([...totalsOf(combined)]).toEqual([
			['GBP', 45],
			['EUR', 5],
		])
	})
})

describe('sharing a project', () => {
	it('round-trips the whole list through a link, labels with any characters included', () => {
		const entries = [{ ...entry('a', [bags(10, 5)]), label: 'Patio – “back”, £ & €' }, entry('b', [])]
		const shared = encodeShare(entries)
		expect(shared).toMatch(/^[\w-]+$/)
		expect(decodeShare(shared)).toEqual(entries)
	})

	it('reads nothing from a link or store that is not a project', () => {
		expect(decodeShare('not base64!')).toEqual([])
		expect(readProject([{ id: 'a' }])).toEqual([])
		expect(readProject([{ ...entry('a', []), href: 'https://elsewhere.example/' }])).toEqual([])
	})

	it('adds a shared project to this device’s without repeating an estimate', () => {
		expect(mergeProjects([entry('a', [])], [entry('a', []), entry('b', [])]).map((e) => e.id)).toEqual(['a', 'b'])
	})
})
