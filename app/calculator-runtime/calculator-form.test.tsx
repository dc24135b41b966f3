// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { CalculatorForm, LOADING_MESSAGE } from './calculator-form.tsx'

function renderForm({ isReady, alert }: { isReady: boolean; alert?: string }) {
	const onSubmit = vi.fn()
	render(
		<CalculatorForm
			isReady={isReady}
			isCalculating={false}
			pendingMessage="Fill in the length."
			alert={alert}
			onSubmit={onSubmit}
		>
			<label>
				Length
				<input required />
			</label>
		</CalculatorForm>,
	)
	return onSubmit
}

test('Enter or Calculate submits when the form is ready, without browser validation', async () => {
	const user = userEvent.setup()
	const onSubmit = renderForm({ isReady: true })
	await user.type(screen.getByRole('textbox', { name: 'Length' }), '{Enter}')
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	expect(onSubmit).toHaveBeenCalledTimes(2)
	expect(screen.getByRole('textbox').closest('form')?.noValidate).toBe(true)
})

test('nothing is submitted while the form is not ready, and the reason is shown', async () => {
	const user = userEvent.setup()
	const onSubmit = renderForm({ isReady: false })
	await user.type(screen.getByRole('textbox', { name: 'Length' }), '12{Enter}')
	expect(onSubmit).not.toHaveBeenCalled()
	expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', true)
	expect(screen.getByText('Fill in the length.')).toBeTruthy()
})

test('an alert found on submit is announced under the button', () => {
	renderForm({ isReady: true, alert: 'Please fill in length and width for at least one surface' })
	expect(screen.getByRole('alert').textContent).toBe('Please fill in length and width for at least one surface')
})

test('the pre-rendered form says the page is still loading, not what is missing, and Calculate waits', () => {
	// The form is filled in before the scripts arrive: the state the page was served with knows nothing of it.
	const html = renderToString(
		<CalculatorForm isReady={false} isCalculating={false} pendingMessage="Fill in the length." onSubmit={() => {}}>
			<input aria-label="Length" />
		</CalculatorForm>,
	)
	expect(html).toContain(LOADING_MESSAGE)
	expect(html).not.toContain('Fill in the length.')
	expect(html).toMatch(/<button type="submit"[^>]* disabled=""/)
})
