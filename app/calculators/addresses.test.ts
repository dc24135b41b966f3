import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeValues, encodeValues, MAX_ENTRIES, MAX_TEXT, readLink } from '#app/kept-state/address.ts'
import { calculators } from '#app/catalogue/calculators.ts'
import { ALL_CALCULATORS } from '../../tests/support/all-calculators.ts'
import { withoutIds } from '../../tests/support/without-ids.ts'
import { lumberCalculator } from './construction/lumber-calculator/calculator.ts'
import { paintCalculator } from './painting/paint-calculator/calculator.ts'
import { tileCalculator } from './flooring/tile-calculator/calculator.ts'
import { wireSizeCalculator } from './electrical/wire-size-calculator/calculator.ts'

type SchemaNode = {
	type?: string
	entries?: Record<string, SchemaNode>
	item?: SchemaNode
	options?: ReadonlyArray<unknown>
}

/** What a person could type: numbers as written, garbage, and free text. */
const typed = fc.oneof(
	fc.constantFrom('', '4', '2.5', '1,000', '0,125', '-3', '1e400', 'abc', '12 ft', '<b>x</b>'),
	fc.string({ maxLength: 12 }),
)

/** Any values shaped like a calculator's: its choices from the schema, text, toggles, lists of 0-4 entries. */
function valuesLike(template: unknown, schema: SchemaNode | undefined): fc.Arbitrary<unknown> {
	const options =
		schema?.type === 'picklist' ? (schema.options ?? []).filter((option) => typeof option === 'string') : []
	if (template === null) return options.length > 0 ? fc.constantFrom(null, ...options) : fc.constant(null)
	if (typeof template === 'boolean') return fc.boolean()
	if (typeof template === 'string') return options.length > 0 ? fc.constantFrom(...options) : typed
	if (Array.isArray(template)) {
		const item = schema?.type === 'array' ? schema.item : undefined
		// Every entry has a name; a list the defaults start with entries in never becomes empty.
		const entryTemplate = template[0] ?? { name: '', ...(blank(item) as object) }
		return fc
			.array(valuesLike(entryTemplate, item), { minLength: template.length ? 1 : 0, maxLength: 4 })
			.map((entries) => entries.map((entry, index) => ({ ...(entry as object), id: `e${index}` })))
	}
	if (typeof template === 'object') {
		const shape: Record<string, fc.Arbitrary<unknown>> = {}
		for (const [key, value] of Object.entries(template)) {
			shape[key] = key === 'id' ? fc.constant(value) : valuesLike(value, schema?.entries?.[key])
		}
		return fc.record(shape)
	}
	return fc.constant(template)
}

function blank(schema: SchemaNode | undefined): unknown {
	if (schema?.type === 'object')
		return Object.fromEntries(Object.entries(schema.entries ?? {}).map(([key, item]) => [key, blank(item)]))
	if (schema?.type === 'array') return []
	if (schema?.type === 'boolean') return false
	return ''
}

/** The values with every toggle on, so the schema shows every part (a ceiling, a wastage percentage). */
function allOn(values: object) {
	return Object.fromEntries(
		Object.entries(values).map(([key, value]) => [key, typeof value === 'boolean' ? true : value]),
	)
}

/** Whether every choice in `values` is one its schema offers for those values (a form never holds another). */
function hasOfferedChoices(values: unknown, schema: SchemaNode | undefined): boolean {
	if (schema?.type === 'picklist' && typeof values === 'string') return (schema.options ?? []).includes(values)
	if (Array.isArray(values)) return values.every((entry) => hasOfferedChoices(entry, schema?.item))
	if (typeof values === 'object' && values !== null)
		return Object.entries(values).every(([key, value]) => hasOfferedChoices(value, schema?.entries?.[key]))
	return true
}

test('the address tests go through every built calculator', () => {
	const built = calculators.filter((entry) => entry.isBuilt).map((entry) => entry.id)
	expect(ALL_CALCULATORS.map((definition) => definition.id).sort()).toEqual([...built].sort())
})

for (const definition of ALL_CALCULATORS) {
	const { defaults } = definition
	const schemaFor = definition.schema
	const schema = definition.schema(allOn(defaults)) as SchemaNode

	test(`${definition.id}: any values survive the address: encode, then decode, gives them back`, () => {
		fc.assert(
			fc.property(
				valuesLike(defaults, schema).filter((values) =>
					hasOfferedChoices(values, schemaFor(values as object) as SchemaNode),
				),
				(values) => {
					const query = encodeValues(values as object, defaults, schemaFor)
					const read = readLink(query, defaults, schemaFor)
					expect(withoutIds(read.values)).toEqual(withoutIds(values))
					expect(read.unusable).toEqual([])
				},
			),
			{ numRuns: 200 },
		)
	})

	test(`${definition.id}: the defaults make an empty address, and a tampered one never throws`, () => {
		expect(encodeValues(defaults, defaults, schemaFor)).toBe('')
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(defaults)), fc.string()), fc.string()), {
					maxLength: 8,
				}),
				(pairs) => {
					const query = new URLSearchParams(pairs).toString()
					const decoded = decodeValues(query, defaults, schemaFor)
					// Shaped like the defaults: every entry of every list has an id and a name.
					expect(hasEntryNames(decoded)).toBe(true)
					expect(Object.keys(decoded).sort()).toEqual(Object.keys(defaults).sort())
				},
			),
		)
	})
}

