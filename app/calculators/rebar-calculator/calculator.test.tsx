// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { RebarCalculator } from './calculator.tsx'
import type * as Compute from './compute.ts'

// The size select offers only known sizes, so the seed's calculation error is forced here to check what the
// page does with it: an alert by Calculate, the form and its values kept.
vi.mock('./compute.ts', async (importOriginal) => {
	const actual = await importOriginal<typeof Compute>()
	return {
		...actual,
		computeRebar: () => {
			throw new actual.InvalidRebarSizeError()
		},
	}
})

test("a failed calculation shows 'Invalid rebar size' as an alert next to Calculate", async () => {
	const user = userEvent.setup()
	render(<RebarCalculator />)
	await user.selectOptions(screen.getByLabelText('Rebar 1 Size'), 'No.13')
	await user.type(screen.getByLabelText('Rebar 1 Quantity'), '10')
	await user.type(screen.getByLabelText('Rebar 1 Length'), '6')
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	const alert = await screen.findByText('Invalid rebar size', {}, { timeout: 2000 })
	expect(alert.getAttribute('role')).toBe('alert')
	expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', false)
	expect(screen.getByLabelText('Rebar 1 Quantity')).toHaveProperty('value', '10')
	expect(screen.queryByRole('region', { name: 'Results' })).toBeNull()
})
