import fc from 'fast-check'
import { expect, test } from 'vitest'
import { memoryStorage } from '../../tests/support/memory-storage.ts'
import { PROJECT_KEY } from './project-count.ts'
import { MAX_ENTRIES, MAX_FIGURES, type ProjectEntry, readSharedEntry } from './project-entries.ts'
import {
	addToProject,
	discardSetAside,
	importEntries,
	loadProject,
	relabelEntry,
	removeEntry,
	SET_ASIDE_KEY,
	setAsideUnreadable,
} from './project-store.ts'
import { paintEntry } from '../../tests/support/project-entry.ts'

const entry = (id: string, label?: string) => paintEntry(id, label === undefined ? {} : { label })

const shared = (item: ProjectEntry) => readSharedEntry(item)!
const stored = (...values: unknown[]) => memoryStorage({ [PROJECT_KEY]: JSON.stringify(values) })
const labels = (storage: ReturnType<typeof memoryStorage>) => loadProject(storage).entries.map((item) => item.label)
const counter = () => {
	let next = 0
	return () => `new-${(next += 1)}`
}

test('an estimate added is listed with an id of its own; one that could not be read back is refused, saying why, and nothing is written', () => {
	const storage = memoryStorage()
	expect(addToProject(shared(entry('x')), storage, () => 'a')).toEqual({ added: true })
	expect(loadProject(storage)).toEqual({ entries: [entry('a')], unreadable: 0, setAside: 0 })
	const refused = addToProject(entry('b', 'x'.repeat(121)), storage)
	expect(refused).toEqual({ added: false, message: expect.stringMatching(/^Not added: .*Download CSV/) })
	expect(loadProject(storage).entries).toHaveLength(1)
})

test('a full project refuses another estimate, and says how many it keeps', () => {
	const storage = stored(...Array.from({ length: MAX_ENTRIES }, (_, index) => entry(`e${index}`)))
	expect(addToProject(entry('one-more'), storage)).toEqual({
		added: false,
		message: 'Not added: a project keeps at most 100 estimates. Remove one on the Project page first.',
	})
})

test('storage that is off or full refuses with a message and never throws', () => {
	expect(addToProject(entry('a'), memoryStorage({}, { isOff: true }))).toMatchObject({ added: false })
	expect(addToProject(entry('a'), memoryStorage({}, { quota: 10 }))).toEqual({
		added: false,
		message: 'Not added: this browser’s storage is off or full.',
	})
	expect(loadProject(memoryStorage({}, { isOff: true }))).toEqual({ entries: [], unreadable: 0, setAside: 0 })
})

test('writing moves what cannot be read aside, under its own key, and Discard removes it', () => {
	const stray = [null, 1, 'x']
	const storage = stored(entry('a'), stray)
	expect(loadProject(storage)).toMatchObject({ unreadable: 1, setAside: 0 })
	expect(addToProject(entry('x'), storage, () => 'b')).toEqual({ added: true })
	expect(loadProject(storage)).toMatchObject({ unreadable: 0, setAside: 1 })
	expect(JSON.parse(storage.items.get(SET_ASIDE_KEY) ?? '')).toEqual([stray])
	expect(JSON.parse(storage.items.get(PROJECT_KEY) ?? '')).toEqual([entry('a'), entry('b')])
	expect(discardSetAside(storage)).toBe(1)
	expect(storage.items.has(SET_ASIDE_KEY)).toBe(false)
})

test('setting aside adds to what was set aside before, and a stored text that is not JSON is kept whole', () => {
	const storage = memoryStorage({ [PROJECT_KEY]: '{"cut short', [SET_ASIDE_KEY]: '["earlier"]' })
	expect(setAsideUnreadable(storage)).toBe(true)
	expect(storage.items.has(PROJECT_KEY)).toBe(false)
	expect(JSON.parse(storage.items.get(SET_ASIDE_KEY) ?? '')).toEqual(['earlier', '{"cut short'])
	expect(setAsideUnreadable(storage)).toBe(false)
})

test('when the set-aside cannot be written, the unreadable stay in the list rather than being lost', () => {
	const stray = 'x'.repeat(50)
	const list = JSON.stringify([entry('a'), stray])
	// Room for the list and a little: not for a second copy of the stray text.
	const storage = memoryStorage({ [PROJECT_KEY]: list }, { quota: PROJECT_KEY.length + list.length + 30 })
	expect(removeEntry('a', storage)).toEqual(entry('a'))
	expect(JSON.parse(storage.items.get(PROJECT_KEY) ?? '')).toEqual([stray])
	expect(loadProject(storage)).toMatchObject({ entries: [], unreadable: 1 })
})

