import { describe, expect, it } from 'vitest'
import { toCsv, toText } from './export-formats.ts'

const LINES = [
	{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 3, unit: 'tin', unitPrice: 23.5, cost: 70.5 },
	{ key: 'x', item: 'Say "hi"\nnow', quantity: 0.1 + 0.2, unit: 'm³', unitPrice: null, cost: null },
	{ key: 'y', item: '=HYPERLINK("x")', quantity: 1, unit: 'bag', unitPrice: 2, cost: 2 },
]

describe('CSV', () => {
	const csv = toCsv({ title: 'Paint', currency: 'GBP', lines: LINES, total: 72.5 })

	it('starts with the byte-order mark and a header row', () => {
		expect(csv.startsWith('\uFEFFItem,Quantity,Unit,Unit price (GBP),Cost (GBP)\r\n')).toBe(true)
	})

	it('quotes commas, quotes and line breaks, and defuses formulas', () => {
		expect(csv.split('\r\n').slice(1)).toEqual([
			'"Paint, 5 L tin",3,tin,23.50,70.50',
			'"Say ""hi""\nnow",0.3,m³,,',
			`"'=HYPERLINK(""x"")",1,bag,2.00,2.00`,
			'Total,,,,72.50',
			'',
		])
	})
})

describe('plain text', () => {
	it('lists each line with its price and the total', () => {
		expect(toText({ title: 'Paint Calculator', currency: 'GBP', lines: LINES.slice(0, 1), total: 70.5 })).toBe(
			'Paint Calculator\n3 × Paint, 5 L tin (tin) at £23.50 = £70.50\nTotal: £70.50',
		)
	})
})

describe('figures', () => {
	it('follow the things to buy in the CSV and the text', () => {
		const list = { title: 'Voltage Drop Calculator', currency: 'USD' as const, lines: [], total: null }
		const figures = [{ label: 'Voltage Drop', value: '2.25 V' }]
		expect(toCsv({ ...list, figures })).toBe(
			'\uFEFFItem,Quantity,Unit,Unit price (USD),Cost (USD)\r\n\r\nVoltage Drop,2.25 V\r\n',
		)
		expect(toText({ ...list, figures })).toBe('Voltage Drop Calculator\nVoltage Drop: 2.25 V')
	})
})

describe('a list priced in two currencies', () => {
	it('names the currency after each amount and leaves out a total that would add them', () => {
		const lines = [
			{ ...LINES[0]!, currency: 'GBP' as const },
			{ ...LINES[0]!, currency: 'EUR' as const },
		]
		expect(toCsv({ title: 'Project', currency: 'GBP', lines, total: 141 }).split('\r\n')).toEqual([
			'\uFEFFItem,Quantity,Unit,Unit price,Cost',
			'"Paint, 5 L tin",3,tin,23.50 GBP,70.50 GBP',
			'"Paint, 5 L tin",3,tin,23.50 EUR,70.50 EUR',
			'',
		])
	})
})
