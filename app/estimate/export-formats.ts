import { formatEntered } from '#app/lib/format.ts'
import { type Currency, formatMoney } from './money.ts'
import type { PricedLine } from './pricing.ts'

export type Figure = { label: string; value: string }

export type ExportList = {
	title: string
	currency: Currency
	/** A line may name its own currency (a project priced in two). */
	lines: ReadonlyArray<PricedLine & { currency?: Currency }>
	total: number | null
	/** The results' figures ('Voltage Drop' '2.25 V'), after the things to buy. */
	figures?: ReadonlyArray<Figure>
}

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

/**
 * The shopping list as CSV: item, quantity, unit, unit price, cost, the total, then the figures. The
 * currency is in the header, or after each amount when the lines are priced in more than one.
 */
export function toCsv({ currency, lines, total, figures = [] }: ExportList) {
	const isMixed = lines.some((line) => (line.currency ?? currency) !== currency)
	const money = (amount: number | null, code = currency) =>
		amount === null ? null : amount.toFixed(2) + (isMixed ? ` ${code}` : '')
	const inHeader = isMixed ? '' : ` (${currency})`
	const rows = [
		['Item', 'Quantity', 'Unit', `Unit price${inHeader}`, `Cost${inHeader}`],
		...lines.map((line) => [
			line.item,
			line.quantity,
			line.unit,
			money(line.unitPrice, line.currency),
			money(line.cost, line.currency),
		]),
		...(total === null || isMixed ? [] : [['Total', null, null, null, money(total)]]),
		...(figures.length ? [[], ...figures.map((figure) => [figure.label, figure.value])] : []),
	]
	return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** A plain list for a message to a supplier: '3 × Paint, 5 L tin (tin) at £23.50 = £70.50'. */
export function toText({ title, currency, lines, total, figures = [] }: ExportList) {
	const rows = lines.map((line) => {
		const price =
			line.unitPrice === null
				? ''
				: ` at ${formatMoney(line.unitPrice, currency)} = ${formatMoney(line.cost ?? 0, currency)}`
		return `${formatEntered(line.quantity)} × ${line.item} (${line.unit})${price}`
	})
	return [
		title,
		...rows,
		...(total === null ? [] : [`Total: ${formatMoney(total, currency)}`]),
		...figures.map((figure) => `${figure.label}: ${figure.value}`),
	].join('\n')
}
