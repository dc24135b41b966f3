// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { CALCULATION_DELAY_MS } from '#app/config/site.ts'
import { CalculatorForm } from '#app/calculator-runtime/calculator-form.tsx'
import { useCalculatorState } from './use-calculator-state.ts'

afterEach(() => {
	vi.useRealTimers()
})

type Values = { area: string; isOverseeding: boolean }

test('update merges a patch; startNew applies the reset rule, returns to the form and asks for focus', () => {
	vi.useFakeTimers()
	const { result } = renderHook(() => useCalculatorState<Values, { area: number }>({ area: '', isOverseeding: false }))
	act(() => result.current.update({ area: '12' }))
	act(() => result.current.update({ isOverseeding: true }))
	expect(result.current.values).toEqual({ area: '12', isOverseeding: true })
	act(() => result.current.flow.submit({ area: 12 }))
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	expect(result.current.flow.phase).toBe('results')
	expect(result.current.hasStartedNew).toBe(false)
	act(() => result.current.startNew((values) => ({ ...values, area: '' })))
	expect(result.current.flow.phase).toBe('form')
	expect(result.current.values).toEqual({ area: '', isOverseeding: true })
	expect(result.current.hasStartedNew).toBe(true)
})

test('the form submits only when ready and not calculating, and names what is missing', async () => {
	const onSubmit = vi.fn()
	const { rerender } = render(
		<CalculatorForm isReady={false} isCalculating={false} pendingMessage="Enter the area." onSubmit={onSubmit}>
			<input aria-label="Area" />
		</CalculatorForm>,
	)
	expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', true)
	expect(screen.getByText('Enter the area.')).toBeTruthy()
	await userEvent.type(screen.getByRole('textbox', { name: 'Area' }), '{Enter}')
	expect(onSubmit).not.toHaveBeenCalled()
	rerender(
		<CalculatorForm isReady isCalculating={false} pendingMessage="Enter the area." onSubmit={onSubmit}>
			<input aria-label="Area" />
		</CalculatorForm>,
	)
	await userEvent.type(screen.getByRole('textbox', { name: 'Area' }), '{Enter}')
	expect(onSubmit).toHaveBeenCalledTimes(1)
	rerender(
		<CalculatorForm isReady isCalculating pendingMessage="Enter the area." onSubmit={onSubmit}>
			<input aria-label="Area" />
		</CalculatorForm>,
	)
	expect(screen.getByRole('button', { name: 'Calculating...' })).toHaveProperty('disabled', true)
	await userEvent.type(screen.getByRole('textbox', { name: 'Area' }), '{Enter}')
	expect(onSubmit).toHaveBeenCalledTimes(1)
})
