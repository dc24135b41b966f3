import { describe, expect, it } from 'vitest'
import { defaultCurrency, formatMoney, readPrice } from './money.ts'

describe('prices', () => {
	it('reads a price with or without its currency symbol', () => {
		expect(readPrice('12.50')).toEqual({ ok: true, value: 12.5 })
		expect(readPrice('£12.50')).toEqual({ ok: true, value: 12.5 })
		expect(readPrice('$ 1,200')).toEqual({ ok: true, value: 1200 })
		expect(readPrice('12,50 €')).toEqual({ ok: true, value: 12.5 })
		expect(readPrice('  ')).toBeNull()
	})

	it('refuses what is not a price', () => {
		expect(readPrice('twelve')).toEqual({ ok: false, message: 'Enter a price using digits, e.g. 12.50' })
		expect(readPrice('-3')).toEqual({ ok: false, message: 'Enter a price from 0 to 1,000,000' })
		expect(readPrice('1e3')?.ok).toBe(false)
	})

	it('writes money with its symbol and two decimals, £ in metric and $ in imperial by default', () => {
		expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50')
		expect(formatMoney(0.1 + 0.2, 'EUR')).toBe('€0.30')
		expect(defaultCurrency('metric')).toBe('GBP')
		expect(defaultCurrency('imperial')).toBe('USD')
		expect(defaultCurrency(undefined)).toBe('GBP')
	})
})
