import type { StorageLike } from '#app/kept-state/storage.ts'

/**
 * A Storage in memory for kept-state tests: `quota` characters (keys and values, as browsers count
 * them) before setItem throws, as a full localStorage does; `isOff` makes every call throw.
 */
export function memoryStorage(initial: Record<string, string> = {}, { quota = Infinity, isOff = false } = {}) {
	const items = new Map(Object.entries(initial))
	const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0)
	const check = () => {
		if (isOff) throw new DOMException('Storage is off', 'SecurityError')
	}
	const storage: StorageLike & { items: Map<string, string> } = {
		items,
		getItem(key) {
			check()
			return items.get(key) ?? null
		},
		setItem(key, value) {
			check()
			const before = items.get(key)
			items.set(key, value)
			if (used() > quota) {
				if (before === undefined) items.delete(key)
				else items.set(key, before)
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
			}
		},
		removeItem(key) {
			check()
			items.delete(key)
		},
	}
	return storage
}
