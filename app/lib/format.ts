const formatters = new Map<number, Intl.NumberFormat>()

function formatterFor(decimals: number) {
	let formatter = formatters.get(decimals)
	if (!formatter) {
		formatter = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
		formatters.set(decimals, formatter)
	}
	return formatter
}

const LARGEST_EXACT_WHOLE = 2 ** 53

/**
 * Whole numbers without Intl: the first Intl.NumberFormat costs ~30 ms (its locale data), and labels
 * such as '10 m² per litre' are rendered while the page hydrates. Same output as en-GB Intl: rounds
 * half away from zero and groups thousands with commas.
 */
function formatWhole(value: number) {
	const whole = Math.sign(value) * Math.round(Math.abs(value))
	return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A measured quantity for the reader: thousands separators, 2 decimals unless told otherwise. */
export function formatNumber(value: number, decimals = 2) {
	if (!Number.isFinite(value)) return '–'
	// -0.00 reads as a negative quantity; a rounded-away negative is shown as zero.
	const rounded = Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value
	if (decimals === 0 && Math.abs(rounded) < LARGEST_EXACT_WHOLE) return formatWhole(rounded)
	return formatterFor(decimals).format(rounded)
}

/** A whole count (boards, tiles, bags). */
export function formatCount(value: number) {
	return formatNumber(value, 0)
}

// Built on first use, not when the module loads: the first Intl.NumberFormat loads locale data
// (about 30 ms on a fast machine), which would otherwise delay every calculator page's hydration.
let plainFormatter: Intl.NumberFormat | undefined

/** A value as the person typed it, tidied: '4,800', '0.005'. */
export function formatEntered(value: number) {
	plainFormatter ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 })
	return plainFormatter.format(value)
}
