import type { AnyCalculatorDefinition } from '#app/calculator-runtime/define-calculator.ts'
import { encodeValues } from '#app/kept-state/address.ts'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { parseWith } from '#app/lib/number-input.ts'

/**
 * A calculator's form as full as a person could fill it, built from its own declaration (issue #26):
 * every toggle on, every list (walls, openings, runs, rooms, conductors) with entries, and each field
 * given the first of a few plain values its schema accepts. For tests that open such a form from a link.
 */

type SchemaNode = { type?: string; entries?: Record<string, SchemaNode>; item?: SchemaNode; options?: unknown[] }
type Values = Record<string, unknown>

/** What a person types: middling sizes first, and the smallest first for what must fit inside something. */
const TYPED = [
	'3',
	'4',
	'5',
	'2',
	'10',
	'12',
	'1',
	'20',
	'25',
	'50',
	'100',
	'200',
	'500',
	'1000',
	'2400',
	'3000',
	'0.5',
]
const TYPED_INSIDE = ['0.5', '1', '2', '3', '4', '5', '10', '12', '20', '50', '100', '200', '500']
const INSIDE = /opening|obstruction/i
/** Choices a form offers from its own lists where the schema only asks for text (the rebar size select). */
const FORM_CHOICES: Record<string, ReadonlyArray<string>> = { size: ['No.13', '#4'] }
const ENTRIES_PER_LIST = 2
const ROUNDS = 12

function isRecord(value: unknown): value is Values {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function blankFrom(schema: SchemaNode | undefined): unknown {
	if (schema?.type === 'object')
		return Object.fromEntries(Object.entries(schema.entries ?? {}).map(([key, item]) => [key, blankFrom(item)]))
	if (schema?.type === 'array') return []
	if (schema?.type === 'boolean') return false
	if (schema?.type === 'picklist') return schema.options?.[0] ?? ''
	return ''
}

/** Every toggle on, every list with entries (named 'Entry 1', 'Entry 2'), lists inside entries too. */
function filledShape(value: unknown, schema: SchemaNode | undefined, path: string): unknown {
	if (typeof value === 'boolean') return true
	if (Array.isArray(value)) {
		const template = value[0] ?? { name: '', ...(blankFrom(schema?.item) as Values) }
		return Array.from({ length: ENTRIES_PER_LIST }, (_, index) => ({
			...(filledShape(template, schema?.item, `${path}.${index}`) as Values),
			id: `${path}-${index + 1}`,
			name: `Entry ${index + 1}`,
		}))
	}
	if (isRecord(value)) {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [
				key,
				key === 'id' ? item : filledShape(item, schema?.entries?.[key], path ? `${path}.${key}` : key),
			]),
		)
	}
	return value
}

function nodeAt(schema: SchemaNode | undefined, keys: ReadonlyArray<string>): SchemaNode | undefined {
	return keys.reduce<SchemaNode | undefined>(
		(node, key) => (node?.type === 'array' ? node.item : node?.entries?.[key]),
		schema,
	)
}

function withValueAt(values: Values, keys: ReadonlyArray<string>, value: unknown): Values {
	const [key, ...rest] = keys
	if (key === undefined) return values
	const current = Array.isArray(values) ? values[Number(key)] : values[key]
	const next = rest.length ? withValueAt(current as Values, rest, value) : value
	if (Array.isArray(values)) return values.map((item, index) => (index === Number(key) ? next : item)) as never
	return { ...values, [key]: next }
}

/** Paths of the text fields still blank ('walls.1.length'), names and ids aside. */
function blankPaths(value: unknown, path: string): Array<string> {
	if (value === '') return [path]
	if (Array.isArray(value)) return value.flatMap((entry, index) => blankPaths(entry, `${path}.${index}`))
	if (!isRecord(value)) return []
	return Object.entries(value)
		.filter(([key]) => key !== 'id' && key !== 'name')
		.flatMap(([key, item]) => blankPaths(item, path ? `${path}.${key}` : key))
}

function candidatesFor(schema: unknown, path: string) {
	const keys = path.split('.')
	const node = nodeAt(schema as SchemaNode, keys)
	if (node?.type === 'picklist') return node.options ?? []
	// A toggle a rule across fields refuses when on (a closed fence loop of two sections) is tried off.
	if (node?.type === 'boolean') return [true, false]
	const formChoices = FORM_CHOICES[keys.at(-1) ?? '']
	return [...(formChoices ?? []), ...(INSIDE.test(path) ? TYPED_INSIDE : TYPED)]
}

/** `values` with the first candidate at `path` that leaves no error there, or as they were. */
function withFirstFit(definition: AnyCalculatorDefinition, values: Values, path: string) {
	const keys = path.split('.')
	for (const candidate of candidatesFor(definition.schema(values), path)) {
		const tried = withValueAt(values, keys, candidate)
		if (parseWith(definition.schema(tried), tried).errors[path] === undefined) return tried
	}
	return values
}

/** The filled values, or an error naming what could not be filled. */
export function filledValuesOf(definition: AnyCalculatorDefinition): Values {
	let values = filledShape(definition.defaults, definition.schema(definition.defaults) as SchemaNode, '') as Values
	// Optional fields too (a tile obstruction's size): every blank one gets a value it takes.
	for (const path of blankPaths(values, '')) values = withFirstFit(definition, values, path)
	for (let round = 0; round < ROUNDS; round++) {
		const { data, errors } = parseWith(definition.schema(values), values)
		const outcome = data === null ? null : attemptCalculation(() => definition.compute(data))
		if (outcome?.ok) return values
		const paths = Object.keys(errors)
		if (paths.length === 0) throw new Error(`${definition.id}: valid but not calculable: ${outcome?.message}`)
		for (const path of paths) values = withFirstFit(definition, values, path)
	}
	throw new Error(
		`${definition.id}: could not fill ${JSON.stringify(parseWith(definition.schema(values), values).errors)}`,
	)
}

/** The query string of a calculator's filled form, as Copy link would write it. */
export function filledQueryOf(definition: AnyCalculatorDefinition) {
	return encodeValues(filledValuesOf(definition), definition.defaults, definition.schema)
}
