import * as v from 'valibot'
import { expect, test } from 'vitest'
import { decimal, hiddenField } from '#app/lib/number-input.ts'
import { typedSums } from './estimate-tools-sums.ts'

// docs/calculators/site-rules.md §5: the working shows each length typed as a sum ('Wall 1 length = 3.6 + 2.4 = 6.00 m').

const metres = decimal({ min: 0.1, max: 30, unit: 'm' })
const feet = decimal({ min: 1, max: 100, unit: 'ft' })

const schema = v.object({
	unit: v.picklist(['metric', 'imperial']),
	walls: v.array(
		v.object({ length: metres, height: metres, openings: v.array(v.object({ width: metres, height: metres })) }),
	),
	ceiling: v.object({ length: metres }),
	runs: v.tuple([v.object({ runLength: feet }), v.object({ runLength: feet })]),
	waste: decimal({ min: 0, max: 30, unit: '%' }),
	corners: decimal({ min: 0, max: 100, isWhole: true }),
	otherLength: hiddenField(0),
})

const values = {
	unit: 'metric',
	walls: [
		{
			id: 'a',
			name: 'Wall 1',
			length: '3.6 + 2.4',
			height: '2.4',
			openings: [{ id: 'o', width: '2 * 0.45', height: '2.1' }],
		},
		{ id: 'b', name: '  ', length: '4 m - 600 mm', height: '2.4', openings: [] },
	],
	ceiling: { length: '3 * 1.2' },
	runs: [{ runLength: '20' }, { runLength: `12' 6" + 3' 2 1/2"` }],
	waste: '10',
	corners: '4',
	otherLength: '1 + 1',
}

test('each length typed as a sum, in the order of the form, named by its entry and field', () => {
	expect(v.safeParse(schema, values).success).toBe(true)
	expect(typedSums(schema, values)).toEqual([
		// 3.6 + 2.4 = 6 m
		{ label: 'Wall 1 length', steps: '3.6 + 2.4 = 6.00 m' },
		// 2 × 0.45 = 0.9 m; an opening has no name, so its list and place name it
		{ label: 'Wall 1 opening 1 width', steps: '2 * 0.45 = 0.90 m' },
		// a blank name reads as the list and place: 4 − 0.6 = 3.4 m
		{ label: 'Wall 2 length', steps: '4 m - 600 mm = 3.40 m' },
		// 3 × 1.2 = 3.6 m
		{ label: 'Ceiling length', steps: '3 * 1.2 = 3.60 m' },
		// 12.5 + 3.2083 = 15.7083 ft = 15' 8 1/2"
		{ label: 'Run 2 run length', steps: `12' 6" + 3' 2 1/2" = 15.71 ft (15' 8 1/2")` },
	])
})

test('no line for a plain number, a field that takes no sums, or a field the form does not show', () => {
	const plain = {
		...values,
		walls: [],
		ceiling: { length: '3.6' },
		runs: [{ runLength: '20' }, { runLength: `12' 6"` }],
	}
	expect(typedSums(schema, plain)).toEqual([])
	expect(typedSums(undefined, values)).toEqual([])
})
