import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import {
	conduitFillDefaults,
	type ConduitFillValues,
	conduitFillValuesForStandard,
	createConduitFillSchema,
} from './schema.ts'

const usValues: ConduitFillValues = {
	...conduitFillDefaults('imperial'),
	conduitType: 'pvc80',
	tradeSize: '1',
	rows: [
		{ id: 'a', name: 'Conductor 1', type: 'xhhw', size: '4', cable: '2.5-stranded', count: '3' },
		{ id: 'b', name: 'Ground', type: 'bare', size: '8', cable: '2.5-stranded', count: '1' },
	],
}

function errorsOf(values: ConduitFillValues) {
	return parseWith(createConduitFillSchema(values), values).errors
}

test('a standard change resets the selects, keeps every typed number and renames default rows', () => {
	const uk = conduitFillValuesForStandard({ ...usValues, runLength: '4', bends: '2' }, { standard: 'metric' })
	expect(uk.standard).toBe('metric')
	expect([uk.conduitType, uk.tradeSize, uk.diameter]).toEqual(['emt', '3/4', '20'])
	expect([uk.runLength, uk.bends]).toEqual(['4', '2'])
	expect(uk.rows.map((row) => [row.name, row.type, row.size, row.cable, row.count])).toEqual([
		['Cable 1', 'thhn', '12', '2.5-stranded', '3'],
		['Ground', 'thhn', '12', '2.5-stranded', '1'],
	])
	const back = conduitFillValuesForStandard({ ...uk, diameter: '32' }, { standard: 'imperial' })
	expect(back.rows.map((row) => row.name)).toEqual(['Conductor 1', 'Ground'])
	expect(back.diameter).toBe('20')
	// choosing the standard already in use changes nothing
	expect(conduitFillValuesForStandard(usValues, { standard: 'imperial' })).toEqual(usValues)
})

test('counts: a whole number from 1 to 200, with the site’s messages (decision 075)', () => {
	const cases: ReadonlyArray<[string, string]> = [
		['', 'Required'],
		['0', 'Must be between 1 and 200'],
		['201', 'Must be between 1 and 200'],
		['-1', 'Must be between 1 and 200'],
		['1.5', 'Enter a whole number'],
		['abc', 'Enter a number'],
		['Infinity', 'Enter a number'],
		['1e2', 'Enter a number'],
	]
	for (const [count, message] of cases) {
		const values = { ...usValues, rows: [{ ...usValues.rows[0]!, count }] }
		expect(errorsOf(values)['rows.0.count'], count).toBe(message)
	}
	expect(errorsOf({ ...usValues, rows: [{ ...usValues.rows[0]!, count: '200' }] })).toEqual({})
})

test('UK run length and bends: the site’s messages with §3.2’s bounds', () => {
	const uk = { ...conduitFillDefaults('metric'), rows: [{ ...usValues.rows[0]!, name: 'Cable 1', count: '2' }] }
	const cases: ReadonlyArray<[string, string, string]> = [
		['runLength', '', 'Required'],
		['runLength', 'abc', 'Enter a number'],
		['runLength', 'Infinity', 'Enter a number'],
		['runLength', '1e1', 'Enter a number'],
		['runLength', '0', 'Must be more than 0 and at most 10 m'],
		['runLength', '-2', 'Must be more than 0 and at most 10 m'],
		['runLength', '10.5', 'Must be more than 0 and at most 10 m'],
		['runLength', '4 m', ''],
		['bends', '', 'Required'],
		['bends', '5', 'Must be between 0 and 4'],
		['bends', '1.5', 'Enter a whole number'],
		['bends', 'two', 'Enter a number'],
	]
	for (const [field, text, message] of cases) {
		const values = { ...uk, runLength: '4', [field]: text }
		expect(errorsOf(values)[field] ?? '', `${field} '${text}'`).toBe(message)
	}
	// '9,6' reads 9.6 (a decimal comma); 10 is the last length allowed
	expect(errorsOf({ ...uk, runLength: '9,6' })).toEqual({})
	expect(errorsOf({ ...uk, runLength: '10' })).toEqual({})
	// the US form does not validate the UK fields
	expect(errorsOf({ ...usValues, runLength: 'abc', bends: '' })).toEqual({})
})

test('more than five rows (a tampered link) is an error on the list', () => {
	const rows = Array.from({ length: 6 }, (_, index) => ({ ...usValues.rows[0]!, id: `r${index}` }))
	expect(errorsOf({ ...usValues, rows }).rows).toBe('Enter 1 to 5 rows.')
})
