// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { NumberField } from '#app/components/form/number-field.tsx'
import { CALCULATION_DELAY_MS } from '#app/config/site.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { decimal } from '#app/lib/number-input.ts'
import * as readNumberModule from '#app/lib/read-number.ts'
import { textField } from './bind.ts'
import { renderCalculator } from '../../tests/support/render-calculator.tsx'
import { defineCalculator, type FormProps, type ResultsProps } from './define-calculator.ts'
import { MetresOrFeet } from '../../tests/support/metres-or-feet.tsx'

// Every reading of a typed number goes through readNumber (lib/parse-decimal.ts readTyped): counted here.
vi.mock('#app/lib/read-number.ts', async (importOriginal) => {
	const original = await importOriginal<typeof readNumberModule>()
	return { ...original, readNumber: vi.fn(original.readNumber) }
})

type SquareValues = { unit: 'm' | 'ft'; side: string; label: string }
type SquareInput = { unit: 'm' | 'ft'; side: number; label: string }

function SquareForm(form: FormProps<SquareValues>) {
	return (
		<>
			<MetresOrFeet form={form} />
			<NumberField label="Label" {...textField(form, 'label')} />
			<NumberField label="Side" unit={form.values.unit} {...textField(form, 'side')} hint={(side) => `= ${side * 2}`} />
		</>
	)
}

function SquareResults({ input, result }: ResultsProps<SquareInput, number>) {
	return <p>{`${input.side} ${input.unit} square: ${result}`}</p>
}

const compute = vi.fn(({ side }: SquareInput) => {
	if (side > 50) throw new CalculationError('Side is too big')
	return side * side
})

// The bounds follow the unit: the schema reads `unit` while it is built, and nothing else.
const schema = vi.fn((values: SquareValues) =>
	v.object({
		unit: v.picklist(['m', 'ft']),
		side: decimal({ min: 0.1, max: values.unit === 'ft' ? 300 : 100, unit: values.unit }),
		label: v.string(),
	}),
)

const square = defineCalculator({
	id: 'deck-board-estimator',
	defaults: { unit: 'm', side: '', label: 'kept' } as SquareValues,
	schema,
	compute,
	reset: { startNew: (values) => ({ ...values, side: '' }) },
	messages: { empty: 'Fill in the side to calculate.' },
	Form: SquareForm,
	Results: SquareResults,
})

function installFakeClock() {
	vi.useFakeTimers()
	vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
	return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

beforeEach(() => vi.clearAllMocks())

afterEach(() => {
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

const side = () => screen.getByRole('textbox', { name: 'Side' })
const calculate = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Calculat/ })

test('a key typed in a field reads its text once (the schema’s reading gives the hint too) and computes nothing', async () => {
	const user = userEvent.setup()
	renderCalculator(square)
	await user.type(side(), '48.2')
	vi.clearAllMocks()
	await user.type(side(), '5')
	expect(vi.mocked(readNumberModule.readNumber).mock.calls).toEqual([['48.25']])
	expect(screen.getByText('= 96.5')).toBeTruthy()
	expect(compute).not.toHaveBeenCalled()
})

test('the schema is built again only when a value it read changes: the unit, not the side', async () => {
	const user = userEvent.setup()
	renderCalculator(square)
	expect(schema).toHaveBeenCalledTimes(1)
	await user.type(side(), '12')
	expect(schema).toHaveBeenCalledTimes(1)
	await user.click(screen.getByRole('radio', { name: 'Feet' }))
	expect(schema).toHaveBeenCalledTimes(2)
	await user.type(side(), '3')
	expect(schema).toHaveBeenCalledTimes(2)
})

test('one Calculate computes once: the results show that result, and later renders compute nothing', async () => {
	const user = installFakeClock()
	renderCalculator(square)
	await user.type(side(), '3')
	await user.click(calculate())
	act(() => vi.advanceTimersByTime(CALCULATION_DELAY_MS))
	// 3 × 3 = 9
	expect(screen.getByText('3 m square: 9')).toBeTruthy()
	act(() => vi.advanceTimersByTime(1000))
	expect(compute).toHaveBeenCalledTimes(1)
})

test('a Calculate stopped by a CalculationError computes once, and renders while its alert shows compute nothing', async () => {
	const user = installFakeClock()
	renderCalculator(square)
	await user.type(side(), '60')
	await user.click(calculate())
	expect(screen.getByRole('alert').textContent).toBe('Side is too big')
	expect(compute).toHaveBeenCalledTimes(1)
	// The address is rewritten (a render of the page) while the alert shows.
	act(() => vi.advanceTimersByTime(1000))
	expect(screen.getByRole('alert').textContent).toBe('Side is too big')
	expect(compute).toHaveBeenCalledTimes(1)
	// The alert follows the input: one compute per change.
	await user.clear(side())
	await user.type(side(), '5')
	expect(screen.getByRole('alert').textContent).toBe('')
	expect(compute).toHaveBeenCalledTimes(2)
})
