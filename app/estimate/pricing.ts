import type { Purchase } from './estimate.ts'
import { type Currency, defaultCurrency, isCurrency, readPrice } from './money.ts'

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

export type PricedLine = Purchase & { unitPrice: number | null; cost: number | null }

/** Each purchase with its price and cost, the total of the priced lines, and the currency in use. */
export function priceLines(purchases: ReadonlyArray<Purchase>, pricing: Pricing, unit: unknown) {
	const lines: PricedLine[] = purchases.map((purchase) => {
		const read = readPrice(pricing.prices[purchase.key] ?? '')
		const unitPrice = read?.ok ? read.value : null
		return { ...purchase, unitPrice, cost: unitPrice === null ? null : unitPrice * purchase.quantity }
	})
	const priced = lines.filter((line) => line.cost !== null)
	return {
		lines,
		currency: pricing.currency ?? defaultCurrency(unit),
		total: priced.length ? priced.reduce((sum, line) => sum + (line.cost ?? 0), 0) : null,
	}
}
