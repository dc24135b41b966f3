// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { createEntryId, type Entry, nextEntryName } from '#app/lib/entries.ts'
import { MAX_ENTRIES } from '#app/kept-state/address.ts'
import { type EntryFieldsProps, EntryList } from './entry-list.tsx'
import { NumberField } from './number-field.tsx'

type Surface = Entry & { kind: 'wall' | 'floor'; height: string }

function wall(name: string, height = ''): Surface {
	return { id: createEntryId('wall'), name, kind: 'wall', height }
}

function HeightFields({ entry, update, label, errors }: EntryFieldsProps<Surface, Record<string, never>>) {
	return (
		<NumberField
			label="Height"
			context={label}
			value={entry.height}
			onValueChange={(height) => update({ height })}
			error={errors.height}
		/>
	)
}

/** Owns the entries like a calculator does; every change is also reported to `onEntriesChange`. */
function StatefulEntryList({
	initial,
	minEntries,
	emptyMessage,
	onEntriesChange,
}: {
	initial: ReadonlyArray<Surface>
	minEntries?: number
	emptyMessage?: string
	onEntriesChange?: (entries: ReadonlyArray<Surface>) => void
}) {
	const [entries, setEntries] = useState(initial)
	return (
		<EntryList<Surface>
			legend="Surfaces"
			entries={entries}
			onEntriesChange={(next) => {
				setEntries(next)
				onEntriesChange?.(next)
			}}
			addActions={[
				{
					label: 'Add Wall',
					create: (current) => ({
						id: createEntryId('wall'),
						name: nextEntryName(current, 'Wall'),
						kind: 'wall',
						height: '',
					}),
				},
				{
					label: 'Add Floor',
					create: (current) => ({
						id: createEntryId('floor'),
						name: nextEntryName(current, 'Floor'),
						kind: 'floor',
						height: '',
					}),
				},
			]}
			minEntries={minEntries}
			emptyMessage={emptyMessage}
			Fields={HeightFields}
		/>
	)
}

function names() {
	return screen.getAllByRole<HTMLInputElement>('textbox', { name: / Name$/ }).map((input) => input.value)
}

test('the list is a group named by its legend with one name field per entry', () => {
	render(<StatefulEntryList initial={[wall('Wall 1'), wall('Wall 2')]} minEntries={1} />)
	const group = screen.getByRole('group', { name: 'Surfaces' })
	expect(within(group).getAllByRole('listitem')).toHaveLength(2)
	expect(within(group).getByRole<HTMLInputElement>('textbox', { name: 'Wall 1 Name' }).value).toBe('Wall 1')
	expect(within(group).getByRole<HTMLInputElement>('textbox', { name: 'Wall 2 Name' }).value).toBe('Wall 2')
	expect(within(group).getByRole('textbox', { name: 'Wall 2 Height' })).toBeTruthy()
})

test('add buttons append the next numbered entry of their kind', async () => {
	const user = userEvent.setup()
	render(<StatefulEntryList initial={[wall('Wall 1')]} minEntries={1} />)
	await user.click(screen.getByRole('button', { name: 'Add Wall' }))
	expect(names()).toEqual(['Wall 1', 'Wall 2'])
	await user.click(screen.getByRole('button', { name: 'Add Floor' }))
	await user.click(screen.getByRole('button', { name: 'Add Wall' }))
	await user.click(screen.getByRole('button', { name: 'Add Floor' }))
	expect(names()).toEqual(['Wall 1', 'Wall 2', 'Floor 1', 'Wall 3', 'Floor 2'])
	expect(screen.getByRole('textbox', { name: 'Floor 2 Height' })).toBeTruthy()
})

test('remove buttons appear only while there are more than minEntries', async () => {
	const user = userEvent.setup()
	render(<StatefulEntryList initial={[wall('Wall 1')]} minEntries={1} />)
	expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull()

	await user.click(screen.getByRole('button', { name: 'Add Wall' }))
	expect(screen.getByRole('button', { name: 'Remove Wall 1' })).toBeTruthy()
	expect(screen.getByRole('button', { name: 'Remove Wall 2' })).toBeTruthy()

	await user.click(screen.getByRole('button', { name: 'Remove Wall 1' }))
	expect(names()).toEqual(['Wall 2'])
	expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull()
})

