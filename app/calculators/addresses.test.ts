import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeValues, encodeValues, MAX_TEXT } from '#app/kept-state/address.ts'
import type { AnyCalculatorDefinition } from '#app/calculator-runtime/define-calculator.ts'
import { concreteVolume } from './concrete-volume/calculator.ts'
import { conduitFillCalculator } from './conduit-fill-calculator/calculator.ts'
import { deckBoardEstimator } from './deck-board-estimator/calculator.ts'
import { drywallEstimator } from './drywall-estimator/calculator.ts'
import { grassSeedCalculator } from './grass-seed-calculator/calculator.ts'
import { gravelCalculator } from './gravel-calculator/calculator.ts'
import { mulchCalculator } from './mulch-calculator/calculator.ts'
import { paintCalculator } from './paint-calculator/calculator.ts'
import { primerCalculator } from './primer-calculator/calculator.ts'
import { rebarCalculator } from './rebar-calculator/calculator.ts'
import { tileCalculator } from './tile-calculator/calculator.ts'
import { topsoilCalculator } from './topsoil-calculator/calculator.ts'
import { wallpaperCalculator } from './wallpaper-calculator/calculator.ts'

const DEFINITIONS: ReadonlyArray<AnyCalculatorDefinition> = [
	deckBoardEstimator,
	tileCalculator,
	grassSeedCalculator,
	topsoilCalculator,
	mulchCalculator,
	gravelCalculator,
	drywallEstimator,
	concreteVolume,
	rebarCalculator,
	paintCalculator,
	primerCalculator,
	wallpaperCalculator,
	conduitFillCalculator,
]

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
		const entryTemplate = template[0] ?? blank(item)
		return fc
			.array(valuesLike(entryTemplate, item), { maxLength: 4 })
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

function withoutIds(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutIds)
	if (typeof value !== 'object' || value === null) return value
	return Object.fromEntries(
		Object.entries(value)
			.filter(([key]) => key !== 'id')
			.map(([key, item]) => [key, withoutIds(item)]),
	)
}

/** The values with every toggle on, so the schema shows every part (a ceiling, a wastage percentage). */
function allOn(values: object) {
	return Object.fromEntries(
		Object.entries(values).map(([key, value]) => [key, typeof value === 'boolean' ? true : value]),
	)
}

for (const definition of DEFINITIONS) {
	const { defaults } = definition
	const schemaFor = definition.schema
	const schema = definition.schema(allOn(defaults)) as SchemaNode

	test(`${definition.id}: any values survive the address: encode, then decode, gives them back`, () => {
		fc.assert(
			fc.property(valuesLike(defaults, schema), (values) => {
				const query = encodeValues(values as object, defaults, schemaFor)
				const decoded = decodeValues(query, defaults, schemaFor)
				expect(withoutIds(decoded)).toEqual(withoutIds(values))
			}),
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
					expect(() => decodeValues(query, defaults, schemaFor)).not.toThrow()
				},
			),
		)
	})
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
