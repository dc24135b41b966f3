// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps, useState } from 'react'
import { expect, test, vi } from 'vitest'
import { lengthHint } from '#app/lib/length-hint.ts'
import { NumberField } from './number-field.tsx'

type WrapperProps = Omit<ComponentProps<typeof NumberField>, 'value' | 'onValueChange'> & {
	initialValue?: string
	onValueChange?: (value: string) => void
}

/** NumberField is controlled; this keeps its value in state like a calculator form does. */
function StatefulNumberField({ initialValue = '', onValueChange, ...props }: WrapperProps) {
	const [value, setValue] = useState(initialValue)
	return (
		<NumberField
			{...props}
			value={value}
			onValueChange={(next) => {
				setValue(next)
				onValueChange?.(next)
			}}
		/>
	)
}

/** The text of the elements named by aria-describedby, in order, as a screen reader reads them. */
function descriptionOf(element: HTMLElement) {
	return (element.getAttribute('aria-describedby') ?? '')
		.split(/\s+/)
		.filter(Boolean)
		.map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`)
}

test('the label gives the field its accessible name', () => {
	render(<NumberField label="Deck Length" value="" onValueChange={() => {}} />)
	const input = screen.getByRole('textbox', { name: 'Deck Length' })
	expect(input.getAttribute('inputmode')).toBe('decimal')
	expect(input.getAttribute('aria-invalid')).toBeNull()
	expect(input.getAttribute('aria-describedby')).toBeNull()
})

test('the entry context is read before the label but only the label is shown', () => {
	render(<NumberField label="Height" context="Wall 2" value="" onValueChange={() => {}} />)
	const input = screen.getByRole('textbox', { name: 'Wall 2 Height' })
	const label = document.querySelector(`label[for="${input.id}"]`)
	const hidden = label?.querySelector('.visually-hidden')
	expect(hidden?.textContent).toBe('Wall 2 ')
	const visible = [...(label?.childNodes ?? [])].filter((node) => node !== hidden).map((node) => node.textContent)
	expect(visible.join('')).toBe('Height')
})

test('the unit is shown beside the field and is part of its description', () => {
	render(<NumberField label="Board Width" unit="mm" value="140" onValueChange={() => {}} />)
	expect(screen.getByText('mm')).toBeTruthy()
	expect(descriptionOf(screen.getByRole('textbox', { name: 'Board Width' }))).toEqual(['mm'])
})

test('help, hint and error are all in the accessible description and the error marks the field invalid', () => {
	render(
		<NumberField
			label="Waste"
			unit="%"
			value="150"
			onValueChange={() => {}}
			help="Add 10-15% for cuts and waste"
			hint="= 1.5 times the area"
			error="Must be at most 50%"
		/>,
	)
	const input = screen.getByRole('textbox', { name: 'Waste' })
	// While the value is wrong, the hint (a converted value) is not shown: only what is wrong.
	expect(descriptionOf(input)).toEqual(['%', 'Add 10-15% for cuts and waste', 'Must be at most 50%'])
	expect(input.getAttribute('aria-invalid')).toBe('true')
	expect(screen.getByText('Must be at most 50%')).toBeTruthy()
})

test('the description ids follow an explicit id prop', () => {
	render(<NumberField id="deck-length" label="Deck Length" value="" onValueChange={() => {}} help="Along the joists" />)
	const input = screen.getByRole('textbox', { name: 'Deck Length' })
	expect(input.id).toBe('deck-length')
	expect(input.getAttribute('aria-describedby')).toBe('deck-length-help')
	expect(descriptionOf(input)).toEqual(['Along the joists'])
})

test('typing reports every change through onValueChange', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(<StatefulNumberField label="Deck Length" onValueChange={onValueChange} />)
	const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Deck Length' })
	await user.type(input, '4.8')
	expect(input.value).toBe('4.8')
	expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['4', '4.', '4.8'])
})

test('ArrowUp and ArrowDown step by step', async () => {
	const user = userEvent.setup()
	render(<StatefulNumberField label="Joist Spacing" initialValue="400" step={50} />)
	const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Joist Spacing' })
	await user.click(input)
	await user.keyboard('{ArrowUp}')
	expect(input.value).toBe('450')
	await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
	expect(input.value).toBe('300')
})

test('decimal steps keep the step precision without floating point noise', async () => {
	const user = userEvent.setup()
	render(<StatefulNumberField label="Board Gap" initialValue="0.1" step={0.1} />)
	const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Board Gap' })
	await user.click(input)
	await user.keyboard('{ArrowUp}{ArrowUp}')
	expect(input.value).toBe('0.3')
})

test('ArrowDown never goes below min', async () => {
	const user = userEvent.setup()
	render(<StatefulNumberField label="Waste" initialValue="1" min={0} step={1} />)
	const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Waste' })
	await user.click(input)
	await user.keyboard('{ArrowDown}')
	expect(input.value).toBe('0')
	await user.keyboard('{ArrowDown}{ArrowDown}')
	expect(input.value).toBe('0')
})

test('an empty field steps from min', async () => {
	const user = userEvent.setup()
	render(<StatefulNumberField label="Coats" min={1} step={1} />)
	const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Coats' })
	await user.click(input)
	await user.keyboard('{ArrowDown}')
	expect(input.value).toBe('1')
})

test('arrow keys leave text that is not a number alone', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(<StatefulNumberField label="Deck Length" initialValue="12 ft" onValueChange={onValueChange} />)
	const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Deck Length' })
	await user.click(input)
	await user.keyboard('{ArrowUp}{ArrowDown}')
	expect(input.value).toBe('12 ft')
	expect(onValueChange).not.toHaveBeenCalled()
})

test("an empty field shows no 'Required' until the person empties it; typing into it clears that", () => {
	const { rerender } = render(<NumberField label="Floor area" value="" onValueChange={() => {}} error="Required" />)
	const input = screen.getByRole('textbox', { name: 'Floor area' })
	fireEvent.focus(input)
	fireEvent.blur(input)
	expect(input.getAttribute('aria-invalid')).toBeNull()
	rerender(<NumberField label="Floor area" value="20" onValueChange={() => {}} error={undefined} />)
	fireEvent.change(input, { target: { value: '' } })
	rerender(<NumberField label="Floor area" value="" onValueChange={() => {}} error="Required" />)
	expect(input.getAttribute('aria-invalid')).toBe('true')
	expect(descriptionOf(input)).toEqual(['Required'])
	fireEvent.change(input, { target: { value: '2' } })
	rerender(<NumberField label="Floor area" value="" onValueChange={() => {}} error="Required" />)
	expect(input.getAttribute('aria-invalid')).toBeNull()
})

test('a hint function shows the converted value only while the text is a number and valid', () => {
	const hint = (value: number) => `= ${value * 1000} mm`
	const { rerender } = render(<NumberField label="Length" value="2.4" onValueChange={() => {}} hint={hint} />)
	expect(descriptionOf(screen.getByRole('textbox', { name: 'Length' }))).toEqual(['= 2400 mm'])
	rerender(<NumberField label="Length" value="abc" onValueChange={() => {}} hint={hint} />)
	expect(descriptionOf(screen.getByRole('textbox', { name: 'Length' }))).toEqual([])
	rerender(<NumberField label="Length" value="2,4" onValueChange={() => {}} hint={hint} />)
	expect(descriptionOf(screen.getByRole('textbox', { name: 'Length' }))).toEqual(['Read as 2.4 = 2400 mm'])
})

test('the start field is marked for the form to focus after Start New Calculation', () => {
	render(<NumberField label="Length" value="" onValueChange={() => {}} focusOnStartNew />)
	expect(screen.getByRole('textbox', { name: 'Length' }).hasAttribute('data-start-field')).toBe(true)
})

test('a length as builders write it is read as the schema reads it, and the hint says what was understood', () => {
	const hint = (value: number) => lengthHint(value, 'ft', 'mm')
	const { rerender } = render(
		<NumberField label="Deck Length" unit="ft" value={`12' 6 1/2"`} onValueChange={() => {}} hint={hint} />,
	)
	const input = screen.getByRole('textbox', { name: 'Deck Length' })
	// 12 + 6.5 / 12 = 12.541666… ft; × 0.3048 = 3.8227 m
	expect(descriptionOf(input)).toEqual(['ft', '= 12.5417 ft = 3.8227 m'])
	// A full keyboard: a decimal keypad has no ' " or /.
	expect(input.getAttribute('inputmode')).toBe('text')
	// Plain numbers keep today's hint.
	rerender(<NumberField label="Deck Length" unit="ft" value="12.5" onValueChange={() => {}} hint={hint} />)
	expect(descriptionOf(input)).toEqual(['ft', '= 3.81 m'])
	rerender(<NumberField label="Deck Length" unit="mm" value="2.4 m" onValueChange={() => {}} />)
	expect(descriptionOf(input)).toEqual(['mm', '= 2,400 mm'])
	expect(input.getAttribute('inputmode')).toBe('decimal')
	// Not a length: no hint, and the schema's message is the field's error.
	rerender(<NumberField label="Deck Length" unit="ft" value="5//8" onValueChange={() => {}} hint={hint} />)
	expect(descriptionOf(input)).toEqual(['ft'])
	// Outside a length unit the notation is not read.
	rerender(<NumberField label="Waste" unit="%" value={`6"`} onValueChange={() => {}} hint={() => 'never'} />)
	expect(descriptionOf(screen.getByRole('textbox', { name: 'Waste' }))).toEqual(['%'])
})

