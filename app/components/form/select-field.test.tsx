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