function hasEntryNames(values: unknown): boolean {
	if (Array.isArray(values))
		return values.every(
			(entry: Record<string, unknown>) =>
				typeof entry.id === 'string' && typeof entry.name === 'string' && hasEntryNames(entry),
		)
	if (typeof values === 'object' && values !== null) return Object.values(values).every(hasEntryNames)
	return true
}

test('a tampered link keeps what is valid: unknown keys go, a choice that does not exist keeps the default', () => {
	const { defaults, schema } = paintCalculator
	const decoded = decodeValues(
		`unit=furlongs&paintType=gloss&surfaces.0.length=-3&surfaces.0.height=${'9'.repeat(10_000)}&evil=<script>&includeWastage=maybe`,
		defaults,
		schema,
	)
	expect(decoded.unit).toBe('metric')
	expect(decoded.paintType).toBe('gloss')
	expect(decoded.includeWastage).toBe(true)
	expect(decoded.surfaces[0]).toMatchObject({ name: 'Wall 1', length: '-3', coats: '2' })
	expect(decoded.surfaces[0]?.height).toHaveLength(MAX_TEXT)
	expect(decoded).not.toHaveProperty('evil')
})

test('lists are written whole and read back in order, with fresh ids', () => {
	const { defaults, schema } = paintCalculator
	const values = {
		...defaults,
		surfaces: [
			{ id: 'a', name: 'Kitchen', length: '4', height: '2.5', coats: '2' },
			{ id: 'b', name: 'Wall 2', length: '3', height: '2.5', coats: '1' },
		],
		openings: [{ id: 'c', name: 'Window/Door 1', length: '1.2', height: '' }],
	}
	const query = encodeValues(values, defaults, schema)
	expect(query).toBe(
		'surfaces.0.name=Kitchen&surfaces.0.length=4&surfaces.0.height=2.5&surfaces.1.name=Wall+2&surfaces.1.length=3&surfaces.1.height=2.5&surfaces.1.coats=1&openings.0.name=Window%2FDoor+1&openings.0.length=1.2',
	)
	const decoded = decodeValues(query, defaults, schema)
	expect(decoded.surfaces.map((surface) => surface.name)).toEqual(['Kitchen', 'Wall 2'])
	expect(new Set([...decoded.surfaces, ...decoded.openings].map((entry) => entry.id)).size).toBe(3)
})

test('a list that starts empty is read with its entry names, and an entry without one gets an empty name', () => {
	const { defaults, schema } = lumberCalculator
	const decoded = decodeValues(
		'walls.0.length=7.36&walls.0.height=3.18&openings.0.width=1.42&openings.1.name=Garage+door&openings.1.width=2.4',
		defaults,
		schema,
	)
	expect(decoded.openings).toMatchObject([
		{ name: '', width: '1.42', quantity: '' },
		{ name: 'Garage door', width: '2.4' },
	])
})

test('only plain list indexes count, up to the most a list takes, and an empty list is the default list', () => {
	const { defaults, schema } = tileCalculator
	for (const tampered of [
		'surfaces.1e2.length=3',
		'surfaces.0x1F.length=3',
		'surfaces.-1.length=3',
		'surfaces.01.length=3',
	]) {
		expect(decodeValues(tampered, defaults, schema).surfaces, tampered).toEqual(defaults.surfaces)
	}
	expect(decodeValues('surfaces=', defaults, schema).surfaces).toEqual(defaults.surfaces)
	const many = Array.from({ length: MAX_ENTRIES + 5 }, (_, index) => `surfaces.${index}.length=${index + 1}`).join('&')
	const surfaces = decodeValues(many, defaults, schema).surfaces
	expect(surfaces).toHaveLength(MAX_ENTRIES)
	expect(surfaces.at(-1)?.length).toBe(String(MAX_ENTRIES))
})

test('a link with more entries in a list than a list takes reports the list it cut, so the page can say so', () => {
	const { defaults, schema } = tileCalculator
	const rows = (count: number) =>
		Array.from({ length: count }, (_, index) => `surfaces.${index}.length=${index + 1}`).join('&')
	expect(readLink(rows(MAX_ENTRIES + 1), defaults, schema).cut).toEqual(['surfaces'])
	expect(readLink(rows(MAX_ENTRIES), defaults, schema).cut).toEqual([])
})

test('a choice the form does not offer for the link’s other choices falls back to the default, and is reported', () => {
	const { defaults, schema } = wireSizeCalculator
	// A metric link on imperial defaults: the 120 V supply is not a metric choice; the first metric one is used.
	const metric = readLink('standard=metric&current=32&length=25', defaults, schema)
	const offered = (schema(metric.values) as unknown as SchemaNode).entries?.system?.options ?? []
	expect(offered).toContain(metric.values.system)
	expect(metric.unusable).toEqual([])
	const tampered = readLink('standard=metric&system=120-single&current=32', defaults, schema)
	expect(offered).toContain(tampered.values.system)
	expect(tampered.unusable).toEqual(['system'])
})