test('with no minimum every entry can be removed and the empty message shows', async () => {
	const user = userEvent.setup()
	render(<StatefulEntryList initial={[wall('Window/Door 1')]} emptyMessage="No openings added" />)
	expect(screen.queryByText('No openings added')).toBeNull()
	await user.click(screen.getByRole('button', { name: 'Remove Window/Door 1' }))
	expect(screen.queryAllByRole('textbox')).toHaveLength(0)
	expect(screen.getByText('No openings added')).toBeTruthy()
	await user.click(screen.getByRole('button', { name: 'Add Wall' }))
	expect(screen.queryByText('No openings added')).toBeNull()
	expect(names()).toEqual(['Wall 1'])
})

test('an empty list without an empty message shows no message', () => {
	render(<StatefulEntryList initial={[]} />)
	const group = screen.getByRole('group', { name: 'Surfaces' })
	expect(group.querySelector('p')).toBeNull()
	expect(within(group).getByRole('button', { name: 'Add Wall' })).toBeTruthy()
})

test('renaming through the name field renames the entry and its fields', async () => {
	const user = userEvent.setup()
	const onEntriesChange = vi.fn()
	render(
		<StatefulEntryList initial={[wall('Wall 1'), wall('Wall 2')]} minEntries={1} onEntriesChange={onEntriesChange} />,
	)
	const nameField = screen.getByRole('textbox', { name: 'Wall 1 Name' })
	await user.clear(nameField)
	await user.type(nameField, 'Kitchen')
	expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Kitchen Name' })).toBe(nameField)
	expect(screen.getByRole('textbox', { name: 'Kitchen Height' })).toBeTruthy()
	expect(screen.getByRole('button', { name: 'Remove Kitchen' })).toBeTruthy()
	expect(names()).toEqual(['Kitchen', 'Wall 2'])
	const last: ReadonlyArray<Surface> = onEntriesChange.mock.lastCall?.[0]
	expect(last.map((entry) => entry.name)).toEqual(['Kitchen', 'Wall 2'])
})

test('a renamed entry does not hold back the numbering of new ones', async () => {
	const user = userEvent.setup()
	render(<StatefulEntryList initial={[wall('Wall 1'), wall('Wall 2')]} minEntries={1} />)
	const nameField = screen.getByRole('textbox', { name: 'Wall 2 Name' })
	await user.clear(nameField)
	await user.type(nameField, 'Garage')
	await user.click(screen.getByRole('button', { name: 'Add Wall' }))
	expect(names()).toEqual(['Wall 1', 'Garage', 'Wall 2'])
})

test('renderFields gets an update function that patches only its own entry', async () => {
	const user = userEvent.setup()
	const onEntriesChange = vi.fn()
	const first = wall('Wall 1', '2.4')
	const second = wall('Wall 2', '2.4')
	render(<StatefulEntryList initial={[first, second]} minEntries={1} onEntriesChange={onEntriesChange} />)
	const height = screen.getByRole<HTMLInputElement>('textbox', { name: 'Wall 2 Height' })
	await user.clear(height)
	await user.type(height, '3')
	expect(height.value).toBe('3')
	expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Wall 1 Height' }).value).toBe('2.4')
	expect(onEntriesChange.mock.lastCall?.[0]).toEqual([first, { ...second, height: '3' }])
})

test('removing an entry moves focus to the next entry, or to the add button when none is left', async () => {
	const user = userEvent.setup()
	render(<StatefulEntryList initial={[wall('Wall 1'), wall('Wall 2'), wall('Wall 3')]} />)
	await user.click(screen.getByRole('button', { name: 'Remove Wall 2' }))
	expect(screen.getByRole('textbox', { name: 'Wall 3 Name' })).toBe(document.activeElement)
	await user.click(screen.getByRole('button', { name: 'Remove Wall 3' }))
	expect(screen.getByRole('textbox', { name: 'Wall 1 Name' })).toBe(document.activeElement)
	await user.click(screen.getByRole('button', { name: 'Remove Wall 1' }))
	expect(screen.getByRole('button', { name: 'Add Wall' })).toBe(document.activeElement)
})

