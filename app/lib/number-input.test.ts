import fc from 'fast-check'
import { expect, test } from 'vitest'
import * as v from 'valibot'
import {
	decimal,
	fieldErrors,
	hasEmptyField,
	optionalDecimal,
	parseDecimal,
	parseWith,
	pathTo,
} from './number-input.ts'

const bounds = { min: 0, max: 1000, unit: 'mm' }

test('reads plain decimals, with a comma as the decimal point', () => {
	expect(parseDecimal(' 12.5 ', bounds)).toEqual({ ok: true, value: 12.5 })
	expect(parseDecimal('2,5', bounds)).toEqual({ ok: true, value: 2.5 })
	expect(parseDecimal('.5', bounds)).toEqual({ ok: true, value: 0.5 })
	expect(parseDecimal('7.', bounds)).toEqual({ ok: true, value: 7 })
})

test('site rules §5: commas grouping threes are thousands separators, any other single comma a decimal point', () => {
	const wide = { min: 0, max: 1e9 }
	expect(parseDecimal('1,000', wide)).toEqual({ ok: true, value: 1000 })
	expect(parseDecimal('12,500.5', wide)).toEqual({ ok: true, value: 12500.5 })
	expect(parseDecimal('1,250,000', wide)).toEqual({ ok: true, value: 1250000 })
	expect(parseDecimal('999,999', wide)).toEqual({ ok: true, value: 999999 })
	expect(parseDecimal('1,5', wide)).toEqual({ ok: true, value: 1.5 })
	expect(parseDecimal('0,125', wide)).toEqual({ ok: true, value: 0.125 })
	expect(parseDecimal('1,2345', wide)).toEqual({ ok: true, value: 1.2345 })
	expect(parseDecimal('1000,5', wide)).toEqual({ ok: true, value: 1000.5 })
	for (const text of ['1,000,5', '1.000,5', '1,00,000', '12,50.5', ',', '1,,5']) {
		expect(parseDecimal(text, wide)).toMatchObject({ ok: false, message: expect.stringContaining('comma') })
	}
})

test('refuses what is not a plain number, with a specific message', () => {
	expect(parseDecimal('', bounds)).toEqual({ ok: false, message: 'Required' })
	expect(parseDecimal('1e400', bounds)).toEqual({ ok: false, message: 'Enter a number' })
	expect(parseDecimal('Infinity', bounds)).toMatchObject({ ok: false })
	expect(parseDecimal('NaN', bounds)).toMatchObject({ ok: false })
	expect(parseDecimal('12 ft', bounds)).toMatchObject({ ok: false })
	expect(parseDecimal('9'.repeat(10_000), bounds)).toMatchObject({ ok: false, message: 'Enter a shorter number' })
})

test('checks the range and names the unit', () => {
	expect(parseDecimal('-1', bounds)).toEqual({ ok: false, message: 'Must be between 0 and 1,000 mm' })
	expect(parseDecimal('1001', bounds)).toEqual({ ok: false, message: 'Must be between 0 and 1,000 mm' })
	expect(parseDecimal('51', { min: 0, max: 50, unit: '%' })).toEqual({
		ok: false,
		message: 'Must be between 0 and 50%',
	})
	expect(parseDecimal('1.5', { min: 1, max: 3, isWhole: true })).toEqual({ ok: false, message: 'Enter a whole number' })
	// One side only where the other is open; an exclusive minimum says 'more than'
	expect(parseDecimal('2', { min: -Number.MAX_VALUE, max: 1, unit: 'm²' })).toEqual({
		ok: false,
		message: 'Must be at most 1 m²',
	})
	expect(parseDecimal('0', { min: 0, isMinExclusive: true, max: 10, unit: 'm' })).toEqual({
		ok: false,
		message: 'Must be more than 0 and at most 10 m',
	})
})

