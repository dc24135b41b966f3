// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { CalculatorForm } from './calculator-form.tsx'

function renderForm(canSubmit: boolean) {
	const onSubmit = vi.fn()
	render(
		<CalculatorForm canSubmit={canSubmit} onSubmit={onSubmit}>
			<label>
				Length
				<input required />
			</label>
			<button type="submit">Calculate</button>
		</CalculatorForm>,
	)
	return onSubmit
}

test('Enter or Calculate submits when the form can be submitted, without browser validation', async () => {
	const user = userEvent.setup()
	const onSubmit = renderForm(true)
	await user.type(screen.getByRole('textbox', { name: 'Length' }), '{Enter}')
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	expect(onSubmit).toHaveBeenCalledTimes(2)
	expect(screen.getByRole('textbox').closest('form')?.noValidate).toBe(true)
})

test('nothing is submitted while the form cannot be', async () => {
	const user = userEvent.setup()
	const onSubmit = renderForm(false)
	await user.type(screen.getByRole('textbox', { name: 'Length' }), '12{Enter}')
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	expect(onSubmit).not.toHaveBeenCalled()
})
