const formatters = new Map<number, Intl.NumberFormat>()

function formatterFor(decimals: number) {
	let formatter = formatters.get(decimals)
	if (!formatter) {
		formatter = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
		formatters.set(decimals, formatter)
	}
	return formatter
}

/** A measured quantity for the reader: thousands separators, 2 decimals unless told otherwise. */
export function formatNumber(value: number, decimals = 2) {
	if (!Number.isFinite(value)) return '–'
	// -0.00 reads as a negative quantity; a rounded-away negative is shown as zero.
	const rounded = Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value
	return formatterFor(decimals).format(rounded)
}

/** A whole count (boards, tiles, bags). */
export function formatCount(value: number) {
	return formatNumber(value, 0)
}

const plainFormatter = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 })

/** A value as the person typed it, tidied: '4,800', '0.005'. */
export function formatEntered(value: number) {
	return plainFormatter.format(value)
}
