import { describe, expect, it } from 'vitest'
import { estimateOf, resultOfSteps } from './estimate.ts'

describe('estimateOf', () => {
	it('reads the working and purchases a result carries, and none from one without', () => {
		const working = [{ label: 'Rolls Needed', steps: '30 drops ÷ 3 drops per roll = 10 rolls' }]
		expect(estimateOf({ rolls: 10, working, purchases: [] })).toEqual({ working, purchases: [] })
		expect(estimateOf({ rolls: 10 })).toEqual({ working: [], purchases: [] })
		expect(estimateOf(null)).toEqual({ working: [], purchases: [] })
	})
})

describe('resultOfSteps', () => {
	it('is what follows the last = or →', () => {
		expect(resultOfSteps('30 drops ÷ 3 drops per roll = 10 rolls; + 15 % wastage = 11.5 → 12 rolls')).toBe('12 rolls')
		expect(resultOfSteps('4 m × 2.5 m = 10 m²')).toBe('10 m²')
		expect(resultOfSteps('12 tiles')).toBe('12 tiles')
	})
})

describe('working text', () => {
	it('rounds up to the count bought and adds a percentage', async () => {
		const { plusPercent, roundedUp } = await import('./working-text.ts')
		// 25 boards × 1.1 = 27.5 → 28
		expect(`25 boards ${plusPercent(10, 'waste')} = ${roundedUp(27.5, 28, 'boards')}`).toBe(
			'25 boards + 10 % waste = 27.5 → 28 boards',
		)
	})
})
