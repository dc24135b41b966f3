// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import * as v from 'valibot'
import { expect, test, vi } from 'vitest'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { decimal } from '#app/lib/number-input.ts'
import { textField } from './bind.ts'
import { CalculatorRuntime } from './calculator-runtime.tsx'
import { defineCalculator, type FormProps, type ResultsProps } from './define-calculator.ts'
import { MetresOrFeet } from '../../tests/support/metres-or-feet.tsx'

type ShedValues = { unit: 'm' | 'ft'; roof: 'flat' | 'pitched'; hasFloor: boolean; side: string }
type ShedInput = Omit<ShedValues, 'side'> & { side: number }
const SHED_DEFAULTS: ShedValues = { unit: 'm', roof: 'flat', hasFloor: false, side: '' }

function ShedForm(form: FormProps<ShedValues>) {
	return (
		<>
			<MetresOrFeet form={form} />
			<SelectField
				label="Roof"
				options={[
					{ value: 'flat', label: 'Flat' },
					{ value: 'pitched', label: 'Pitched' },
				]}
				value={form.values.roof}
				onValueChange={(roof) => form.update({ roof })}
			/>
			<CheckboxField
				label="Floor"
				checked={form.values.hasFloor}
				onCheckedChange={(hasFloor) => form.update({ hasFloor })}
			/>
			<NumberField label="Side" {...textField(form, 'side')} />
		</>
	)
}

function ShedResults({ input }: ResultsProps<ShedInput, number>) {
	return <p>{JSON.stringify(input)}</p>
}

const shed = defineCalculator({
	id: 'deck-board-estimator',
	defaults: SHED_DEFAULTS,
	schema: () =>
		v.object({
			unit: v.picklist(['m', 'ft']),
			roof: v.picklist(['flat', 'pitched']),
			hasFloor: v.boolean(),
			side: decimal({ min: 0.1, max: 100 }),
		}),
	compute: ({ side }) => side * side,
	// A unit change clears the side, as the calculators' unit rule does: typed after it, the side stays.
	reset: { startNew: () => SHED_DEFAULTS, unitChange: (values, selection) => ({ ...values, ...selection, side: '' }) },
	messages: { empty: 'Fill in the side.' },
	Form: ShedForm,
	Results: ShedResults,
})

function app() {
	const router = createMemoryRouter(
		[{ path: '*', element: <CalculatorRuntime definition={shed} name="Shed Calculator" /> }],
		{
			initialEntries: ['/calculators/shed'],
		},
	)
	return { router, element: <RouterProvider router={router} /> }
}

test('what was typed, chosen and ticked before hydration becomes the form’s state, in the form’s order', async () => {
	const container = document.createElement('div')
	document.body.append(container)
	container.innerHTML = renderToString(app().element)
	// The person acts on the pre-rendered page before its scripts run.
	const radio = container.querySelector<HTMLInputElement>('input[type=radio][value=ft]')
	const select = container.querySelector('select')
	const checkbox = container.querySelector<HTMLInputElement>('input[type=checkbox]')
	const side = container.querySelector<HTMLInputElement>('input[inputmode=decimal]')
	if (!radio || !select || !checkbox || !side) throw new Error('the pre-rendered form has its four controls')
	radio.checked = true
	select.value = 'pitched'
	checkbox.checked = true
	side.value = '12'

	const { router, element } = app()
	let root: ReturnType<typeof hydrateRoot> | undefined
	await act(async () => {
		root = hydrateRoot(container, element)
	})
	// The changes are replayed one per task, then the address follows 300 ms later.
	await act(() => vi.waitFor(() => expect(router.state.location.search).not.toBe(''), { timeout: 5_000, interval: 50 }))

	expect(radio.checked).toBe(true)
	expect(select.value).toBe('pitched')
	expect(checkbox.checked).toBe(true)
	expect(side.value).toBe('12')
	// The state knows them: the address carries every one, and Calculate is enabled.
	expect(new URLSearchParams(router.state.location.search).toString()).toBe('unit=ft&roof=pitched&hasFloor=1&side=12')
	expect(container.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(false)
	// Unmounted before the test ends: a timer of the address left running would fire after the window is gone.
	act(() => root?.unmount())
	container.remove()
})
