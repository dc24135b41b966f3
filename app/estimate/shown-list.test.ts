import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Currency } from './money.ts'
import { costText, type ListedLine, showList, totalName, totalNote, totalText, unitPriceText } from './shown-list.ts'

const money = (amount: number, currency: Currency) => `${currency} ${amount.toFixed(2)}`
const bags = (quantity: number, unitPrice: number | null, currency: Currency = 'GBP'): ListedLine => ({
	key: 'concrete-bag-25kg',
	item: 'Concrete, 25 kg bag',
	quantity,
	unit: 'bag',
	unitPrice,
	currency,
})
const tins = (quantity: number, unitPrice: number | null, currency: Currency = 'EUR'): ListedLine => ({
	key: 'paint-tin-5l',
	item: 'Paint, 5 L tin',
	quantity,
	unit: 'tin',
	unitPrice,
	currency,
})

test('the same product from two estimates adds up, with its cost', () => {
	// 10 bags at £5 + 6 bags at £5 = 16 bags, £80
	const { lines, totals } = showList([bags(10, 5), bags(6, 5)])
	expect(lines).toEqual([
		{ item: 'Concrete, 25 kg bag', quantity: 16, unit: 'bag', currency: 'GBP', prices: [5], cost: 80 },
	])
	expect(totals).toEqual([{ currency: 'GBP', amount: 80, notFullyPriced: 0 }])
})

test('a product priced differently keeps its cost and shows the range of prices', () => {
	// 10 × £5 + 6 × £6 = £86; the unit price reads '£5.00 to £6.00'
	const [line] = showList([bags(10, 5), bags(6, 6)]).lines
	expect(line).toMatchObject({ quantity: 16, prices: [5, 6], cost: 86 })
	expect(line?.note).toBeUndefined()
	expect(unitPriceText(line!, money)).toBe('GBP 5.00 to GBP 6.00')
	// A third price between the two keeps the range: 10 × £6 + 6 × £5 + 1 × £5.50 = £95.50
	expect(showList([bags(10, 6), bags(6, 5), bags(1, 5.5)]).lines[0]).toMatchObject({ prices: [5, 6], cost: 95.5 })
})

test('a line priced in one estimate and not another says how much is priced, and so does the total', () => {
	// 1 tin unpriced + 1 tin at €23.50: 2 tins, €23.50 for the 1 priced
	const list = showList([tins(1, null), tins(1, 23.5)])
	const [line] = list.lines
	expect(line).toMatchObject({ quantity: 2, cost: 23.5, note: '1 of 2 tins priced' })
	expect(costText(line!, money)).toBe('EUR 23.50 (1 of 2 tins priced)')
	const [total] = list.totals
	expect(total).toEqual({ currency: 'EUR', amount: 23.5, notFullyPriced: 1 })
	expect(totalText(total!, money)).toBe('EUR 23.50 — 1 line not fully priced')
})

test('an unpriced line beside priced ones counts as not fully priced; with nothing priced there is no total', () => {
	// A line of nothing to buy costs nothing, priced or not.
	expect(showList([tins(2, 20), tins(0, null)]).totals[0]?.notFullyPriced).toBe(0)
	// 2 tins at €20 = €40; the bags, in euros too, have no price
	const list = showList([tins(2, 20), bags(3, null, 'EUR')])
	expect(list.lines.map((line) => [line.cost, line.note])).toEqual([
		[40, undefined],
		[null, undefined],
	])
	expect(totalNote(list.totals[0]!)).toBe('1 line not fully priced')
	expect(showList([bags(3, null)]).totals).toEqual([])
	// Two of them: 'lines'
	expect(totalNote({ currency: 'EUR', amount: 1, notFullyPriced: 2 })).toBe('2 lines not fully priced')
})

test('different products and currencies never add up, and each currency has its total, named', () => {
	// £: 1 × £5 + 2 × £20 = £45; €: 1 × €5
	const list = showList([bags(1, 5), tins(2, 20, 'GBP'), bags(1, 5, 'EUR')])
	expect(list.lines.map((line) => [line.item, line.currency, line.quantity])).toEqual([
		['Concrete, 25 kg bag', 'GBP', 1],
		['Paint, 5 L tin', 'GBP', 2],
		['Concrete, 25 kg bag', 'EUR', 1],
	])
	expect(list.totals.map((total) => [totalName('Grand total', total, list), total.amount])).toEqual([
		['Grand total (GBP)', 45],
		['Grand total (EUR)', 5],
	])
	expect(totalName('Total', list.totals[0]!, showList([bags(1, 5)]))).toBe('Total')
})

const listedLine = fc.record({
	key: fc.constantFrom('a', 'b', 'c'),
	item: fc.string({ maxLength: 10 }),
	quantity: fc.double({ min: 0, max: 1e9, noNaN: true }),
	unit: fc.constantFrom('bag', 'tin'),
	unitPrice: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true })),
	currency: fc.constantFrom<Currency>('GBP', 'USD', 'EUR'),
})

test('within the stored limits, every quantity, cost and total is finite and not negative', () => {
	fc.assert(
		fc.property(fc.array(listedLine, { maxLength: 200 }), (lines) => {
			const list = showList(lines)
			const numbers = [
				...list.lines.flatMap((line) => [line.quantity, line.cost ?? 0, ...line.prices]),
				...list.totals.map((total) => total.amount),
			]
			expect(numbers.every((value) => Number.isFinite(value) && value >= 0)).toBe(true)
			// toFixed writes exponents from 1e21: amounts stay well below.
			expect(numbers.every((value) => value < 1e21)).toBe(true)
			// Every line is counted once, under its product.
			const quantity = (rows: ReadonlyArray<{ quantity: number }>) => rows.reduce((sum, row) => sum + row.quantity, 0)
			expect(quantity(list.lines)).toBeCloseTo(quantity(lines), 0)
		}),
	)
})
