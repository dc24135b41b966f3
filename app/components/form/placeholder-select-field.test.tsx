// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { PlaceholderSelectField } from './placeholder-select-field.tsx'

const SIZES = [
	{ value: 'No.10', label: 'No.10 (9.525 mm)' },
	{ value: 'No.13', label: 'No.13 (12.7 mm)' },
]

test('the select is named by its entry and label, starts on the placeholder and reports the choice', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(
		<PlaceholderSelectField
			label="Size"
			context="Rebar 2"
			options={SIZES}
			value=""
			onValueChange={onValueChange}
			placeholder="Select size"
		/>,
	)
	const select = screen.getByRole('combobox', { name: 'Rebar 2 Size' })
	expect((select as HTMLSelectElement).value).toBe('')
	expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
		'Select size',
		'No.10 (9.525 mm)',
		'No.13 (12.7 mm)',
	])
	await user.selectOptions(select, 'No.13')
	expect(onValueChange).toHaveBeenCalledWith('No.13')
	expect(select.getAttribute('aria-invalid')).toBeNull()
})

test('an error marks the select invalid and describes it', () => {
	render(
		<PlaceholderSelectField
			label="Size"
			options={SIZES}
			value=""
			onValueChange={() => {}}
			placeholder="Select size"
			error="Pick one"
		/>,
	)
	const select = screen.getByRole('combobox', { name: 'Size' })
	expect(select.getAttribute('aria-invalid')).toBe('true')
	expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pick one')
})
