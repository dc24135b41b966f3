/** Values with every `id` left out: a link gives entries fresh ids, so two forms are compared without them. */
export function withoutIds(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutIds)
	if (typeof value !== 'object' || value === null) return value
	return Object.fromEntries(
		Object.entries(value)
			.filter(([key]) => key !== 'id')
			.map(([key, item]) => [key, withoutIds(item)]),
	)
}
