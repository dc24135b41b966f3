// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { CALCULATION_DELAY_MS } from '#app/config/site.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { decimal, type FieldErrors, parseInto } from '#app/lib/number-input.ts'
import * as v from 'valibot'
import { useCalculator } from './use-calculator.ts'

type Values = { side: string; label: string }
const schema = v.object({ side: decimal({ min: 0.1, max: 100, unit: 'm' }) })

function parse(values: Values) {
	const errors: FieldErrors = {}
	const data = parseInto(schema, values, '', errors)
	return { data, errors }
}

class TooBigError extends CalculationError {
	constructor() {
		super('Side is too big')
	}
}

function compute({ side }: { side: number }) {
	if (side > 50) throw new TooBigError()
	return side * side
}

function renderCalculator() {
	return renderHook(() =>
		useCalculator({
			defaults: { side: '', label: 'kept' },
			parse,
			compute,
			clearForStartNew: (values: Values) => ({ ...values, side: '' }),
		}),
	)
}

afterEach(() => {
	vi.useRealTimers()
})

test('values parse as they change; the result comes 500 ms after submit; Start New clears what it says', () => {
	vi.useFakeTimers()
	const { result } = renderCalculator()
	expect(result.current.isReady).toBe(false)
	expect(result.current.errors).toEqual({ side: 'Enter a value' })
	act(() => result.current.update({ side: '3' }))
	expect(result.current.isReady).toBe(true)
	act(() => result.current.submit())
	expect(result.current.isCalculating).toBe(true)
	expect(result.current.results).toBeNull()
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	expect(result.current.results).toEqual({ input: { side: 3 }, result: 9 })
	act(() => result.current.startNew())
	expect(result.current.results).toBeNull()
	expect(result.current.values).toEqual({ side: '', label: 'kept' })
	expect(result.current.focusFirstField).toBe(true)
})

test('a CalculationError becomes the alert and the form stays', () => {
	vi.useFakeTimers()
	const { result } = renderCalculator()
	act(() => result.current.update({ side: '60' }))
	act(() => result.current.submit())
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	expect(result.current.results).toBeNull()
	expect(result.current.alert).toBe('Side is too big')
	expect(result.current.isCalculating).toBe(false)
	expect(result.current.values.side).toBe('60')
})

test('submit does nothing while the values do not parse', () => {
	const { result } = renderCalculator()
	act(() => result.current.update({ side: 'abc' }))
	act(() => result.current.submit())
	expect(result.current.isCalculating).toBe(false)
})
