import { formatEntered } from '#app/lib/format.ts'
import type { Currency } from './money.ts'

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
	/** Product, unit and currency: rows with the same id are added up. */
	id: string
	item: string
	quantity: number
	unit: string
	currency: Currency
	/** The lowest and highest unit price given; empty when nothing is priced. */
	prices: number[]
	/** The cost of what is priced, or null when nothing is. */
	cost: number | null
	/** '1 of 2 tin priced', when only part of the quantity has a price. */
	note: string
	isFullyPriced: boolean
}

export type ShownTotal = { currency: Currency; amount: number; notFullyPriced: number }

export type ShownList = { lines: ShownLine[]; totals: ShownTotal[]; isMixed: boolean }

/**
 * The shopping list as shown (decision 069): the same product (key, unit and currency) added up, its
 * cost that of the priced part, a note where only part is priced; a total in each currency that has
 * a price, with how many of its lines are not fully priced.
 */
export function showList(lines: ReadonlyArray<ListedLine>): ShownList {
	const rows = new Map<string, ShownLine & { pricedQuantity: number }>()
	for (const line of lines) {
		const id = `${line.key}|${line.unit}|${line.currency}`
		const row = rows.get(id) ?? {
			id,
			item: line.item,
			quantity: 0,
			unit: line.unit,
			currency: line.currency,
			prices: [],
			cost: null,
			note: '',
			isFullyPriced: true,
			pricedQuantity: 0,
		}
		row.quantity += line.quantity
		if (line.unitPrice === null) row.isFullyPriced = false
		else {
			row.pricedQuantity += line.quantity
			row.cost = (row.cost ?? 0) + line.quantity * line.unitPrice
			const low = Math.min(row.prices[0] ?? line.unitPrice, line.unitPrice)
			const high = Math.max(row.prices.at(-1) ?? line.unitPrice, line.unitPrice)
			row.prices = low === high ? [low] : [low, high]
		}
		rows.set(id, row)
	}
	const totals = new Map<Currency, ShownTotal>()
	const shown = [...rows.values()].map(({ pricedQuantity, ...row }) => {
		if (row.cost !== null) {
			const total = totals.get(row.currency) ?? { currency: row.currency, amount: 0, notFullyPriced: 0 }
			total.amount += row.cost
			totals.set(row.currency, total)
			if (!row.isFullyPriced)
				row.note = `${formatEntered(pricedQuantity)} of ${formatEntered(row.quantity)} ${row.unit} priced`
		}
		return row
	})
	for (const row of shown) {
		const total = totals.get(row.currency)
		if (total && !row.isFullyPriced) total.notFullyPriced += 1
	}
	return { lines: shown, totals: [...totals.values()], isMixed: new Set(shown.map((row) => row.currency)).size > 1 }
}

type Money = (amount: number, currency: Currency) => string

/** '£4.50', or '£4.50 to £5.00' when estimates priced it differently; '' when none did. */
export function unitPriceText(line: ShownLine, money: Money) {
	return line.prices.map((price) => money(price, line.currency)).join(' to ')
}

/** 'Grand total', or 'Grand total (GBP)' in a list of several currencies. */
export function totalName(label: string, total: ShownTotal, list: ShownList) {
	return list.isMixed ? `${label} (${total.currency})` : label
}

/** '1 line not fully priced', or '' when every line of the total's currency is. */
export function totalNote({ notFullyPriced: count }: ShownTotal) {
	return count ? `${count} ${count === 1 ? 'line' : 'lines'} not fully priced` : ''
}

/** '£23.50 (1 of 2 tin priced)'; '' when nothing is priced. */
export function costText(line: ShownLine, money: Money) {
	if (line.cost === null) return ''
	return money(line.cost, line.currency) + (line.note ? ` (${line.note})` : '')
}

/** '£23.50 — 1 line not fully priced'. */
export function totalText(total: ShownTotal, money: Money) {
	const note = totalNote(total)
	return money(total.amount, total.currency) + (note ? ` — ${note}` : '')
}