test('the field’s own unit may follow the number; another unit is refused with the field’s unit', () => {
	expect(parseDecimal('16 A', { min: 0, max: 100, unit: 'A' })).toEqual({ ok: true, value: 16 })
	expect(parseDecimal('16a', { min: 0, max: 100, unit: 'A' })).toEqual({ ok: true, value: 16 })
	expect(parseDecimal('3 %', { min: 0, max: 50, unit: '%' })).toEqual({ ok: true, value: 3 })
	expect(parseDecimal('3%', { min: 0, max: 50, unit: '%' })).toEqual({ ok: true, value: 3 })
	expect(parseDecimal('400 CFM', { min: 0, max: 1000, unit: 'CFM' })).toEqual({ ok: true, value: 400 })
	expect(parseDecimal('1,200 W', { min: 0, max: 5000, unit: 'W' })).toEqual({ ok: true, value: 1200 })
	expect(parseDecimal('100 ft', { min: 0, max: 1000, unit: 'ft' })).toEqual({ ok: true, value: 100 })
	expect(parseDecimal('16 V', { min: 0, max: 100, unit: 'A' })).toEqual({ ok: false, message: 'Enter the number in A' })
	expect(parseDecimal('16 A', { min: 0, max: 100 })).toEqual({ ok: false, message: 'Enter a number' })
	expect(parseDecimal('16 A A', { min: 0, max: 100, unit: 'A' })).toEqual({
		ok: false,
		message: 'Enter the number in A',
	})
	// An exponent is not a unit: '1e12' is not a number the site reads
	expect(parseDecimal('1e12', { min: 0, max: 100, unit: 'A' })).toEqual({ ok: false, message: 'Enter a number' })
})

test("one set of messages: 'Enter a number' and 'Must be between {min} and {max} {unit}'", () => {
	const length = { min: 0.1, max: 50, unit: 'm' }
	expect(parseDecimal('abc', length)).toEqual({ ok: false, message: 'Enter a number' })
	expect(parseDecimal('1e400', length)).toEqual({ ok: false, message: 'Enter a number' })
	expect(parseDecimal('1,2,3', { min: 0, max: 30, unit: '%' })).toMatchObject({
		ok: false,
		message: expect.stringContaining('comma'),
	})
	expect(parseDecimal('0', length)).toEqual({ ok: false, message: 'Must be between 0.1 and 50 m' })
	expect(parseDecimal('-3', length)).toEqual({ ok: false, message: 'Must be between 0.1 and 50 m' })
	expect(parseDecimal('50.01', length)).toEqual({ ok: false, message: 'Must be between 0.1 and 50 m' })
	expect(parseDecimal('50', length)).toEqual({ ok: true, value: 50 })
	expect(parseDecimal('0.1', length)).toEqual({ ok: true, value: 0.1 })
	expect(parseDecimal('10001', { min: 0, max: 10_000 })).toEqual({
		ok: false,
		message: 'Must be between 0 and 10,000',
	})
	expect(parseDecimal('31', { min: 0, max: 30, unit: '%' })).toEqual({
		ok: false,
		message: 'Must be between 0 and 30%',
	})
	expect(parseDecimal('2.5', { min: 0, max: 10, isWhole: true })).toEqual({
		ok: false,
		message: 'Enter a whole number',
	})
	// The range comes before wholeness (docs/decisions/075-one-number-reader.md).
	expect(parseDecimal('100.5', { min: 0, max: 100, isWhole: true })).toEqual({
		ok: false,
		message: 'Must be between 0 and 100',
	})
	expect(parseDecimal('-300.5', { min: -300, max: 300, unit: 'm' })).toEqual({
		ok: false,
		message: 'Must be between −300 and 300 m',
	})
	// A mistake in feet and inches keeps the message that says which part is wrong.
	expect(parseDecimal(`12' 6 1/0"`, { min: 0.5, max: 165, unit: 'ft' })).toEqual({
		ok: false,
		message: 'The number under / must be above 0',
	})
	expect(parseDecimal(`3/8"`, { min: 0, max: 1, unit: 'in' })).toEqual({ ok: true, value: 0.375 })
	// A negative length in builders' notation is out of bounds, like '-3'.
	expect(parseDecimal(`-12' 6"`, { min: 1, max: 100, unit: 'ft' })).toEqual({
		ok: false,
		message: 'Must be between 1 and 100 ft',
	})
})

