/**
 * A calculator's inputs in the address (issue #14): every value that differs from the calculator's
 * defaults, as readable query parameters. Top-level and section fields by name (`unit=imperial`,
 * `ceiling.length=4`), lists by index (`walls.0.length=4&walls.0.height=2.4`), true and false as 1 and 0.
 * Ids are not written: a link gets fresh ones. Pure: no React, no window.
 *
 * Reading a link never throws and always gives values shaped like the defaults (issue #26, decision 070):
 * unknown keys are ignored; a choice the calculator does not offer (read from its schema's picklists) or
 * a toggle that is not 1 or 0 keeps the default and is reported as unusable; text is kept as typed (cut
 * to MAX_TEXT) so the form shows a field error for it; list entries come only from plain indexes
 * (`walls.0`, not `walls.1e2`), each with an id and a name; a list that cannot be empty is never emptied.
 */

/** Longest text kept from a link: longer than any field accepts, so a long value still shows its error. */
export const MAX_TEXT = 200
/** Most entries a list takes, typed (EntryList) or from a link: the 200 rows typing stays fast with (performance.md). */
export const MAX_ENTRIES = 200
/** A list index as written by encodeValues: no sign, exponent, hex or leading zero. */
const PLAIN_INDEX = /^(0|[1-9]\d{0,8})$/

type Value = string | boolean | null | ReadonlyArray<Record<string, unknown>> | Record<string, unknown>

/** The parts of a valibot schema this reads: objects' entries, arrays' item, picklists' options. */
type SchemaNode = {
	type?: string
	entries?: Record<string, SchemaNode>
	item?: SchemaNode
	options?: ReadonlyArray<unknown>
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function withoutIds(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutIds)
	if (!isRecord(value)) return value
	return Object.fromEntries(
		Object.entries(value)
			.filter(([key]) => key !== 'id')
			.map(([key, item]) => [key, withoutIds(item)]),
	)
}

function isSame(a: unknown, b: unknown) {
	return JSON.stringify(withoutIds(a)) === JSON.stringify(withoutIds(b))
}

/**
 * The entry a list's new entries start from: the defaults' first, or a blank one built from the schema,
 * which knows the fields it checks but not the entry's name (every list entry has one, lib/entries.ts).
 */
function entryTemplateOf(template: unknown, schema: SchemaNode | undefined) {
	const first = Array.isArray(template) ? template[0] : undefined
	if (first !== undefined) return first as Value
	const blank = blankFrom(schema?.type === 'array' ? schema.item : undefined)
	return isRecord(blank) ? { name: '', ...blank } : blank
}

/**
 * Writes what of `value` differs from `template` under `path`. A list that differs is written whole,
 * each entry as it differs from the list's entry template, and at least its own key so it is not lost.
 */
function write(
	params: URLSearchParams,
	path: string,
	value: unknown,
	template: unknown,
	schema: SchemaNode | undefined,
) {
	if (Array.isArray(value)) {
		if (isSame(value, template)) return
		const entryTemplate = entryTemplateOf(template, schema)
		const itemSchema = schema?.type === 'array' ? schema.item : undefined
		value.forEach((entry, index) => {
			const entryPath = `${path}.${index}`
			const before = params.size
			write(params, entryPath, entry, entryTemplate, itemSchema)
			if (params.size === before) params.append(entryPath, '')
		})
		return
	}
	if (isRecord(value)) {
		for (const [key, item] of Object.entries(value)) {
			if (key === 'id') continue
			const itemTemplate = isRecord(template) ? template[key] : undefined
			write(params, path ? `${path}.${key}` : key, item, itemTemplate, childSchema(schema, key))
		}
		return
	}
	if (value === template) return
	// Every path is written once: append, as set would look through all the others (200 rows of them).
	if (typeof value === 'boolean') params.append(path, value ? '1' : '0')
	else if (typeof value === 'string') params.append(path, value)
	else if (value === null) params.append(path, '')
}

/** A calculator's schema for some values (its `schema`): it shapes the entries of lists that start empty. */
type SchemaFor<TValues> = (values: TValues) => unknown

/** The query parameters of `values`: what differs from `defaults` (lists whole); none when nothing does. */
export function encodeParams<TValues extends object>(
	values: TValues,
	defaults: TValues,
	schemaFor: SchemaFor<TValues>,
) {
	const params = new URLSearchParams()
	write(params, '', values, defaults, schemaFor(values) as SchemaNode)
	return params
}

/** The query string of `values` (encodeParams); empty when nothing differs from `defaults`. */
export function encodeValues<TValues extends object>(
	values: TValues,
	defaults: TValues,
	schemaFor: SchemaFor<TValues>,
) {
	return encodeParams(values, defaults, schemaFor).toString()
}

function childSchema(schema: SchemaNode | undefined, key: string) {
	if (!schema) return undefined
	if (schema.type === 'array') return schema.item
	return schema.entries?.[key]
}

/** A blank entry when the calculator's defaults have none to copy: text empty, toggles off, choices the first. */
function blankFrom(schema: SchemaNode | undefined): Value | undefined {
	switch (schema?.type) {
		case 'object':
			return Object.fromEntries(
				Object.entries(schema.entries ?? {}).map(([key, item]) => [key, blankFrom(item) ?? '']),
			) as Record<string, unknown>
		case 'array':
			return []
		case 'boolean':
			return false
		case 'picklist':
			return typeof schema.options?.[0] === 'string' ? schema.options[0] : ''
		case 'string':
			return ''
		default:
			return undefined
	}
}

