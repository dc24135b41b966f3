import { expect, test } from 'vitest'
import { createEntryId, entryLabel, nextEntryName, removeEntry, updateEntry } from './entries.ts'

const walls = [
	{ id: 'a', name: 'Wall 1' },
	{ id: 'b', name: 'Wall 2' },
]

test('new entries continue the numbering of their kind', () => {
	expect(nextEntryName([], 'Wall')).toBe('Wall 1')
	expect(nextEntryName(walls, 'Wall')).toBe('Wall 3')
	expect(nextEntryName(walls, 'Window/Door')).toBe('Window/Door 1')
	expect(
		nextEntryName(
			[
				{ id: 'c', name: 'Wall 5' },
				{ id: 'd', name: 'Kitchen' },
			],
			'Wall',
		),
	).toBe('Wall 6')
})

test('an entry is removed only while more than the minimum remain', () => {
	expect(removeEntry(walls, 'a', 1)).toEqual([{ id: 'b', name: 'Wall 2' }])
	expect(removeEntry([{ id: 'a', name: 'Wall 1' }], 'a', 1)).toEqual([{ id: 'a', name: 'Wall 1' }])
	expect(removeEntry([{ id: 'a', name: 'Window/Door 1' }], 'a')).toEqual([])
})

test('updates touch only the named entry', () => {
	expect(updateEntry(walls, 'b', { name: 'Kitchen' })).toEqual([
		{ id: 'a', name: 'Wall 1' },
		{ id: 'b', name: 'Kitchen' },
	])
})

test('ids are unique', () => {
	expect(createEntryId('wall')).not.toBe(createEntryId('wall'))
})

test('an entry is labelled by its name, or by the list name and position while blank', () => {
	expect(entryLabel({ id: 'a', name: ' Kitchen ' }, 0, 'Walls')).toBe('Kitchen')
	expect(entryLabel({ id: 'b', name: '   ' }, 1, 'Walls')).toBe('Walls 2')
})