test('a blanked name falls back to the list name and position in every label', async () => {
	const user = userEvent.setup()
	render(<StatefulEntryList initial={[wall('Wall 1'), wall('Wall 2')]} />)
	await user.clear(screen.getByRole('textbox', { name: 'Wall 2 Name' }))
	expect(screen.getByRole('textbox', { name: 'Surfaces 2 Name' })).toBeTruthy()
	expect(screen.getByRole('textbox', { name: 'Surfaces 2 Height' })).toBeTruthy()
	expect(screen.getByRole('button', { name: 'Remove Surfaces 2' })).toBeTruthy()
})

const rendered: Array<string> = []

/** Counts its renders; a module-level component, as a calculator declares it. */
function CountedFields({ entry, update, label, errors, context }: EntryFieldsProps<Surface, { unit: string }>) {
	rendered.push(entry.name)
	return (
		<NumberField
			label="Height"
			context={label}
			unit={context.unit}
			value={entry.height}
			onValueChange={(height) => update({ height })}
			error={errors.height}
		/>
	)
}

function CountingList({ unit = 'm' }: { unit?: string }) {
	const [entries, setEntries] = useState<ReadonlyArray<Surface>>([wall('Wall 1'), wall('Wall 2'), wall('Wall 3')])
	// Errors come from the form's parse, a new object on every change: each entry gets only its own.
	const errors = Object.fromEntries(
		entries.flatMap((entry, index) => (entry.height === 'x' ? [[`walls.${index}.height`, 'Enter a number']] : [])),
	)
	return (
		<EntryList<Surface, { unit: string }>
			legend="Surfaces"
			entries={entries}
			onEntriesChange={setEntries}
			addActions={[]}
			errors={errors}
			errorPath="walls"
			Fields={CountedFields}
			context={{ unit }}
		/>
	)
}

test('editing one entry re-renders only that entry, so long lists stay quick to type in', async () => {
	const user = userEvent.setup()
	render(<CountingList />)
	rendered.length = 0
	await user.type(screen.getByRole('textbox', { name: 'Wall 2 Height' }), '24')
	expect(rendered).toEqual(['Wall 2', 'Wall 2'])
	expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Wall 2 Height' }).value).toBe('24')
	rendered.length = 0
	await user.type(screen.getByRole('textbox', { name: 'Wall 3 Name' }), 'a')
	expect(rendered).toEqual(['Wall 3a'])
	await user.click(screen.getByRole('button', { name: 'Remove Wall 1' }))
	expect(names()).toEqual(['Wall 2', 'Wall 3a'])
	expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Wall 2 Height' }).value).toBe('24')
})

test("each entry gets only its own errors, by the path below it, and the list's context", async () => {
	const user = userEvent.setup()
	const { rerender } = render(<CountingList />)
	await user.type(screen.getByRole('textbox', { name: 'Wall 3 Height' }), 'x')
	expect(screen.getByRole('textbox', { name: 'Wall 3 Height' }).getAttribute('aria-invalid')).toBe('true')
	expect(screen.getByRole('textbox', { name: 'Wall 2 Height' }).getAttribute('aria-invalid')).toBeNull()
	rendered.length = 0
	rerender(<CountingList unit="ft" />)
	expect(rendered).toEqual(['Wall 1', 'Wall 2', 'Wall 3'])
	expect(screen.getAllByText('ft')).toHaveLength(3)
})

test('a list takes as many entries as the address keeps, and says so when full', async () => {
	const user = userEvent.setup()
	const full = Array.from({ length: MAX_ENTRIES }, (_, index) => wall(`Wall ${index + 1}`))
	const { container } = render(<StatefulEntryList initial={full.slice(0, -1)} />)
	// Role queries over 200 rows take jsdom seconds: the button by its text, the rows by their element.
	const addWall = () => screen.getByText('Add Wall').closest('button') as HTMLButtonElement
	await user.click(addWall())
	expect(container.querySelectorAll('li')).toHaveLength(MAX_ENTRIES)
	expect(addWall().disabled).toBe(true)
	expect(screen.getByText(`At most ${MAX_ENTRIES} in one list.`)).toBeTruthy()
})
