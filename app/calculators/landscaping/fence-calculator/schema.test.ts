import { expect, test } from 'vitest'
import { FENCE_SYSTEM_DEFAULTS, fenceValuesForUnit } from './schema.ts'
import { fenceErrors, fenceInput, fenceValues, sectionsOf } from './test-input.ts'

test('a section’s length is checked against its type’s bounds, in m or ft', () => {
	const metric = fenceErrors({ sections: sectionsOf(['fence', '0.2'], ['gate', '0.5'], ['gate', '5.01']) })
	expect(metric).toEqual({
		'sections.0.length': 'Must be between 0.3 and 100 m',
		'sections.1.length': 'Must be between 0.6 and 5 m',
		'sections.2.length': 'Must be between 0.6 and 5 m',
	})
	const imperial = fenceErrors({ unit: 'imperial', sections: sectionsOf(['fence', '331'], ['gate', '17']) })
	expect(imperial).toEqual({
		'sections.0.length': 'Must be between 1 and 330 ft',
		'sections.1.length': 'Must be between 2 and 16 ft',
	})
	// The bounds themselves are accepted, and feet and inches are read as a length
	expect(fenceInput({ sections: sectionsOf(['fence', '0.3'], ['gate', '5']) }).sections[1]?.length).toBe(5)
	expect(
		fenceInput({ unit: 'imperial', sections: sectionsOf(['fence', `6' 6"`], ['gate', '2']) }).sections[0]?.length,
	).toBe(6.5)
})

test('not a number, Infinity and exponents are refused; counts must be whole', () => {
	for (const text of ['abc', 'Infinity', '1e3'])
		expect(fenceErrors({ sections: sectionsOf(['fence', text]) })['sections.0.length']).toBe('Enter a number')
	const boards = { style: 'boards', sections: sectionsOf(['fence', '10']) } as const
	expect(fenceErrors({ ...boards, railsPerBay: '2.5' })).toEqual({ railsPerBay: 'Enter a whole number' })
	expect(fenceErrors({ ...boards, railsPerBay: '5' })).toEqual({ railsPerBay: 'Must be between 2 and 4' })
	expect(fenceErrors({ ...boards, waste: '31' })).toEqual({ waste: 'Must be between 0 and 30%' })
	expect(fenceErrors({ ...boards, boardWidth: '24', boardGap: '151' })).toEqual({
		boardWidth: 'Must be between 25 and 300 mm',
		boardGap: 'Must be between 0 and 150 mm',
	})
	expect(fenceErrors({ ...boards, fenceHeight: '2.5' })).toEqual({ fenceHeight: 'Must be between 0.6 and 2.4 m' })
	const fence = { sections: sectionsOf(['fence', '10']) }
	expect(fenceErrors({ ...fence, panelWidth: '0.4', holeDepth: '1,501' })).toEqual({
		panelWidth: 'Must be between 0.5 and 3 m',
		holeDepth: 'Must be between 300 and 1,500 mm',
	})
	expect(fenceErrors({ ...fence, unit: 'imperial', holeDiameter: '25', holeDepth: '11' })).toEqual({
		holeDiameter: 'Must be between 4 and 24 in',
		holeDepth: 'Must be between 12 and 60 in',
	})
})

test('the other style’s fields are not checked and keep what was typed', () => {
	const panels = fenceValues({ sections: sectionsOf(['fence', '10']), boardWidth: 'abc', waste: '99' })
	expect(fenceErrors(panels)).toEqual({})
	const boards = fenceValues({ ...panels, style: 'boards', panelWidth: '', boardWidth: '100', waste: '10' })
	expect(fenceErrors(boards)).toEqual({})
	expect(fenceInput(boards).panelWidth).toBeNull()
})

