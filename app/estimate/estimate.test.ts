import { describe, expect, it } from 'vitest'
import { estimateOf } from './estimate.ts'
import { resultOfSteps, workedOut, workingOf } from './estimate-tools-working.ts'
import { plusPercent, purchaseKey } from './working-text.ts'

describe('estimateOf', () => {
	it('passes on the lines a result shows and what it buys, none where it has none', () => {
		const shown = {
			headline: { label: 'Rolls Needed', value: '10', steps: '30 drops ÷ 3 drops per roll =' },
			tables: [],
		}
		expect(estimateOf({ rolls: 10, shown, purchases: [] })).toEqual({ shown, purchases: [] })
		expect(workedOut({ rolls: 10, shown, purchases: [] })).toEqual({
			working: [{ label: 'Rolls Needed', steps: '30 drops ÷ 3 drops per roll = 10' }],
			purchases: [],
		})
		expect(estimateOf({ rolls: 10 })).toEqual({ shown: undefined, purchases: [] })
		expect(estimateOf(null)).toEqual({ shown: undefined, purchases: [] })
		expect(workedOut(null)).toEqual({ working: [], purchases: [] })
	})

	it('leaves out what there is none of to buy', () => {
		const tiles = { key: 'tile:300x300', item: 'Tiles', quantity: 0, unit: 'tile' }
		const adhesive = { key: 'adhesive', item: 'Adhesive', quantity: 2, unit: 'bag' }
		expect(estimateOf({ purchases: [tiles, adhesive] }).purchases).toEqual([adhesive])
	})
})

describe('workingOf', () => {
	it('is each shown line with steps, in the order shown, arriving at its value; a per-entry table names its lines', () => {
		const shown = {
			headline: { label: 'Carpet to buy', value: '12.00 m of 4 m roll (48.00 m²)' },
			tables: [
				{
					caption: 'Room 1',
					isPerEntry: true,
					lines: [{ label: 'Drops', value: '2', steps: '(3 m + 0.1 m) ÷ 4 m = 0.775 →' }],
				},
				{
					caption: 'Totals',
					lines: [
						{ label: 'Cut length', value: '12.00 m (39.37 ft)', steps: '12.00 m =' },
						{ label: 'Underlay rolls', value: 'Not included' },
					],
				},
			],
		}
		expect(workingOf(shown)).toEqual([
			{ label: 'Room 1: Drops', steps: '(3 m + 0.1 m) ÷ 4 m = 0.775 → 2' },
			{ label: 'Cut length', steps: '12.00 m = 12.00 m (39.37 ft)' },
		])
		expect(workedOut({ shown, purchases: [] }).working).toEqual(workingOf(shown))
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
	it('adds a percentage as typed', () => {
		// 25 boards × 1.1 = 27.5 → 28
		expect(`25 boards ${plusPercent(10, 'waste')} = 27.5 →`).toBe('25 boards + 10 % waste = 27.5 →')
		expect(plusPercent(2.5, 'lap')).toBe('+ 2.5 % lap')
	})
})

describe('purchaseKey', () => {
	it('is the item in lowercase words and digits joined by -', () => {
		expect(purchaseKey('Drip edge, 10 ft')).toBe('drip-edge-10-ft')
		expect(purchaseKey('Insulation roll, 100 mm, 9.6 m², λ 0.044')).toBe('insulation-roll-100-mm-9-6-m-0-044')
		expect(purchaseKey('Lumber 2×4 × 92 5/8" precut')).toBe('lumber-2-4-92-5-8-precut')
		expect(purchaseKey('Insulation pack, R-30, 50 ft²')).toBe('insulation-pack-r-30-50-ft')
	})

	it('drops thousands separators, so a size reads as one number', () => {
		expect(purchaseKey('145 × 3,600 mm')).toBe('145-3600-mm')
		expect(purchaseKey('1,200 × 2,400')).toBe('1200-2400')
	})

	it('never starts or ends with -, and never holds two together', () => {
		expect(purchaseKey('(5.5 in × 12 ft)')).toBe('5-5-in-12-ft')
		expect(purchaseKey('Timber 38×89 CLS × 2.4 m')).toMatch(/^[a-z\d]+(-[a-z\d]+)*$/)
	})
})
