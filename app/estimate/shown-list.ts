import { formatEntered } from '#app/lib/format.ts'
import type { Currency } from './money.ts'
import { quantityText } from './quantity-text.ts'

/** A thing to buy with its price, if given, in its estimate's currency. */
export type ListedLine = {
	key: string
	item: string
	quantity: number
	unit: string
	unitPrice: number | null
	currency: Currency
}

/** A row of a shopping list, as the page, the CSV and the text all show it. */
export type ShownLine = {
	item: string
	quantity: number
	unit: string
	currency: Currency
	/** The lowest and highest unit price given; empty when nothing is priced. */
	prices: number[]
	/** The cost of what is priced, or null when nothing is. */
	cost: number | null
	/** '1 of 2 tins priced', when only part of the quantity has a price. */
	note?: string
}

export type ShownTotal = { currency: Currency; amount: number; notFullyPriced: number }

export type ShownList = { lines: ShownLine[]; totals: ShownTotal[] }

/**
 * The shopping list as shown (decision 072): the same product (key, unit and currency) added up, its
 * cost that of the priced part, a note where only part is priced; a total in each currency that has
 * a price, with how many of its lines are not fully priced.
 */
export function showList(lines: ReadonlyArray<ListedLine>): ShownList {
	const rows = new Map<string, ShownLine & { priced: number }>()
	for (const { key, unitPrice: price, ...line } of lines) {
		const id = `${key}|${line.unit}|${line.currency}`
		const row = rows.get(id) ?? { ...line, quantity: 0, prices: [], cost: null, priced: 0 }
		rows.set(id, row)
		row.quantity += line.quantity
		if (price !== null) {
			row.priced += line.quantity
			row.cost = (row.cost ?? 0) + line.quantity * price
			row.prices = [...new Set([Math.min(row.prices[0] ?? price, price), Math.max(row.prices.at(-1) ?? price, price)])]
		}
	}
	const totals = new Map<Currency, { currency: Currency; amount: number | null; notFullyPriced: number }>()
	const shown = [...rows.values()].map(({ priced, ...row }) => {
		const total = totals.get(row.currency) ?? { currency: row.currency, amount: null, notFullyPriced: 0 }
		totals.set(row.currency, total)
		// Some of it has no price: a line of nothing to buy (quantity 0) costs nothing, priced or not.
		if (priced < row.quantity) {
			total.notFullyPriced += 1
			if (row.cost !== null) row.note = `${formatEntered(priced)} of ${quantityText(row.quantity, row.unit)} priced`
		}
		if (row.cost !== null) total.amount = (total.amount ?? 0) + row.cost
		return row
	})
	return { lines: shown, totals: [...totals.values()].filter((total): total is ShownTotal => total.amount !== null) }
}

type Money = (amount: number, currency: Currency) => string

/** '£4.50', or '£4.50 to £5.00' when estimates priced it differently; '' when none did. */
export function unitPriceText(line: ShownLine, money: Money) {
	return line.prices.map((price) => money(price, line.currency)).join(' to ')
}

/** 'Grand total', or 'Grand total (GBP)' in a list with amounts in several currencies. */
export function totalName(label: string, total: ShownTotal, list: ShownList) {
	return list.totals.length > 1 ? `${label} (${total.currency})` : label
}

/** '1 line not fully priced', or '' when every line of the total's currency is. */
export function totalNote({ notFullyPriced: count }: ShownTotal) {
	return count ? `${count} ${count === 1 ? 'line' : 'lines'} not fully priced` : ''
}

/** '£23.50 (1 of 2 tins priced)'; '' when nothing is priced. */
export function costText(line: ShownLine, money: Money) {
	if (line.cost === null) return ''
	return money(line.cost, line.currency) + (line.note ? ` (${line.note})` : '')
}

/** '£23.50 — 1 line not fully priced'. */
export function totalText(total: ShownTotal, money: Money) {
	const note = totalNote(total)
	return money(total.amount, total.currency) + (note ? ` — ${note}` : '')
}
