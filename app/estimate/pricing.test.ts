import { describe, expect, it } from 'vitest'
import { priceLines, readPricing, writePricing } from './pricing.ts'

const TINS = { key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 3, unit: 'tin' }
const ROLLS = { key: 'wallpaper-roll', item: 'Wallpaper roll', quantity: 12, unit: 'roll' }

describe('pricing in the address', () => {
	it('writes the currency and each typed price, and reads them back', () => {
		const params = new URLSearchParams('length=4')
		writePricing(params, { currency: 'EUR', prices: { 'paint-tin-5l': '23.50', 'wallpaper-roll': ' ' } })
		expect(params.toString()).toBe('length=4&cur=EUR&price.paint-tin-5l=23.50')
		expect(readPricing(params.toString())).toEqual({ currency: 'EUR', prices: { 'paint-tin-5l': '23.50' } })
	})

	it('ignores a currency it does not offer', () => {
		expect(readPricing('cur=XYZ&price.tile=2')).toEqual({ currency: null, prices: { tile: '2' } })
	})
})

describe('priceLines', () => {
	it('prices each line it has a price for, in the currency in use', () => {
		// 3 tins at £23.50; the rolls have no price
		const priced = priceLines([TINS, ROLLS], { currency: null, prices: { 'paint-tin-5l': '£23.50' } }, 'metric')
		expect(priced.currency).toBe('GBP')
		expect(priced.lines.map((line) => [line.unitPrice, line.currency])).toEqual([
			[23.5, 'GBP'],
			[null, 'GBP'],
		])
	})

	it('ignores a price that is not one, and defaults to dollars in imperial', () => {
		const priced = priceLines([TINS], { currency: null, prices: { 'paint-tin-5l': 'abc' } }, 'imperial')
		expect(priced).toMatchObject({ currency: 'USD', lines: [{ unitPrice: null }] })
	})
})
