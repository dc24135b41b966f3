// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { SafetyNote } from './safety-note.tsx'
import { SAFETY_NOTE } from './safety-note-text.ts'
import { type SupplyValues, supplyDefaults, supplyForStandard } from './standard.ts'
import { StandardField } from './standard-field.tsx'
import { LengthFields, SystemFields } from './supply-fields.tsx'

function isChecked(radio: HTMLElement) {
	return (radio as HTMLInputElement).checked
}

function shownOption(label: string) {
	return (screen.getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.text
}

function Supply({ initial }: { initial: SupplyValues }) {
	const [values, setValues] = useState(initial)
	const update = (patch: Partial<SupplyValues>) => setValues((current) => ({ ...current, ...patch }))
	return (
		<>
			<StandardField value={values.standard} onChange={(standard) => setValues(supplyForStandard(values, standard))} />
			<SystemFields values={values} errors={{}} update={update} />
			<LengthFields values={values} errors={{}} update={update} />
		</>
	)
}

test('the standard switch changes the system options; Other… asks for phase and voltage', async () => {
	const user = userEvent.setup()
	render(<Supply initial={supplyDefaults('imperial')} />)
	expect(isChecked(screen.getByRole('radio', { name: 'US – NEC (AWG, ft)' }))).toBe(true)
	expect(shownOption('System')).toBe('120 V single-phase')
	expect(screen.queryByLabelText('Voltage')).toBeNull()
	await user.selectOptions(screen.getByLabelText('System'), 'Other…')
	expect(isChecked(screen.getByRole('radio', { name: 'Single-phase or DC' }))).toBe(true)
	await user.type(screen.getByLabelText('Voltage'), '48')
	await user.click(screen.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }))
	expect(shownOption('System')).toBe('230 V single-phase')
	expect(shownOption('Length unit')).toBe('Meters (m)')
})

test('the length unit select converts a typed length; a typed length keeps its unit on a standard switch', async () => {
	const user = userEvent.setup()
	render(<Supply initial={supplyDefaults('imperial')} />)
	await user.type(screen.getByLabelText('One-way length'), '100')
	await user.click(screen.getByRole('radio', { name: 'UK – BS 7671 (mm², m)' }))
	expect(shownOption('Length unit')).toBe('Feet (ft)')
	await user.selectOptions(screen.getByLabelText('Length unit'), 'Meters (m)')
	// 100 ft × 0.3048 = 30.48 m
	expect((screen.getByLabelText('One-way length') as HTMLInputElement).value).toBe('30.48')
})

test('the safety note is the spec’s text', () => {
	render(<SafetyNote />)
	expect(screen.getByText(SAFETY_NOTE).tagName).toBe('P')
})
