// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { CALCULATION_DELAY_MS } from '#app/config/site.ts'
import { CalculatorForm } from './calculator-form.tsx'
import { useCalculationFlow } from './use-calculation-flow.ts'

type AreaInput = { area: number }

/**
 * Fake timers, plus a user that advances them. React Testing Library's asyncWrapper ends every
 * user-event call with a setTimeout(0) that it only advances when it sees a global `jest`, so under
 * Vitest fake timers `await user.click()` would never resolve (testing-library/react-testing-library#1197).
 */
function installFakeClock() {
	vi.useFakeTimers()
	vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
	return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

afterEach(() => {
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

/** A minimal calculator: one field, the Calculate button, and a results view with Start New. */
function AreaCalculator() {
	const flow = useCalculationFlow<AreaInput>()
	const [area, setArea] = useState('12')
	const isReady = area.trim() !== ''

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<div>
				<p>Result for {flow.submitted.area} m²</p>
				<button type="button" onClick={flow.startNew}>
					Start New Calculation
				</button>
			</div>
		)
	}

	return (
		<CalculatorForm
			isCalculating={flow.isCalculating}
			isReady={isReady}
			pendingMessage="Enter the area"
			onSubmit={() => flow.submit({ area: Number(area) })}
		>
			<label>
				Area
				<input value={area} onChange={(event) => setArea(event.target.value)} />
			</label>
			<output aria-label="Phase">{flow.phase}</output>
		</CalculatorForm>
	)
}

test('the delay is the seed 500 ms', () => {
	expect(CALCULATION_DELAY_MS).toBe(500)
})

test('the hook starts on the form with nothing submitted', () => {
	const { result } = renderHook(() => useCalculationFlow<AreaInput>())
	expect(result.current.phase).toBe('form')
	expect(result.current.isCalculating).toBe(false)
	expect(result.current.submitted).toBeNull()
})

test('submit calculates for 500 ms then shows results for the submitted snapshot, and startNew returns to the form', () => {
	installFakeClock()
	const { result } = renderHook(() => useCalculationFlow<AreaInput>())
	const input = { area: 12 }
	act(() => result.current.submit(input))
	expect(result.current.phase).toBe('calculating')
	expect(result.current.isCalculating).toBe(true)
	expect(result.current.submitted).toBe(input)

	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS - 1))
	expect(result.current.phase).toBe('calculating')
	act(() => vi.advanceTimersByTime(1))
	expect(result.current.phase).toBe('results')
	expect(result.current.isCalculating).toBe(false)
	expect(result.current.submitted).toBe(input)

	act(() => result.current.startNew())
	expect(result.current.phase).toBe('form')
	expect(result.current.submitted).toBeNull()
})

test('a second submit while calculating restarts the delay with the newer input', () => {
	installFakeClock()
	const { result } = renderHook(() => useCalculationFlow<AreaInput>())
	act(() => result.current.submit({ area: 1 }))
	act(() => vi.advanceTimersByTime(300))
	act(() => result.current.submit({ area: 2 }))
	act(() => vi.advanceTimersByTime(300))
	expect(result.current.phase).toBe('calculating')
	expect(result.current.submitted).toEqual({ area: 2 })
	act(() => vi.advanceTimersByTime(200))
	expect(result.current.phase).toBe('results')
	expect(result.current.submitted).toEqual({ area: 2 })
	expect(vi.getTimerCount()).toBe(0)
})

test('startNew while calculating cancels the pending results', () => {
	installFakeClock()
	const { result } = renderHook(() => useCalculationFlow<AreaInput>())
	act(() => result.current.submit({ area: 1 }))
	act(() => result.current.startNew())
	expect(vi.getTimerCount()).toBe(0)
	act(() => vi.advanceTimersByTime(1000))
	expect(result.current.phase).toBe('form')
})

test('unmounting while calculating clears the timer and updates nothing', () => {
	installFakeClock()
	const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
	const { result, unmount } = renderHook(() => useCalculationFlow<AreaInput>())
	act(() => result.current.submit({ area: 1 }))
	expect(vi.getTimerCount()).toBe(1)
	unmount()
	expect(vi.getTimerCount()).toBe(0)
	expect(() => act(() => vi.advanceTimersByTime(1000))).not.toThrow()
	expect(result.current.phase).toBe('calculating')
	expect(consoleError).not.toHaveBeenCalled()
	consoleError.mockRestore()
})

test('the form shows Calculating... on a disabled button, then the results, then the form again', async () => {
	const user = installFakeClock()
	render(<AreaCalculator />)
	const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' })
	expect(button.disabled).toBe(false)
	expect(screen.getByRole('status', { name: 'Phase' }).textContent).toBe('form')

	await user.click(button)
	expect(button.textContent).toBe('Calculating...')
	expect(button.disabled).toBe(true)
	expect(screen.getByRole('button', { name: 'Calculating...' })).toBe(button)
	expect(screen.getByRole('status', { name: 'Phase' }).textContent).toBe('calculating')

	// The snapshot is what was submitted, not what the field says now.
	await user.clear(screen.getByRole('textbox', { name: 'Area' }))
	await user.type(screen.getByRole('textbox', { name: 'Area' }), '99')

	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	expect(screen.getByText('Result for 12 m²')).toBeTruthy()
	expect(screen.queryByRole('button', { name: /^Calculat/ })).toBeNull()

	await user.click(screen.getByRole('button', { name: 'Start New Calculation' }))
	expect(screen.getByRole('status', { name: 'Phase' }).textContent).toBe('form')
	expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' }).disabled).toBe(false)
})

test('unmounting the calculator mid-calculation leaves no timer behind', async () => {
	const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
	const user = installFakeClock()
	const { unmount } = render(<AreaCalculator />)
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	expect(vi.getTimerCount()).toBe(1)
	unmount()
	expect(vi.getTimerCount()).toBe(0)
	act(() => vi.advanceTimersByTime(1000))
	expect(consoleError).not.toHaveBeenCalled()
	consoleError.mockRestore()
})

test('the button is disabled and says what is missing while the form is not ready', () => {
	render(
		<CalculatorForm isCalculating={false} isReady={false} pendingMessage="Enter the deck length" onSubmit={() => {}}>
			{null}
		</CalculatorForm>,
	)
	const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' })
	expect(button.disabled).toBe(true)
	expect(button.getAttribute('type')).toBe('submit')
	const message = screen.getByText('Enter the deck length')
	expect(message.getAttribute('aria-live')).toBe('polite')
})

test('the pending message is hidden once the form is ready and while calculating', () => {
	const form = (isCalculating: boolean, isReady: boolean) => (
		<CalculatorForm
			isCalculating={isCalculating}
			isReady={isReady}
			pendingMessage="Enter the deck length"
			onSubmit={() => {}}
		>
			{null}
		</CalculatorForm>
	)
	const { rerender } = render(form(false, true))
	expect(screen.queryByText('Enter the deck length')).toBeNull()
	expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' }).disabled).toBe(false)
	rerender(form(true, false))
	expect(screen.queryByText('Enter the deck length')).toBeNull()
	expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Calculating...' }).disabled).toBe(true)
})

test('typing the missing value enables the button', async () => {
	const user = installFakeClock()
	render(<AreaCalculator />)
	const field = screen.getByRole('textbox', { name: 'Area' })
	await user.clear(field)
	expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' }).disabled).toBe(true)
	expect(screen.getByText('Enter the area')).toBeTruthy()
	await user.type(field, '8')
	expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' }).disabled).toBe(false)
	expect(screen.queryByText('Enter the area')).toBeNull()
})
