// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, expect, test, vi } from 'vitest'
import { NumberField } from '#app/components/form/number-field.tsx'
import { CALCULATION_DELAY_MS } from '#app/config/site.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { decimal } from '#app/lib/number-input.ts'
import { textField } from './bind.ts'
import { renderCalculator } from '../../tests/support/render-calculator.tsx'
import { defineCalculator, type FormProps, type ResultsProps } from './define-calculator.ts'
import { MetresOrFeet } from '../../tests/support/metres-or-feet.tsx'

type SquareValues = { unit: 'm' | 'ft'; side: string; label: string }
type SquareInput = { unit: 'm' | 'ft'; side: number; label: string }

function SquareForm(form: FormProps<SquareValues>) {
	return (
		<>
			<MetresOrFeet form={form} />
			<NumberField label="Label" {...textField(form, 'label')} />
			<NumberField label="Side" {...textField(form, 'side')} focusOnStartNew />
		</>
	)
}

function SquareResults({ input, result, onStartNew }: ResultsProps<SquareInput, number>) {
	return (
		<section aria-label="Results">
			<p>{`${input.side} ${input.unit} square: ${result}`}</p>
			<button type="button" onClick={onStartNew}>
				Start New Calculation
			</button>
		</section>
	)
}

const square = defineCalculator({
	id: 'deck-board-estimator',
	defaults: { unit: 'm', side: '', label: 'kept' } as SquareValues,
	schema: () => v.object({ unit: v.picklist(['m', 'ft']), side: decimal({ min: 0.1, max: 100 }), label: v.string() }),
	compute: ({ side }) => {
		if (side > 50) throw new CalculationError('Side is too big')
		return side * side
	},
	reset: {
		startNew: (values) => ({ ...values, side: '' }),
		unitChange: (values, selection) => ({ ...values, ...selection, side: '' }),
	},
	messages: { empty: 'Fill in the side to calculate.' },
	Form: SquareForm,
	Results: SquareResults,
})

