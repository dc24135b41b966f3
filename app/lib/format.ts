/**
 * Numbers are written out by hand, not with Intl.NumberFormat: the first formatter costs 10–30 ms
 * of locale loading, and entered values and labels render while a page hydrates. docs/calculators/site-rules.md §4:
 * the value is cut to 12 significant digits (so 4.004999999999999 from a sum reads 4.01), then the
 * digits are rounded half away from zero and grouped with commas, as en-GB Intl does
 * (property-tested against Intl on the cut value).
 */

const SIGNIFICANT_DIGITS = 12

/** Below this a positive figure is arithmetic noise, not an amount: it reads 0, never '< 0.01'. */
const NOISE = 1e-9

/** The digits JavaScript writes for a number ('1.005', '1e-7'), split at the decimal point. */
function shownDigits(value: number) {
	const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e')
	const [whole = '', fraction = ''] = mantissa.split('.')
	const digits = whole + fraction
	const point = whole.length + Number(exponent)
	if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits }
	if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' }
	return { whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/** One more, on a string of decimal digits: '199' → '200', '99' → '100'. */
function plusOne(digits: string) {
	let carry = digits.length - 1
	while (carry >= 0 && digits[carry] === '9') carry -= 1
	const head = carry < 0 ? '1' : digits.slice(0, carry) + String(Number(digits[carry]) + 1)
	return head + '0'.repeat(digits.length - 1 - carry)
}

function formatDecimal(value: number, minimumFractionDigits: number, maximumFractionDigits: number) {
	let { whole, fraction } = shownDigits(Number(value.toPrecision(SIGNIFICANT_DIGITS)))
	if (fraction.length > maximumFractionDigits) {
		const roundsUp = fraction.charAt(maximumFractionDigits) >= '5'
		fraction = fraction.slice(0, maximumFractionDigits)
		if (roundsUp) {
			const digits = plusOne(whole + fraction)
			whole = digits.slice(0, digits.length - fraction.length)
			fraction = digits.slice(digits.length - fraction.length)
		}
	}
	fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
	// A negative that rounds to nothing is shown as zero: '-0' would read as a negative quantity.
	const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : ''
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
	return sign + grouped + (fraction ? `.${fraction}` : '')
}

/**
 * A measured quantity for the reader: thousands separators, 2 decimals unless told otherwise. A real
 * amount too small to show reads '< 0.01', never '0.00' beside a count of 1 bag.
 */
export function formatNumber(value: number, decimals = 2) {
	if (!Number.isFinite(value)) return '–'
	const text = formatDecimal(value, decimals, decimals)
	const smallest = decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`
	return value >= NOISE && !/[1-9]/.test(text) ? `< ${smallest}` : text
}

/** A whole count (boards, tiles, bags). */
export function formatCount(value: number) {
	if (!Number.isFinite(value)) return '–'
	return formatDecimal(value, 0, 0)
}

/** A value as the person typed it, tidied: '4,800', '0.005'. */
export function formatEntered(value: number) {
	if (!Number.isFinite(value)) return '–'
	return formatDecimal(value, 0, 4)
}
