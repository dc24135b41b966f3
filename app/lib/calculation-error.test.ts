import { expect, test } from 'vitest'
import { attemptCalculation, CalculationError } from './calculation-error.ts'

class MissingPartError extends CalculationError {
	constructor() {
		super('Part is required')
	}
}

test('a result comes back as ok', () => {
	expect(attemptCalculation(() => 42)).toEqual({ ok: true, result: 42 })
})

test('a calculation error becomes its message', () => {
	expect(
		attemptCalculation(() => {
			throw new MissingPartError()
		}),
	).toEqual({ ok: false, message: 'Part is required' })
})

test('any other error is a bug and is rethrown', () => {
	expect(() =>
		attemptCalculation(() => {
			throw new TypeError('boom')
		}),
	).toThrow('boom')
})
