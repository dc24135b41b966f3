import { formatEntered } from '#app/lib/format.ts'
import { type Currency, formatMoney } from './money.ts'
import { costText, type ShownList, totalName, totalNote, totalText, unitPriceText } from './shown-list.ts'

export type Figure = { label: string; value: string }

/** Figures under a title ('Estimate 1: Back bedroom (Paint Calculator)'); a calculator's own have none. */
export type FigureSection = { title?: string; figures: ReadonlyArray<Figure> }

export type ExportList = {
	title: string
	/** The currency named in the CSV's header when the list has one (or no lines). */
	currency: Currency
	list: ShownList
	/** 'Total' unless told: 'Grand total' for a project. */
	totalLabel?: string
	/** The results' figures, after the things to buy. */
	sections: ReadonlyArray<FigureSection>
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

const shownSections = (sections: ReadonlyArray<FigureSection>) =>
	sections.filter((section) => section.title || section.figures.length)

/**
 * The shopping list as CSV, row for row as the page shows it: item, quantity, unit, unit price, cost and
 * a note, the totals, then the figures. The currency is in the header, or after each amount when the
 * amounts are in more than one.
 */
export function toCsv({ currency, list, totalLabel = 'Total', sections }: ExportList) {
	const isMixed = list.totals.length > 1
	const money = (amount: number, code: Currency) => amount.toFixed(2) + (isMixed ? ` ${code}` : '')
	const inHeader = isMixed ? '' : ` (${list.totals[0]?.currency ?? currency})`
	const rows = [
		['Item', 'Quantity', 'Unit', `Unit price${inHeader}`, `Cost${inHeader}`, 'Note'],
		...list.lines.map((line) => [
			line.item,
			line.quantity,
			line.unit,
			unitPriceText(line, money),
			line.cost === null ? null : money(line.cost, line.currency),
			line.note ?? null,
		]),
		...list.totals.map((total) => [
			totalName(totalLabel, total, list),
			null,
			null,
			null,
			money(total.amount, total.currency),
			totalNote(total),
		]),
		...shownSections(sections).flatMap(({ title, figures }) => [
			[],
			...(title ? [[title]] : []),
			...figures.map((figure) => [figure.label, figure.value]),
		]),
	]
	return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** Saves the list as a CSV file made on the page: a blob link, so nothing is fetched or sent. */
export function downloadCsv(name: string, exported: ExportList) {
	const link = document.createElement('a')
	link.href = URL.createObjectURL(new Blob([toCsv(exported)], { type: 'text/csv;charset=utf-8' }))
	link.download = name
	link.click()
	setTimeout(() => URL.revokeObjectURL(link.href))
}

/** A plain list for a message to a supplier: '3 × Paint, 5 L tin (tin) at £23.50 = £70.50'. */
export function toText({ title, list, totalLabel = 'Total', sections }: ExportList) {
	const rows = list.lines.map((line) => {
		const price = unitPriceText(line, formatMoney)
		const cost = costText(line, formatMoney)
		return `${formatEntered(line.quantity)} × ${line.item} (${line.unit})${price ? ` at ${price}` : ''}${cost ? ` = ${cost}` : ''}`
	})
	return [
		title,
		...rows,
		...list.totals.map((total) => `${totalName(totalLabel, total, list)}: ${totalText(total, formatMoney)}`),
		...shownSections(sections).flatMap(({ title: heading, figures }) => [
			...(heading ? ['', heading] : []),
			...figures.map((figure) => `${figure.label}: ${figure.value}`),
		]),
	].join('\n')
}