type Reader = {
	params: URLSearchParams
	/** Paths whose value the link gave but the form cannot take (a choice it does not offer). */
	unusable: Set<string>
	/** Paths of lists the link gave more than MAX_ENTRIES entries of: only the first are read. */
	cut: Set<string>
	idPrefix: string
}

/**
 * A choice the schema offers: the link's, else the template's, else the schema's first. A template of
 * null is a choice not made yet; a link's empty value keeps it so.
 */
function readChoice(
	reader: Reader,
	path: string,
	raw: string | null,
	template: string | null,
	options: ReadonlyArray<unknown>,
) {
	if (raw !== null && options.includes(raw)) return raw
	if (raw !== null && !(raw === '' && template === null)) reader.unusable.add(path)
	if (template === null || options.includes(template)) return template
	return typeof options[0] === 'string' ? options[0] : template
}

/** The value at `path` from the link, shaped like `template`; what is missing or not allowed stays the template. */
function read(
	reader: Reader,
	path: string,
	template: Value | undefined,
	schema: SchemaNode | undefined,
): Value | undefined {
	if (Array.isArray(template) || (template === undefined && schema?.type === 'array')) {
		return readList(reader, path, (template ?? []) as ReadonlyArray<Record<string, unknown>>, schema)
	}
	if (isRecord(template)) {
		const result: Record<string, unknown> = {}
		for (const [key, item] of Object.entries(template)) {
			result[key] =
				key === 'id' ? item : read(reader, path ? `${path}.${key}` : key, item as Value, childSchema(schema, key))
		}
		return result
	}
	const raw = reader.params.get(path)
	const options = schema?.type === 'picklist' ? schema.options : undefined
	if (options && (typeof template === 'string' || template === null))
		return readChoice(reader, path, raw, template, options)
	if (raw === null) return template
	if (typeof template === 'boolean') {
		if (raw === '1' || raw === 'true') return true
		if (raw === '0' || raw === 'false') return false
		reader.unusable.add(path)
		return template
	}
	if (template === null) return raw === '' ? null : template
	return raw.slice(0, MAX_TEXT)
}

/** An entry of text fields named as the link names them under `prefix` ('walls.' → { length: '', … }). */
function textEntryFrom(params: URLSearchParams, prefix: string) {
	const fields: Record<string, string> = {}
	for (const key of params.keys()) {
		const field = key.startsWith(prefix) ? key.slice(prefix.length).split('.')[1] : undefined
		if (field && field !== 'id') fields[field] = ''
	}
	return fields
}

function readList(
	reader: Reader,
	path: string,
	template: ReadonlyArray<Record<string, unknown>>,
	schema: SchemaNode | undefined,
) {
	const prefix = `${path}.`
	const indexes = new Set<number>()
	for (const key of reader.params.keys()) {
		if (!key.startsWith(prefix)) continue
		const index = key.slice(prefix.length).split('.')[0] ?? ''
		if (PLAIN_INDEX.test(index)) indexes.add(Number(index))
	}
	// No entries: the defaults' list (a list the form needs at least one entry in never starts empty).
	if (indexes.size === 0) return template
	const itemSchema = schema?.type === 'array' ? schema.item : undefined
	// Entries the schema cannot shape (a part it does not read now) are read as the text they carry.
	const entryTemplate = entryTemplateOf(template, schema) ?? textEntryFrom(reader.params, prefix)
	if (indexes.size > MAX_ENTRIES) reader.cut.add(path)
	return [...indexes]
		.sort((a, b) => a - b)
		.slice(0, MAX_ENTRIES)
		.map((index, position) => {
			const entry = read(reader, `${path}.${index}`, entryTemplate, itemSchema) as Record<string, unknown>
			return { ...entry, id: `${reader.idPrefix}${path.replaceAll('.', '-')}-${position + 1}` }
		})
}

/**
 * What a link gives: values shaped like the defaults, the paths of values it gave that could not be used, and of
 * lists it gave more than MAX_ENTRIES entries of (the first are kept).
 */
export type LinkRead<TValues> = { values: TValues; unusable: ReadonlyArray<string>; cut: ReadonlyArray<string> }

/**
 * The values a link carries, on top of `defaults`; the calculator's schema says which choices exist
 * (its picklists) and shapes new entries. Read twice: the second time with the schema for what the
 * first read found (a ceiling switched on has openings to read). Never throws.
 */
export function readLink<TValues extends object>(
	query: string,
	defaults: TValues,
	schemaFor: SchemaFor<TValues>,
): LinkRead<TValues> {
	const readWith = (schema: unknown) => {
		const reader: Reader = {
			params: new URLSearchParams(query),
			unusable: new Set(),
			cut: new Set(),
			idPrefix: 'link-',
		}
		return { values: read(reader, '', defaults as Value, schema as SchemaNode) as TValues, reader }
	}
	try {
		const { values, reader } = readWith(schemaFor(readWith(schemaFor(defaults)).values))
		return { values, unusable: [...reader.unusable], cut: [...reader.cut] }
	} catch {
		return { values: defaults, unusable: [], cut: [] }
	}
}

/** The values a link carries on top of `defaults` (readLink without the report). */
export function decodeValues<TValues extends object>(query: string, defaults: TValues, schemaFor: SchemaFor<TValues>) {
	return readLink(query, defaults, schemaFor).values
}

/** Whether a query string carries any of a calculator's inputs (a link), as against none (a bare page). */
export function carriesValues(query: string, defaults: object) {
	const names = Object.keys(defaults)
	for (const key of new URLSearchParams(query).keys()) if (names.includes(key.split('.')[0] ?? '')) return true
	return false
}