/**
 * Fake timers, plus a user that advances them (React Testing Library only advances its own
 * setTimeout(0) under a global `jest`: testing-library/react-testing-library#1197).
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

const calculate = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Calculat/ })
const side = () => screen.getByRole('textbox', { name: 'Side' })

test('Calculate waits for the empty field, saying so, without showing an error under it', () => {
	renderCalculator(square)
	expect(calculate().disabled).toBe(true)
	expect(screen.getByText('Fill in the side to calculate.')).toBeTruthy()
	expect(side().getAttribute('aria-invalid')).toBeNull()
})

test('a wrong value is named under the field and the line asks to correct it', async () => {
	const user = userEvent.setup()
	renderCalculator(square)
	await user.type(side(), 'abc')
	expect(side().getAttribute('aria-invalid')).toBe('true')
	expect(screen.getByText('Correct the highlighted fields to calculate.')).toBeTruthy()
})

test('Calculate shows Calculating... for 500 ms, then the results of the submitted input', async () => {
	const user = installFakeClock()
	renderCalculator(square)
	await user.type(side(), '3')
	await user.click(calculate())
	expect(calculate().textContent).toBe('Calculating...')
	expect(calculate().disabled).toBe(true)
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS - 1))
	expect(screen.queryByText('3 m square: 9')).toBeNull()
	act(() => vi.advanceTimersByTime(1))
	// 3 × 3 = 9
	expect(screen.getByText('3 m square: 9')).toBeTruthy()
})

test('a CalculationError is the alert, the form stays, and the alert goes once the input is put right', async () => {
	const user = installFakeClock()
	renderCalculator(square)
	await user.type(side(), '60')
	await user.click(calculate())
	expect(screen.getByRole('alert').textContent).toBe('Side is too big')
	expect(calculate().textContent).toBe('Calculate')
	expect((side() as HTMLInputElement).value).toBe('60')
	await user.clear(side())
	await user.type(side(), '5')
	expect(screen.getByRole('alert').textContent).toBe('')
})

test("'Start New Calculation' applies the reset rule and focuses the start field", async () => {
	const user = installFakeClock()
	renderCalculator(square)
	await user.type(side(), '4')
	await user.click(calculate())
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	await user.click(screen.getByRole('button', { name: 'Start New Calculation' }))
	expect((side() as HTMLInputElement).value).toBe('')
	expect((screen.getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('kept')
	expect(document.activeElement).toBe(side())
})

test('a unit change follows the calculator’s unit rule', async () => {
	const user = userEvent.setup()
	renderCalculator(square)
	await user.type(side(), '4')
	await user.click(screen.getByRole('radio', { name: 'Feet' }))
	expect((side() as HTMLInputElement).value).toBe('')
	expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Feet' }).checked).toBe(true)
})

test('messages.pending replaces the line under Calculate', async () => {
	const user = userEvent.setup()
	const named = defineCalculator({ ...square, messages: { ...square.messages, pending: () => 'Correct Side.' } })
	renderCalculator(named)
	await user.type(side(), 'x')
	expect(screen.getByText('Correct Side.')).toBeTruthy()
})

test('typing keeps the inputs in the address (replaced, not a new entry each key) and in a draft', async () => {
	const user = installFakeClock()
	const { router } = renderCalculator(square)
	await user.type(side(), '12')
	act(() => vi.advanceTimersByTime(300))
	expect(router.state.location.search).toBe('?side=12')
	expect(router.state.historyAction).toBe('REPLACE')
	// The drafts follow once the new entry shows.
	act(() => vi.advanceTimersByTime(300))
	expect(window.localStorage.getItem('calcwright:draft:deck-board-estimator')).toBe('side=12')
})

test('a link opens its inputs, and its results at once when it asks for them', () => {
	renderCalculator(square, '/calculators/test?side=3&unit=ft#results')
	// 3 × 3 = 9, without the 500 ms delay
	expect(screen.getByText('3 ft square: 9')).toBeTruthy()
})

test('a link that does not ask for results opens the filled form; a choice that does not exist keeps the default', () => {
	renderCalculator(square, '/calculators/test?side=abc&unit=furlong&label=Shed')
	expect((side() as HTMLInputElement).value).toBe('abc')
	expect(side().getAttribute('aria-invalid')).toBe('true')
	expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Metres' }).checked).toBe(true)
	expect((screen.getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('Shed')
})

test('Calculate adds one history entry: Back returns to the filled form, Forward to the results', async () => {
	const user = installFakeClock()
	const { router } = renderCalculator(square)
	await user.type(side(), '4')
	await user.click(calculate())
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	expect(router.state.location.hash).toBe('#results')
	expect(router.state.historyAction).toBe('PUSH')
	await act(() => router.navigate(-1))
	expect((side() as HTMLInputElement).value).toBe('4')
	await act(() => router.navigate(1))
	expect(screen.getByText('4 m square: 16')).toBeTruthy()
})

test('the last inputs come back with a note, and its Start New clears them; a link wins over the draft', async () => {
	const user = userEvent.setup()
	window.localStorage.setItem('calcwright:draft:deck-board-estimator', 'side=7&label=Garage')
	const { unmount } = renderCalculator(square, '/calculators/test', { keepDrafts: true })
	expect((side() as HTMLInputElement).value).toBe('7')
	expect(screen.getByRole('status').textContent).toContain('Your last inputs were restored.')
	await user.click(screen.getByRole('button', { name: 'Start New' }))
	expect((side() as HTMLInputElement).value).toBe('')
	expect(screen.queryByText('Your last inputs were restored.')).toBeNull()
	unmount()
	window.localStorage.setItem('calcwright:draft:deck-board-estimator', 'side=7')
	renderCalculator(square, '/calculators/test?side=2', { keepDrafts: true })
	expect((side() as HTMLInputElement).value).toBe('2')
	expect(screen.queryByText('Your last inputs were restored.')).toBeNull()
})
