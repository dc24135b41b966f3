import { describe, expect, it } from 'vitest'
import { type ExportList, toCsv, toText } from './export-formats.ts'
import { type ListedLine, showList } from './shown-list.ts'

const LINES: ListedLine[] = [
	{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 3, unit: 'tin', unitPrice: 23.5, currency: 'GBP' },
	{ key: 'x', item: 'Say "hi"\nnow', quantity: 0.1 + 0.2, unit: 'm³', unitPrice: null, currency: 'GBP' },
	{ key: 'y', item: '=HYPERLINK("x")', quantity: 1, unit: 'bag', unitPrice: 2, currency: 'GBP' },
]

function exportOf(lines: ReadonlyArray<ListedLine>, more: Partial<ExportList> = {}): ExportList {
	return { title: 'Paint', currency: 'GBP', list: showList(lines), totalLabel: 'Total', sections: [], ...more }
}

describe('CSV', () => {
	// 3 × £23.50 = £70.50; 1 × £2 = £2; total £72.50, with the unpriced m³ line counted as not fully priced
	const csv = toCsv(exportOf(LINES))

	it('starts with the byte-order mark and a header row', () => {
		expect(csv.startsWith('\uFEFFItem,Quantity,Unit,Unit price (GBP),Cost (GBP),Note\r\n')).toBe(true)
	})

	it('quotes commas, quotes and line breaks, and defuses formulas', () => {
		expect(csv.split('\r\n').slice(1)).toEqual([
			'"Paint, 5 L tin",3,tin,23.50,70.50,',
			'"Say ""hi""\nnow",0.3,m³,,,',
			`"'=HYPERLINK(""x"")",1,bag,2.00,2.00,`,
			'Total,,,,72.50,1 line not fully priced',
			'',
		])
	})
})

describe('plain text', () => {
	it('lists each line with its price and the total', () => {
		expect(toText({ ...exportOf(LINES.slice(0, 1)), title: 'Paint Calculator' })).toBe(
			'Paint Calculator\n3 × Paint, 5 L tin (tin) at £23.50 = £70.50\nTotal: £70.50',
		)
	})

	it('writes each line in its own currency, and a total for each', () => {
		// 3 boards × $12.99 = $38.97; 10 bags × £5 = £50
		const lines: ListedLine[] = [
			{ key: 'bag', item: 'Bag', quantity: 10, unit: 'bag', unitPrice: 5, currency: 'GBP' },
			{ key: 'board', item: 'Deck board', quantity: 3, unit: 'board', unitPrice: 12.99, currency: 'USD' },
		]
		expect(toText(exportOf(lines, { title: 'Project', totalLabel: 'Grand total' })).split('\n')).toEqual([
			'Project',
			'10 × Bag (bag) at £5.00 = £50.00',
			'3 × Deck board (board) at $12.99 = $38.97',
			'Grand total (GBP): £50.00',
			'Grand total (USD): $38.97',
		])
	})
})

describe('figures', () => {
	it('follow the things to buy in the CSV and the text', () => {
		const list = exportOf([], { title: 'Voltage Drop Calculator', currency: 'USD' })
		const sections = [{ figures: [{ label: 'Voltage Drop', value: '2.25 V' }] }]
		expect(toCsv({ ...list, sections })).toBe(
			'\uFEFFItem,Quantity,Unit,Unit price (USD),Cost (USD),Note\r\n\r\nVoltage Drop,2.25 V\r\n',
		)
		expect(toText({ ...list, sections })).toBe('Voltage Drop Calculator\nVoltage Drop: 2.25 V')
	})

	it('of a project come estimate by estimate, each under its title', () => {
		const sections = [
			{
				title: 'Estimate 1: Back bedroom (Paint Calculator)',
				figures: [{ label: 'Total Paint Needed', value: '5.87 litres' }],
			},
			{ title: 'Estimate 2: Wire Size Calculator', figures: [{ label: 'Recommended size', value: '8 AWG copper' }] },
		]
		const list = exportOf([], { title: 'Project', sections })
		expect(toCsv(list).split('\r\n').slice(1)).toEqual([
			'',
			'Estimate 1: Back bedroom (Paint Calculator)',
			'Total Paint Needed,5.87 litres',
			'',
			'Estimate 2: Wire Size Calculator',
			'Recommended size,8 AWG copper',
			'',
		])
		expect(toText(list)).toBe(
			'Project\n\nEstimate 1: Back bedroom (Paint Calculator)\nTotal Paint Needed: 5.87 litres\n\n' +
				'Estimate 2: Wire Size Calculator\nRecommended size: 8 AWG copper',
		)
	})
})

describe('a list priced in two currencies', () => {
	it('names the currency after each amount and totals each currency on its own', () => {
		const lines = [LINES[0]!, { ...LINES[0]!, currency: 'EUR' as const }]
		expect(toCsv(exportOf(lines, { totalLabel: 'Grand total' })).split('\r\n')).toEqual([
			'\uFEFFItem,Quantity,Unit,Unit price,Cost,Note',
			'"Paint, 5 L tin",3,tin,23.50 GBP,70.50 GBP,',
			'"Paint, 5 L tin",3,tin,23.50 EUR,70.50 EUR,',
			'Grand total (GBP),,,,70.50 GBP,',
			'Grand total (EUR),,,,70.50 EUR,',
			'',
		])
	})
})

describe('a partly priced line', () => {
	it('reads the same in the CSV and the text: its priced part, and a total that says so', () => {
		// 1 tin unpriced + 1 tin at €23.50 = €23.50 for 1 of the 2
		const tin = { key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 1, unit: 'tin', currency: 'EUR' as const }
		const list = exportOf(
			[
				{ ...tin, unitPrice: null },
				{ ...tin, unitPrice: 23.5 },
			],
			{
				currency: 'EUR',
				totalLabel: 'Grand total',
			},
		)
		expect(toCsv(list).split('\r\n').slice(1, 3)).toEqual([
			'"Paint, 5 L tin",2,tin,23.50,23.50,1 of 2 tins priced',
			'Grand total,,,,23.50,1 line not fully priced',
		])
		expect(toText(list).split('\n').slice(1)).toEqual([
			'2 × Paint, 5 L tin (tin) at €23.50 = €23.50 (1 of 2 tins priced)',
			'Grand total: €23.50 — 1 line not fully priced',
		])
	})
})
