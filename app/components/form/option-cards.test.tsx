// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { type OptionCard, OptionCards } from './option-cards.tsx'

type Grass = 'bluegrass' | 'fescue' | 'rye'

const GRASSES: ReadonlyArray<OptionCard<Grass>> = [
	{
		value: 'bluegrass',
		name: 'Kentucky Bluegrass',
		description: 'Cool-season, fine texture',
		detail: '1 kg per 100 m²',
	},
	{ value: 'fescue', name: 'Tall Fescue', description: 'Drought tolerant' },
	{ value: 'rye', name: 'Perennial Ryegrass' },
]

function StatefulOptionCards({ onValueChange }: { onValueChange?: (value: Grass) => void }) {
	const [value, setValue] = useState<Grass | null>(null)
	return (
		<OptionCards
			legend="Grass Type"
			options={GRASSES}
			value={value}
			onValueChange={(next) => {
				setValue(next)
				onValueChange?.(next)
			}}
		/>
	)
}

function checkedOf(radio: HTMLElement) {
	return (radio as HTMLInputElement).checked
}

test('each card is a radio named by its name, description and detail', () => {
	render(<OptionCards legend="Grass Type" options={GRASSES} value={null} onValueChange={() => {}} />)
	const group = screen.getByRole('group', { name: 'Grass Type' })
	const radios = within(group).getAllByRole('radio')
	expect(radios).toHaveLength(3)
	expect(radios.every((radio) => !checkedOf(radio))).toBe(true)
	expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1)

	const bluegrass = within(group).getByRole('radio', {
		name: /^Kentucky Bluegrass\s*Cool-season, fine texture\s*1 kg per 100 m²$/,
	})
	const card = bluegrass.closest('label')
	expect(card).not.toBeNull()
	expect(within(card!).getByText('Kentucky Bluegrass')).toBeTruthy()
	expect(within(card!).getByText('Cool-season, fine texture')).toBeTruthy()
	expect(within(card!).getByText('1 kg per 100 m²')).toBeTruthy()
})

test('a card without description or detail shows just its name', () => {
	render(<OptionCards legend="Grass Type" options={GRASSES} value="rye" onValueChange={() => {}} />)
	const rye = screen.getByRole('radio', { name: 'Perennial Ryegrass' })
	expect(checkedOf(rye)).toBe(true)
	expect(rye.closest('label')?.children).toHaveLength(2)
	expect(screen.getByRole('radio', { name: /^Tall Fescue\s*Drought tolerant$/ })).toBeTruthy()
})

test('no error means no description on the group', () => {
	render(<OptionCards legend="Grass Type" options={GRASSES} value={null} onValueChange={() => {}} />)
	expect(screen.getByRole('group', { name: 'Grass Type' }).getAttribute('aria-describedby')).toBeNull()
})

test('an error is shown and describes the group', () => {
	render(
		<OptionCards
			legend="Grass Type"
			options={GRASSES}
			value={null}
			onValueChange={() => {}}
			error="Choose a grass type"
		/>,
	)
	const group = screen.getByRole('group', { name: 'Grass Type' })
	const message = screen.getByText('Choose a grass type')
	const describedBy = group.getAttribute('aria-describedby')
	expect(describedBy).toBeTruthy()
	expect(describedBy).toBe(message.id)
	expect(document.getElementById(describedBy!)?.textContent).toBe('Choose a grass type')
})

test('selecting a card calls onValueChange with its value', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(<OptionCards legend="Grass Type" options={GRASSES} value="bluegrass" onValueChange={onValueChange} />)
	await user.click(screen.getByRole('radio', { name: /^Tall Fescue/ }))
	expect(onValueChange).toHaveBeenCalledTimes(1)
	expect(onValueChange).toHaveBeenCalledWith('fescue')
})

test('clicking the card text selects it', async () => {
	const user = userEvent.setup()
	const onValueChange = vi.fn()
	render(<StatefulOptionCards onValueChange={onValueChange} />)
	await user.click(screen.getByText('Drought tolerant'))
	expect(checkedOf(screen.getByRole('radio', { name: /^Tall Fescue/ }))).toBe(true)
	await user.click(screen.getByText('Perennial Ryegrass'))
	expect(checkedOf(screen.getByRole('radio', { name: 'Perennial Ryegrass' }))).toBe(true)
	expect(checkedOf(screen.getByRole('radio', { name: /^Tall Fescue/ }))).toBe(false)
	expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['fescue', 'rye'])
})
