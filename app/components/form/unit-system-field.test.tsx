// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { RadioGroup } from './radio-group.tsx'
import { type UnitSelection, UnitSystemField } from './unit-system-field.tsx'

function StatefulUnitSystemField({
	initial,
	onChange,
}: {
	initial: UnitSelection
	onChange?: (selection: UnitSelection) => void
}) {
	const [value, setValue] = useState(initial)
	return (
		<UnitSystemField
			value={value}
			onChange={(selection) => {
				setValue(selection)
				onChange?.(selection)
			}}
		/>
	)
}

function checkedOf(radio: HTMLElement) {
	return (radio as HTMLInputElement).checked
}

test('a radio group is a named group of radios with the current value checked', () => {
	render(
		<RadioGroup
			legend="Board Direction"
			options={[
				{ value: 'along', label: 'Along the deck' },
				{ value: 'across', label: 'Across the deck' },
			]}
			value="across"
			onValueChange={() => {}}
		/>,
	)
	const group = screen.getByRole('group', { name: 'Board Direction' })
	const radios = within(group).getAllByRole('radio')
	expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['along', 'across'])
	expect(checkedOf(within(group).getByRole('radio', { name: 'Across the deck' }))).toBe(true)
	expect(checkedOf(within(group).getByRole('radio', { name: 'Along the deck' }))).toBe(false)
	expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1)
})

test('two radio groups on one page do not share a name', () => {
	const options = [
		{ value: 'a', label: 'A' },
		{ value: 'b', label: 'B' },
	] as const
	render(
		<>
			<RadioGroup legend="First" options={options} value="a" onValueChange={() => {}} />
			<RadioGroup legend="Second" options={options} value="b" onValueChange={() => {}} />
		</>,
	)
	const first = within(screen.getByRole('group', { name: 'First' })).getAllByRole('radio')[0]
	const second = within(screen.getByRole('group', { name: 'Second' })).getAllByRole('radio')[0]
	expect(first?.getAttribute('name')).not.toBe(second?.getAttribute('name'))
})

test('metric shows the metric sub-unit radios', () => {
	render(<UnitSystemField value={{ unit: 'metric', metricUnit: 'mm' }} onChange={() => {}} />)
	const system = screen.getByRole('group', { name: 'Unit System' })
	expect(checkedOf(within(system).getByRole('radio', { name: 'Metric' }))).toBe(true)
	const metric = screen.getByRole('group', { name: 'Metric Unit' })
	expect(checkedOf(within(metric).getByRole('radio', { name: 'Millimeters (mm)' }))).toBe(true)
	expect(checkedOf(within(metric).getByRole('radio', { name: 'Meters (m)' }))).toBe(false)
})

test('imperial hides the metric sub-unit radios', () => {
	render(<UnitSystemField value={{ unit: 'imperial', metricUnit: 'mm' }} onChange={() => {}} />)
	expect(checkedOf(screen.getByRole('radio', { name: 'Imperial (feet)' }))).toBe(true)
	expect(screen.queryByRole('group', { name: 'Metric Unit' })).toBeNull()
	expect(screen.queryByRole('radio', { name: 'Millimeters (mm)' })).toBeNull()
})

test('the imperial label can be changed', () => {
	render(
		<UnitSystemField
			value={{ unit: 'imperial', metricUnit: 'm' }}
			onChange={() => {}}
			imperialLabel="Imperial (inches)"
		/>,
	)
	expect(screen.getByRole('radio', { name: 'Imperial (inches)' })).toBeTruthy()
})

test('choosing Imperial calls onChange with unit imperial and keeps the metric unit', async () => {
	const user = userEvent.setup()
	const onChange = vi.fn()
	render(<UnitSystemField value={{ unit: 'metric', metricUnit: 'm' }} onChange={onChange} />)
	await user.click(screen.getByRole('radio', { name: 'Imperial (feet)' }))
	expect(onChange).toHaveBeenCalledTimes(1)
	expect(onChange).toHaveBeenCalledWith({ unit: 'imperial', metricUnit: 'm' })
})

test('choosing a metric sub-unit calls onChange with that unit', async () => {
	const user = userEvent.setup()
	const onChange = vi.fn()
	render(<UnitSystemField value={{ unit: 'metric', metricUnit: 'mm' }} onChange={onChange} />)
	await user.click(screen.getByRole('radio', { name: 'Meters (m)' }))
	expect(onChange).toHaveBeenCalledWith({ unit: 'metric', metricUnit: 'm' })
})

test('switching to imperial and back brings the metric sub-unit back as it was', async () => {
	const user = userEvent.setup()
	const onChange = vi.fn()
	render(<StatefulUnitSystemField initial={{ unit: 'metric', metricUnit: 'm' }} onChange={onChange} />)
	await user.click(screen.getByRole('radio', { name: 'Imperial (feet)' }))
	expect(screen.queryByRole('group', { name: 'Metric Unit' })).toBeNull()
	await user.click(screen.getByRole('radio', { name: 'Metric' }))
	expect(checkedOf(screen.getByRole('radio', { name: 'Meters (m)' }))).toBe(true)
	expect(onChange.mock.calls.map(([selection]) => selection)).toEqual([
		{ unit: 'imperial', metricUnit: 'm' },
		{ unit: 'metric', metricUnit: 'm' },
	])
})

test('metricUnits offers metres, centimetres and millimetres in the given order', async () => {
	const user = userEvent.setup()
	const onChange = vi.fn()
	render(
		<UnitSystemField<'m' | 'cm' | 'mm'>
			value={{ unit: 'metric', metricUnit: 'm' }}
			onChange={onChange}
			metricUnits={['m', 'cm', 'mm']}
		/>,
	)
	const metric = screen.getByRole('group', { name: 'Metric Unit' })
	expect(
		within(metric)
			.getAllByRole('radio')
			.map((radio) => radio.getAttribute('value')),
	).toEqual(['m', 'cm', 'mm'])
	expect(checkedOf(within(metric).getByRole('radio', { name: 'Meters (m)' }))).toBe(true)
	await user.click(within(metric).getByRole('radio', { name: 'Centimeters (cm)' }))
	expect(onChange).toHaveBeenCalledWith({ unit: 'metric', metricUnit: 'cm' })
})

test('a single metric unit shows no sub-unit choice', () => {
	render(<UnitSystemField<'m'> value={{ unit: 'metric', metricUnit: 'm' }} onChange={() => {}} metricUnits={['m']} />)
	expect(checkedOf(screen.getByRole('radio', { name: 'Metric' }))).toBe(true)
	expect(screen.queryByRole('group', { name: 'Metric Unit' })).toBeNull()
	expect(screen.getAllByRole('radio')).toHaveLength(2)
})
