import { expect, test } from 'vitest'
import { misfitMessage, misfittingOpenings } from './openings.ts'

test('an opening larger than every wall is named; openings that fit say nothing', () => {
	// wall 2 × 2 = 4 m²; opening 10 × 10 = 100 m²
	expect(misfittingOpenings([4], [100])).toEqual(new Map([[0, 'larger-than-any']]))
	// walls 10 and 12 m²; a door 1.8 m² and a window 1.44 m²
	expect(misfittingOpenings([10, 12], [1.8, 1.44]).size).toBe(0)
	// exactly the wall's size is allowed (a wall that is all window)
	expect(misfittingOpenings([4], [4]).size).toBe(0)
})

test('the opening that takes the total past the walls is named once', () => {
	// walls 4 + 3 = 7 m²; openings 3, 3, 2, 2: running 3, 6, 8 (> 7 here), 10
	expect(misfittingOpenings([4, 3], [3, 3, 2, 2])).toEqual(new Map([[2, 'more-than-all']]))
})

test('float noise is not a misfit: 0.1 + 0.2 m² of openings on 0.3 m² of wall', () => {
	expect(misfittingOpenings([0.3], [0.1, 0.2]).size).toBe(0)
})

test('the messages name what the openings are in', () => {
	expect(misfitMessage('larger-than-any', 'wall')).toBe('Larger than any wall: check the sizes')
	expect(misfitMessage('more-than-all', 'surface')).toBe('With this one, the openings add up to more than the surfaces')
})
