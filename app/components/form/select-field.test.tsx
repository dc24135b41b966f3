// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { SelectField } from './select-field.tsx'

function StatefulSelect({ onValueChange }: { onValueChange: (value: 'kg' | 'lbs') => void }) {
	const [value, setValue] = useState<'kg' | 'lbs'>('kg')
	return (
		<SelectField
			label="Bag Unit"
			options={[
				{ value: 'kg', label: 'kg' },
				{ value: 'lbs', label: 'lbs' },
			]}
			value={value}
			onValueChange={(next) => {
				setValue(next)
				onValueChange(next)
			}}
		/>
	)
}

test('a labelled select reports the chosen option', async () => {
	const onValueChange = vi.fn()
	render(<StatefulSelect onValueChange={onValueChange} />)
	const select = screen.getByRole('combobox', { name: 'Bag Unit' })
	expect(select).toHaveProperty('value', 'kg')
	await userEvent.selectOptions(select, 'lbs')
	expect(onValueChange).toHaveBeenCalledWith('lbs')
	expect(select).toHaveProperty('value', 'lbs')
})

const SIZES = [
	{ value: 'No.10', label: 'No.10 (9.525 mm)' },
	{ value: 'No.13', label: 'No.13 (12.7 mm)' },
]

test('with a placeholder, the select is named by its entry and label, starts on it and reports the choice', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(
		<SelectField
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
		<SelectField
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

test('options with a group are shown under that heading, in order; a choice in a group is reported as any other', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(
		<SelectField
			label="Size"
			options={[
				{ value: 'No.13', label: 'No.13 (12.7 mm)', group: 'ASTM A615 (soft metric)' },
				{ value: 'No.16', label: 'No.16 (15.875 mm)', group: 'ASTM A615 (soft metric)' },
				{ value: 'H12', label: 'H12 (12 mm)', group: 'BS 4449 (UK)' },
			]}
			value=""
			onValueChange={onValueChange}
			placeholder="Select size"
		/>,
	)
	const groups = [...document.querySelectorAll('optgroup')].map((group) => [
		group.label,
		[...group.querySelectorAll('option')].map((option) => option.value),
	])
	expect(groups).toEqual([
		['ASTM A615 (soft metric)', ['No.13', 'No.16']],
		['BS 4449 (UK)', ['H12']],
	])
	// The placeholder stays outside the groups.
	expect(screen.getAllByRole('option')[0]?.parentElement?.tagName).toBe('SELECT')
	await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'H12')
	expect(onValueChange).toHaveBeenCalledWith('H12')
})

test('standing help is shown under the select and read with it', () => {
	render(
		<SelectField
			label="Climate zone"
			options={[{ value: 'none', label: 'Not chosen' }]}
			value="none"
			onValueChange={() => {}}
			help="Sets the target"
		/>,
	)
	const describedBy = screen.getByRole('combobox', { name: 'Climate zone' }).getAttribute('aria-describedby') ?? ''
	expect(document.getElementById(describedBy)?.textContent).toBe('Sets the target')
})