test("an empty field reads 'Required'", () => {
	const area = { min: 1, max: 185, unit: 'm²' }
	expect(parseDecimal(' ', area)).toEqual({ ok: false, message: 'Required' })
	expect(parseDecimal('0', area)).toEqual({ ok: false, message: 'Must be between 1 and 185 m²' })
	expect(hasEmptyField({ area: 'Required' })).toBe(true)
})

test('the schema gives numbers and per-field messages', () => {
	const schema = v.object({ length: decimal(bounds), width: decimal(bounds) })
	expect(v.safeParse(schema, { length: '10', width: '20' })).toMatchObject({
		success: true,
		output: { length: 10, width: 20 },
	})
	const failed = v.safeParse(schema, { length: 'abc', width: '20' })
	expect(fieldErrors(failed)).toEqual({ length: 'Enter a number' })
})

test('a length field reads lengths as builders write them, then checks its bounds in its own unit', () => {
	const schema = v.object({
		deckLength: decimal({ min: 1, max: 3280, unit: 'ft' }),
		height: decimal({ min: 0.1, max: 1000, unit: 'm' }),
		waste: decimal({ min: 0, max: 50, unit: '%' }),
	})
	// 16 + 4.5 / 12 = 16.375 ft; 240 cm = 2.4 m
	expect(parseWith(schema, { deckLength: `16' 4 1/2"`, height: '240 cm', waste: '10' })).toEqual({
		data: { deckLength: 16.375, height: 2.4, waste: 10 },
		errors: {},
	})
	expect(parseWith(schema, { deckLength: '6"', height: '5 mm', waste: '10"' }).errors).toEqual({
		deckLength: 'Must be between 1 and 3,280 ft',
		height: 'Must be between 0.1 and 1,000 m',
		waste: 'Enter the number in %',
	})
	expect(parseWith(schema, { deckLength: '5//8"', height: '2.4', waste: '10' }).errors).toEqual({
		deckLength: 'Write a fraction with one /, e.g. 5/8',
	})
})

test('whatever is typed, a success is a finite number within bounds', () => {
	fc.assert(
		fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (text) => {
			const parsed = parseDecimal(text, bounds)
			if (parsed.ok) {
				expect(Number.isFinite(parsed.value)).toBe(true)
				expect(parsed.value).toBeGreaterThanOrEqual(0)
				expect(parsed.value).toBeLessThanOrEqual(1000)
			} else {
				expect(parsed.message.length).toBeGreaterThan(0)
			}
		}),
	)
})

test('an optional decimal is null when empty and checked like any decimal otherwise', () => {
	const price = optionalDecimal({ min: 0, max: 100 })
	expect(v.safeParse(price, '').output).toBeNull()
	expect(v.safeParse(price, '  ').output).toBeNull()
	expect(v.safeParse(price, '12,5').output).toBe(12.5)
	expect(v.safeParse(price, '-1').issues?.[0]?.message).toBe('Must be between 0 and 100')
	expect(v.safeParse(price, '£3').issues?.[0]?.message).toBe('Enter a number')
})

test('parseWith gives the output once every field is valid, and the first message per field path', () => {
	const walls = v.object({
		walls: v.array(
			v.object({
				length: decimal({ min: 0.1, max: 10, unit: 'm' }),
				height: decimal({ min: 0.1, max: 10, unit: 'm' }),
			}),
		),
	})
	expect(parseWith(walls, { walls: [{ length: '5', height: '2,4' }] })).toEqual({
		data: { walls: [{ length: 5, height: 2.4 }] },
		errors: {},
	})
	expect(
		parseWith(walls, {
			walls: [
				{ length: '5', height: '2.4' },
				{ length: '', height: '11' },
			],
		}),
	).toEqual({
		data: null,
		errors: { 'walls.1.length': 'Required', 'walls.1.height': 'Must be between 0.1 and 10 m' },
	})
})

test('an empty field is missing, not wrong: hasEmptyField finds it, under a prefix too', () => {
	const errors = {
		'walls.0.length': 'Required',
		'walls.0.height': 'Must be between 0.1 and 100 m',
		pricePerTon: 'Must be between 0 and 100,000',
	}
	expect(hasEmptyField(errors)).toBe(true)
	expect(hasEmptyField(errors, 'walls.')).toBe(true)
	expect(hasEmptyField(errors, 'ceiling.')).toBe(false)
})

