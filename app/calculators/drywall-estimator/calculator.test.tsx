// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { DrywallCalculator } from './calculator.tsx'
import type * as Compute from './compute.ts'

// The form never submits without a board size, so the seed's calculation error is forced here to
// check what the page does with it: an alert by Calculate, the form and its values kept.
vi.mock('./compute.ts', async (importOriginal) => {
	const actual = await importOriginal<typeof Compute>()
	return {
		...actual,
		computeDrywall: () => {
			throw new actual.BoardSizeRequiredError()
		},
	}
})

test("a failed calculation shows 'Board size is required' as an alert next to Calculate", async () => {
	const user = userEvent.setup()
	render(<DrywallCalculator />)
	await user.click(screen.getByRole('radio', { name: /^Standard/ }))
	await user.click(screen.getByRole('radio', { name: /^4x8 ft/ }))
	await user.type(screen.getByLabelText('Wall 1 Length'), '5')
	await user.type(screen.getByLabelText('Wall 1 Height'), '2.4')
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	const alert = await screen.findByText('Board size is required', {}, { timeout: 2000 })
	expect(alert.getAttribute('role')).toBe('alert')
	expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', false)
	expect(screen.getByLabelText('Wall 1 Length')).toHaveProperty('value', '5')
	expect(screen.queryByRole('region', { name: 'Results' })).toBeNull()
})
