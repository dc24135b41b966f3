import type * as v from 'valibot'

type Dataset = { typed?: boolean; value: unknown; issues?: Array<{ path?: Array<unknown> }> }

/** The parts of a valibot schema that hold other schemas, as its `~run` reads them. */
type SchemaNode = {
	kind?: unknown
	type?: unknown
	item?: SchemaNode
	entries?: Record<string, SchemaNode>
	pipe?: Array<SchemaNode>
	wrapped?: SchemaNode
	isCached?: boolean
	'~run': (dataset: Dataset, config: unknown) => Dataset
}

/**
 * The list entry's schema, run once per entry object: an entry nobody edited keeps its object
 * (lib/entries.ts updateEntry), so a key typed in one of 200 rows reads that row only. Its output is
 * shared; the issues are copied, as the list puts its index in front of their paths.
 */
function cachedEntry(item: SchemaNode): SchemaNode {
	const outputs = new WeakMap<object, Dataset>()
	return {
		...item,
		isCached: true,
		'~run'(dataset, config) {
			const input = dataset.value
			if (typeof input !== 'object' || input === null) return item['~run'](dataset, config)
			const output = outputs.get(input) ?? item['~run']({ value: input }, config)
			outputs.set(input, output)
			const issues = output.issues?.map((issue) => ({ ...issue, path: issue.path && [...issue.path] }))
			return { typed: output.typed, value: output.value, ...(issues && { issues }) }
		},
	}
}

/**
 * Gives every list in the schema an entry cache (cachedEntry), in place: arrays, objects and wrappers
 * read their parts from themselves when they run, and a pipe from the very array it shows.
 */
function cacheEntries(node: SchemaNode | undefined) {
	if (node?.kind !== 'schema') return
	node.pipe?.forEach(cacheEntries)
	for (const entry of Object.values(node.entries ?? {})) cacheEntries(entry)
	cacheEntries(node.wrapped)
	if (node.type === 'array' && node.item && !node.pipe && !node.item.isCached) {
		cacheEntries(node.item)
		node.item = cachedEntry(node.item)
	}
}

/**
 * A calculator's `schema`, built once per change of the values that shape it (decision 074): it is
 * built again only when a top-level value it read while being built has changed, so typing a length
 * keeps the schema a unit or a toggle built. A schema that reads the values later, while it runs, is
 * built again every time.
 */
export function memoiseSchema<TValues extends object, TData>(
	schemaFor: (values: TValues) => v.GenericSchema<unknown, TData>,
): (values: TValues) => v.GenericSchema<unknown, TData> {
	type Built = { read: Map<PropertyKey, unknown>; isStale: boolean; schema?: v.GenericSchema<unknown, TData> }
	let last: Built | null = null
	return (values) => {
		if (last?.schema && !last.isStale) {
			const isSame = [...last.read].every(([key, value]) => Object.is(Reflect.get(values, key), value))
			if (isSame) return last.schema
		}
		const built: Built = { read: new Map(), isStale: false }
		const watched = new Proxy(values, {
			get(target, key, receiver) {
				const value: unknown = Reflect.get(target, key, receiver)
				// A read after building (from inside the schema as it runs) is a dependency we cannot see.
				if (built.schema) built.isStale = true
				else if (!built.read.has(key)) built.read.set(key, value)
				return value
			},
		})
		const schema = schemaFor(watched)
		cacheEntries(schema as unknown as SchemaNode)
		built.schema = schema
		last = built
		return schema
	}
}
