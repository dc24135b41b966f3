// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { CheckboxField } from './checkbox-field.tsx'

function StatefulCheckboxField({
	label,
	role,
	onCheckedChange,
}: {
	label: string
	role?: 'switch'
	onCheckedChange?: (checked: boolean) => void
}) {
	const [checked, setChecked] = useState(false)
	return (
		<CheckboxField
			label={label}
			role={role}
			checked={checked}
			onCheckedChange={(next) => {
				setChecked(next)
				onCheckedChange?.(next)
			}}
		>
			{checked ? <p>Extra options</p> : null}
		</CheckboxField>
	)
}

function checkedOf(element: HTMLElement) {
	return (element as HTMLInputElement).checked
}

test('the checkbox is named by its label and reflects checked', () => {
	render(<CheckboxField label="Include picture frame" checked onCheckedChange={() => {}} />)
	const checkbox = screen.getByRole('checkbox', { name: 'Include picture frame' })
	expect(checkedOf(checkbox)).toBe(true)
	expect(screen.queryByRole('switch')).toBeNull()
})

test('the checkbox toggles on click and reports each change', async () => {
	const user = userEvent.setup()
	const onCheckedChange = vi.fn()
	render(<StatefulCheckboxField label="Include picture frame" onCheckedChange={onCheckedChange} />)
	const checkbox = screen.getByRole('checkbox', { name: 'Include picture frame' })
	await user.click(checkbox)
	expect(checkedOf(checkbox)).toBe(true)
	expect(screen.getByText('Extra options')).toBeTruthy()
	await user.click(screen.getByText('Include picture frame'))
	expect(checkedOf(checkbox)).toBe(false)
	expect(screen.queryByText('Extra options')).toBeNull()
	expect(onCheckedChange.mock.calls.map(([checked]) => checked)).toEqual([true, false])
})

test('the switch variant has role switch and toggles with the keyboard', async () => {
	const user = userEvent.setup()
	const onCheckedChange = vi.fn()
	render(<StatefulCheckboxField label="Show advanced options" role="switch" onCheckedChange={onCheckedChange} />)
	expect(screen.queryByRole('checkbox')).toBeNull()
	const toggle = screen.getByRole('switch', { name: 'Show advanced options' })
	expect(checkedOf(toggle)).toBe(false)
	await user.tab()
	expect(document.activeElement).toBe(toggle)
	await user.keyboard(' ')
	expect(checkedOf(toggle)).toBe(true)
	expect(screen.getByRole('switch', { name: 'Show advanced options', checked: true })).toBe(toggle)
	await user.click(toggle)
	expect(checkedOf(toggle)).toBe(false)
	expect(onCheckedChange.mock.calls.map(([checked]) => checked)).toEqual([true, false])
})

test('a controlled checkbox does not change without its owner', async () => {
	const user = userEvent.setup()
	const onCheckedChange = vi.fn()
	render(<CheckboxField label="Include picture frame" checked={false} onCheckedChange={onCheckedChange} />)
	const checkbox = screen.getByRole('checkbox', { name: 'Include picture frame' })
	await user.click(checkbox)
	expect(onCheckedChange).toHaveBeenCalledWith(true)
	expect(checkedOf(checkbox)).toBe(false)
})

test('context names a repeated checkbox after its entry without showing the entry name', () => {
	render(<CheckboxField label="Exclude Skirting" context="Wall 2" checked={false} onCheckedChange={() => {}} />)
	const checkbox = screen.getByRole('checkbox', { name: 'Wall 2 Exclude Skirting' })
	expect(checkbox).toBeTruthy()
	expect(screen.getByText('Wall 2').className).toBe('visually-hidden')
})