test('relabel and remove act on one estimate by its id, even when two were stored under one id', () => {
	const storage = stored(entry('same', 'First'), entry('same', 'Second'), entry('c', 'Third'))
	expect(relabelEntry('same~2', 'Hall', storage)).toBe(true)
	expect(labels(storage)).toEqual(['First', 'Hall', 'Third'])
	expect(relabelEntry('c', 'x'.repeat(121), storage)).toBe(false)
	expect(removeEntry('same', storage)?.label).toBe('First')
	expect(labels(storage)).toEqual(['Hall', 'Third'])
	expect(removeEntry('gone', storage)).toBeNull()
})

test('an import gives each estimate a fresh id and adds what is not already here, as a multiset', () => {
	const storage = stored(entry('a', 'Kitchen'))
	// The link: Kitchen (already here), and Twin twice (two alike estimates, both wanted)
	const link = [shared(entry('x', 'Kitchen')), shared(entry('y', 'Twin')), shared(entry('y', 'Twin'))]
	expect(importEntries(link, storage, counter())).toEqual({ added: 2, alreadyThere: 1, didNotFit: 0 })
	expect(loadProject(storage).entries.map((item) => [item.id, item.label])).toEqual([
		['a', 'Kitchen'],
		['new-1', 'Twin'],
		['new-2', 'Twin'],
	])
	// The same link again adds nothing.
	expect(importEntries(link, storage, counter())).toEqual({ added: 0, alreadyThere: 3, didNotFit: 0 })
	expect(loadProject(storage).entries).toHaveLength(3)
})

test('an import adds only what fits under MAX_ENTRIES and says how many did not', () => {
	const storage = stored(...Array.from({ length: MAX_ENTRIES - 1 }, (_, index) => entry(`e${index}`, `Room ${index}`)))
	const link = [shared(entry('x', 'New 1')), shared(entry('y', 'New 2'))]
	expect(importEntries(link, storage, counter())).toEqual({ added: 1, alreadyThere: 0, didNotFit: 1 })
	expect(importEntries([shared(entry('z', 'New 3'))], memoryStorage({}, { quota: 10 }))).toBeNull()
})

const anyStored = fc.oneof(
	fc.constant(undefined),
	fc.string(),
	fc.jsonValue().map((value) => JSON.stringify(value)),
	fc.array(fc.oneof(fc.jsonValue(), fc.constant(entry('k'))), { maxLength: 5 }).map((list) => JSON.stringify(list)),
)

test('whatever a person, another version or another tab left in storage, no call throws and each valid estimate added is listed once', () => {
	fc.assert(
		fc.property(anyStored, anyStored, fc.integer({ min: 0, max: 3 }), (project, aside, extra) => {
			const initial: Record<string, string> = {}
			if (project !== undefined) initial[PROJECT_KEY] = project
			if (aside !== undefined) initial[SET_ASIDE_KEY] = aside
			const storage = memoryStorage(initial)
			const before = loadProject(storage)
			const added = Array.from({ length: extra }, (_, index) => entry(`added-${index}`, `Added ${index}`))
			for (const item of added) expect(addToProject(item, storage)).toEqual({ added: true })
			const after = loadProject(storage)
			expect(after.entries.slice(0, before.entries.length)).toEqual(before.entries)
			for (const item of added) expect(after.entries.filter((listed) => listed.label === item.label)).toHaveLength(1)
			// Nothing unreadable is lost: it was set aside.
			expect(after.unreadable + after.setAside).toBe(before.unreadable + before.setAside)
			expect(() => setAsideUnreadable(storage)).not.toThrow()
			expect(() => removeEntry(after.entries[0]?.id ?? '', storage)).not.toThrow()
			expect(() => discardSetAside(storage)).not.toThrow()
		}),
	)
})

test('an estimate keeps its first MAX_FIGURES figures: a rebar estimate of 500 rows is not refused for its working', () => {
	const storage = memoryStorage()
	const figures = Array.from({ length: 520 }, (_, index) => ({ label: `No.10 row ${index + 1}`, value: '36.96 kg' }))
	expect(addToProject({ ...shared(entry('x')), figures }, storage)).toEqual({ added: true })
	expect(loadProject(storage).entries[0]?.figures).toEqual(figures.slice(0, MAX_FIGURES))
})
