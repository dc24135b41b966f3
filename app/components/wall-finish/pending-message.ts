/** What Calculate is waiting for: empty fields first, then fields to correct. */
export function pendingMessageFor(hasEmptyField: boolean, emptyMessage: string) {
	return hasEmptyField ? emptyMessage : 'Correct the highlighted fields to calculate.'
}

/** Whether any of the named text fields of any entry is still empty. */
export function hasEmptyEntryField<TKey extends string>(
	entries: ReadonlyArray<Partial<Record<TKey, unknown>>>,
	keys: ReadonlyArray<TKey>,
) {
	return entries.some((entry) => keys.some((key) => typeof entry[key] === 'string' && entry[key].trim() === ''))
}
