/** One item of a repeatable list (walls, surfaces, openings): a plain, serializable object. */
export type Entry = { id: string; name: string }

let sequence = 0

export function createEntryId(prefix: string) {
	sequence += 1
	return `${prefix}-${sequence}-${Date.now().toString(36)}`
}

/** 'Wall 3' after 'Wall 1' and 'Wall 2': one more than the highest number in use for that prefix. */
export function nextEntryName(entries: ReadonlyArray<Entry>, prefix: string) {
	const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} (\\d+)$`)
	const highest = entries.reduce((max, entry) => {
		const match = pattern.exec(entry.name)
		return match ? Math.max(max, Number(match[1])) : max
	}, 0)
	return `${prefix} ${highest + 1}`
}

/** The name an entry is announced and summarised by: its own, or 'Walls 2' while it is blank. */
export function entryLabel(entry: Entry, index: number, listName: string) {
	return entry.name.trim() || `${listName} ${index + 1}`
}

export function updateEntry<T extends Entry>(entries: ReadonlyArray<T>, id: string, patch: Partial<T>) {
	return entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry))
}

/** Removes an entry unless that would leave fewer than `minimum`. */
export function removeEntry<T extends Entry>(entries: ReadonlyArray<T>, id: string, minimum = 0) {
	return entries.length > minimum ? entries.filter((entry) => entry.id !== id) : [...entries]
}
