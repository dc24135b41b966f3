import { describe, expect, it } from 'vitest'
import { calculators } from '#app/catalogue/calculators.ts'
import { calculatorName } from './project-list.ts'

describe('calculatorName', () => {
	it('names a calculator by its id', () => {
		expect(calculatorName('deck-board-estimator')).toBe('Deck Board Estimator')
		expect(calculatorName('btu-calculator')).toBe('BTU Calculator')
	})

	it('names every calculator as the catalogue does', () => {
		for (const { id, name } of calculators) expect(calculatorName(id)).toBe(name)
	})

	it('says Calculator for an id the catalogue does not have, a tampered one included', () => {
		for (const id of ['', 'no-such-calculator', '__proto__', 'constructor', 'toString']) {
			expect(calculatorName(id)).toBe('Calculator')
		}
	})
})
