import type { Purchase } from './estimate.ts'
import { type Currency, defaultCurrency, isCurrency, readPrice } from './money.ts'
import type { ListedLine } from './shown-list.ts'

/** Prices are inputs (address and draft): the currency chosen, if not the default, and each price as typed. */
export type Pricing = { currency: Currency | null; prices: Readonly<Record<string, string>> }

export const NO_PRICING: Pricing = { currency: null, prices: {} }

const CURRENCY_PARAM = 'cur'
const PRICE_PREFIX = 'price.'
const MAX_PRICE_TEXT = 40

/** Writes the pricing into an address's parameters: `cur=EUR&price.paint-tin-5l=23.50`. */
export function writePricing(params: URLSearchParams, pricing: Pricing) {
	if (pricing.currency) params.set(CURRENCY_PARAM, pricing.currency)
	for (const [key, text] of Object.entries(pricing.prices)) if (text.trim()) params.set(PRICE_PREFIX + key, text)
}

/** Reads the pricing an address carries; anything else in it is the calculator's. */
export function readPricing(search: string): Pricing {
	const params = new URLSearchParams(search)
	const currency = params.get(CURRENCY_PARAM)
	const prices: Record<string, string> = {}
	for (const [name, text] of params) {
		if (name.startsWith(PRICE_PREFIX) && text) prices[name.slice(PRICE_PREFIX.length)] = text.slice(0, MAX_PRICE_TEXT)
	}
	return { currency: isCurrency(currency) ? currency : null, prices }
}

/** Each purchase with its price, if one is typed, in the currency in use. */
export function priceLines(purchases: ReadonlyArray<Purchase>, pricing: Pricing, unit: unknown) {
	const currency = pricing.currency ?? defaultCurrency(unit)
	const lines: ListedLine[] = purchases.map((purchase) => {
		const read = readPrice(pricing.prices[purchase.key] ?? '')
		return { ...purchase, unitPrice: read?.ok ? read.value : null, currency }
	})
	return { currency, lines }
}
