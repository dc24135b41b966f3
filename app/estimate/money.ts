import { formatNumber } from '#app/lib/format.ts'
import { readNumber } from '#app/lib/read-number.ts'

export const CURRENCIES = { GBP: '£', USD: '$', EUR: '€' } as const
export type Currency = keyof typeof CURRENCIES

export function isCurrency(code: unknown): code is Currency {
	return typeof code === 'string' && Object.hasOwn(CURRENCIES, code)
}

/** £ for metric, $ for imperial (the defaults); € is there to choose. */
export function defaultCurrency(unit: unknown): Currency {
	return unit === 'imperial' ? 'USD' : 'GBP'
}

/** '£1,234.50'. */
export function formatMoney(amount: number, currency: Currency) {
	return CURRENCIES[currency] + formatNumber(amount, 2)
}

/** Most a unit price may be: more is a typing slip, not a price. */
export const MAX_PRICE = 1_000_000

export type PriceRead = { ok: true; value: number } | { ok: false; message: string }

/** A price as typed, with or without its symbol ('£12.50', '12,50 €', '$1,200'); empty is 'no price'. */
export function readPrice(text: string): PriceRead | null {
	const digits = text.replace(/[£$€\s]/g, '')
	if (!digits) return null
	const read = readNumber(digits)
	if (!read.ok) return { ok: false, message: 'Enter a price using digits, e.g. 12.50' }
	if (read.value < 0 || read.value > MAX_PRICE) return { ok: false, message: 'Enter a price from 0 to 1,000,000' }
	return { ok: true, value: read.value }
}