test('a sum shows its total under the field, then the converted value (site-rules.md §5)', () => {
	const field = (props: Omit<ComponentProps<typeof NumberField>, 'label' | 'onValueChange'>) => (
		<NumberField label="Deck Length" onValueChange={() => {}} {...props} />
	)
	const { rerender } = render(
		field({ unit: 'ft', value: `12' 6" + 3' 2 1/2"`, hint: (value) => lengthHint(value, 'ft', 'mm') }),
	)
	const input = screen.getByRole('textbox', { name: 'Deck Length' })
	// 12' 6" + 3' 2 1/2" = 15' 8 1/2" = 15.708333… ft; × 0.3048 = 4.7879 m
	expect(descriptionOf(input)).toEqual(['ft', `= 15' 8 1/2" = 4.7879 m`])
	// 4 m − 600 mm = 3.4 m
	rerender(field({ unit: 'm', value: '4 m - 600 mm' }))
	expect(descriptionOf(input)).toEqual(['m', '= 3.4 m'])
	// A sum the schema refuses shows its message, not a total.
	rerender(field({ unit: 'm', value: '2 - 3', error: 'A length cannot be negative' }))
	expect(descriptionOf(input)).toEqual(['m', 'A length cannot be negative'])
	// A field that reads the text its own way (the tile size's '600 x 300' fills both fields) shows its hint alone.
	rerender(field({ unit: 'mm', value: '600 x 300', hint: '= 600 × 300 mm: fills both fields', showsTotal: false }))
	expect(descriptionOf(input)).toEqual(['mm', '= 600 × 300 mm: fills both fields'])
})
