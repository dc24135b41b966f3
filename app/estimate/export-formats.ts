import { formatEntered } from '#app/lib/format.ts'
import { type Currency, formatMoney } from './money.ts'
import type { PricedLine } from './pricing.ts'

export type ExportList = { title: string; currency: Currency; lines: ReadonlyArray<PricedLine>; total: number | null }

/** Lets spreadsheet programs read the file as UTF-8 (£, €, ³). */
const BYTE_ORDER_MARK = '\uFEFF'

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe (OWASP CSV injection).
 */
function csvField(value: string | number | null) {
	if (value === null) return ''
	const text = typeof value === 'number' ? String(Number(value.toPrecision(12))) : value.replace(/^[=+\-@\t\r]/, "'$&")
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const money = (amount: number | null) => (amount === null ? null : amount.toFixed(2))

/** The shopping list as CSV: item, quantity, unit, unit price, cost, then the total. */
export function toCsv({ currency, lines, total }: ExportList) {
	const rows = [
		['Item', 'Quantity', 'Unit', `Unit price (${currency})`, `Cost (${currency})`],
		...lines.map((line) => [line.item, line.quantity, line.unit, money(line.unitPrice), money(line.cost)]),
		...(total === null ? [] : [['Total', null, null, null, money(total)]]),
	]
	return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** A plain list for a message to a supplier: '3 × Paint, 5 L tin (tin) at £23.50 = £70.50'. */
export function toText({ title, currency, lines, total }: ExportList) {
	const rows = lines.map((line) => {
		const price =
			line.unitPrice === null
				? ''
				: ` at ${formatMoney(line.unitPrice, currency)} = ${formatMoney(line.cost ?? 0, currency)}`
		return `${formatEntered(line.quantity)} × ${line.item} (${line.unit})${price}`
	})
	return [title, ...rows, ...(total === null ? [] : [`Total: ${formatMoney(total, currency)}`])].join('\n')
}