test('cross-field: at least one fence section, a loop of at least 3 sections, a hole wider than the diagonal', () => {
	// Shown as soon as the only section is a gate, before its length is typed
	expect(fenceErrors({ sections: sectionsOf(['gate', '']) })).toMatchObject({
		sections: 'Add at least one fence section',
	})
	expect(fenceErrors({ sections: sectionsOf(['gate', '1'], ['gate', '1']) })).toEqual({
		sections: 'Add at least one fence section',
	})
	const two = sectionsOf(['fence', '9.65'], ['fence', '9.65'])
	expect(fenceErrors({ closedLoop: true, sections: two })).toEqual({
		closedLoop: 'A closed loop needs at least 3 sections',
	})
	expect(fenceErrors({ closedLoop: true, sections: [...two, ...sectionsOf(['fence', '1'])] })).toEqual({})
	const line = { sections: sectionsOf(['fence', '5']) }
	expect(fenceErrors({ ...line, holeDiameter: '100' })).toEqual({
		holeDiameter: "The hole must be wider than the post's diagonal (141.4 mm)",
	})
	expect(fenceErrors({ ...line, postSize: '75', holeDiameter: '100' })).toEqual({
		holeDiameter: "The hole must be wider than the post's diagonal (106.1 mm)",
	})
	expect(fenceErrors({ ...line, postSize: '125', holeDiameter: '176' })).toEqual({
		holeDiameter: "The hole must be wider than the post's diagonal (176.8 mm)",
	})
	const imperial = { unit: 'imperial', sections: sectionsOf(['fence', '16']) } as const
	expect(fenceErrors({ ...imperial, holeDiameter: '4.9' })).toEqual({
		holeDiameter: "The hole must be wider than the post's diagonal (4.95 in)",
	})
	expect(fenceErrors({ ...imperial, postSize: '6x6', holeDiameter: '7' })).toEqual({
		holeDiameter: "The hole must be wider than the post's diagonal (7.78 in)",
	})
})

test('Equal boundaries of the hole: the diagonal itself is refused, a hair over it is taken', () => {
	const line = { sections: sectionsOf(['fence', '5']) }
	// 100 × √2 = 141.42135623730951 mm; the typed 141.4213562373 is Equal to it (within 1e-9 × 141.4)
	expect(fenceErrors({ ...line, holeDiameter: '141.4213562373' })).toEqual({
		holeDiameter: "The hole must be wider than the post's diagonal (141.4 mm)",
	})
	expect(fenceErrors({ ...line, holeDiameter: '141.43' })).toEqual({})
	expect(fenceErrors({ unit: 'imperial', sections: sectionsOf(['fence', '16']), holeDiameter: '4.95' })).toEqual({})
})

test('a unit change: sections and sizes start again; choices made stay, those at their default follow the system', () => {
	const typed = fenceValues({
		sections: sectionsOf(['fence', '9'], ['gate', '1']),
		closedLoop: true,
		railsPerBay: '4',
		holeDiameter: '300',
	})
	const imperial = fenceValuesForUnit(typed, { unit: 'imperial' })
	expect(imperial).toEqual({ ...FENCE_SYSTEM_DEFAULTS.imperial, closedLoop: true, railsPerBay: '4' })
	expect(imperial.sections).toHaveLength(1)
	// Panels chosen in imperial, gravel boards ticked and a waste typed: kept on the way back to metric
	const chosen = { ...imperial, style: 'panels', gravelBoards: true, waste: '15' } as const
	expect(fenceValuesForUnit(chosen, { unit: 'metric' })).toMatchObject({
		style: 'panels',
		gravelBoards: true,
		waste: '15',
		postSize: '100',
		bag: '20kg',
	})
	// Boards chosen in metric stay boards; gravel boards left on (the metric default) take imperial's off
	const boards = fenceValuesForUnit(fenceValues({ style: 'boards' }), { unit: 'imperial' })
	expect(boards).toMatchObject({ style: 'boards', gravelBoards: false })
	const unchosenImperial = fenceValuesForUnit(FENCE_SYSTEM_DEFAULTS.imperial, { unit: 'metric' })
	expect(unchosenImperial).toEqual(FENCE_SYSTEM_DEFAULTS.metric)
})

test('the schema offers each system’s own choices only', () => {
	const values = fenceValues({ unit: 'imperial', postSize: '100', bag: '20kg', sections: sectionsOf(['fence', '8']) })
	expect(Object.keys(fenceErrors(values)).sort()).toEqual(['bag', 'postSize'])
})