test('pathTo gives a cross-field check the path of one field, so its message lands there', () => {
	const schema = v.pipe(
		v.object({ walls: v.array(v.object({ length: decimal({ min: 0, max: 10 }) })) }),
		v.rawCheck(({ dataset, addIssue }) => {
			if (dataset.typed) addIssue({ message: 'Too long', path: pathTo(dataset.value, 'walls', 1, 'length') })
		}),
	)
	expect(parseWith(schema, { walls: [{ length: '1' }, { length: '2' }] }).errors).toEqual({
		'walls.1.length': 'Too long',
	})
})

test('a value of the wrong kind gets a plain message, never the library’s wording', () => {
	const schema = v.object({ system: v.picklist(['230-single', '400-three']), note: v.string() })
	const { errors } = parseWith(schema, { system: '120-single', note: 3 })
	expect(errors).toEqual({ system: 'Choose one of the options', note: 'Enter a number' })
})

test('a length field reads a sum as its total and checks the total against its bounds (site-rules.md §5)', () => {
	const metres = { min: 0.1, max: 30, unit: 'm' }
	// 3.6 + 2.4 = 6 m
	expect(parseDecimal('3.6 + 2.4', metres)).toMatchObject({ ok: true, value: 6 })
	// 4 × 9 = 36 m is over 30 m: the bounds, as for a typed 36
	expect(parseDecimal('4 * 9', metres)).toEqual({ ok: false, message: 'Must be between 0.1 and 30 m' })
	// 2 − 2 = 0 is under 0.1 m
	expect(parseDecimal('2 - 2', metres)).toEqual({ ok: false, message: 'Must be between 0.1 and 30 m' })
	// a sum below zero says so; a single negative length gets the bounds, as before
	expect(parseDecimal('2 - 3', metres)).toMatchObject({ ok: false, message: 'A length cannot be negative' })
	expect(parseDecimal(`-12' 6"`, { min: 1, max: 100, unit: 'ft' })).toEqual({
		ok: false,
		message: 'Must be between 1 and 100 ft',
	})
	expect(parseDecimal('3 m * 2 m', metres)).toMatchObject({
		message: 'Multiply a length by a plain number, e.g. 3 * 2.4',
	})
	expect(parseDecimal('3.6 +', metres)).toMatchObject({ message: 'Put a length after each + or -' })
	// decimal() in a schema gives the field the same message
	expect(parseWith(v.object({ length: decimal(metres) }), { length: '2 - 3' }).errors).toEqual({
		length: 'A length cannot be negative',
	})
})

test('a sum may be longer than a number, up to what a link keeps; longer text is still refused', () => {
	const millimetres = { min: 1, max: 100_000, unit: 'mm' }
	// 20 × 1,200 = 24,000 mm, in 139 characters
	const long = Array(20).fill('1,200').join(' + ')
	expect(long.length).toBeGreaterThan(32)
	expect(parseDecimal(long, millimetres)).toMatchObject({ ok: true, value: 24_000 })
	expect(parseDecimal(`${'1 + '.repeat(66)}1`, millimetres)).toMatchObject({ message: 'Enter a shorter number' })
	// text that is not a sum keeps the old limit
	expect(parseDecimal('1'.repeat(33), millimetres)).toMatchObject({ message: 'Enter a shorter number' })
})

test('count, percentage, price and area fields take no sums: their messages as before', () => {
	for (const fieldBounds of [
		{ min: 0, max: 100, isWhole: true },
		{ min: 0, max: 50, unit: '%' },
		{ min: 0, max: 1e6 },
		{ min: 0, max: 1e6, unit: 'm²' },
		{ min: 0, max: 1e6, unit: 'ft²' },
	]) {
		for (const text of ['3 + 4', '2 * 3', '5 - 1']) {
			expect(parseDecimal(text, fieldBounds), `${text} in ${fieldBounds.unit ?? 'a count'}`).toMatchObject({
				ok: false,
				message: fieldBounds.unit ? `Enter the number in ${fieldBounds.unit}` : 'Enter a number',
			})
		}
	}
})
