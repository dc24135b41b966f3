/**
 * Web Storage that may be missing, switched off, full or shared with other tabs and older versions of
 * the site. Every read and write here is allowed to fail: a failure reads as nothing and writes nothing.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** This device's storage (every tab): localStorage, or null where the browser refuses it. */
export function deviceStorage(): StorageLike | null {
	try {
		return window.localStorage
	} catch {
		return null
	}
}

/** This tab's storage (kept across reloads, not shared with other tabs): sessionStorage, or null. */
export function tabStorage(): StorageLike | null {
	try {
		return window.sessionStorage
	} catch {
		return null
	}
}

export function readItem(storage: StorageLike | null, key: string) {
	try {
		return storage?.getItem(key) ?? null
	} catch {
		return null
	}
}

/** Writes `value` (null removes the item); false when the storage is off or full. */
export function writeItem(storage: StorageLike | null, key: string, value: string | null) {
	if (!storage) return false
	try {
		if (value === null) storage.removeItem(key)
		else storage.setItem(key, value)
		return true
	} catch {
		return false
	}
}
