// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderCalculator } from '../../../../tests/support/render-calculator.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { drywallEstimator } from './calculator.ts'
import { BoardSizeRequiredError } from './compute.ts'
import { DRYWALL_DEFAULTS, type WallValues } from './schema.ts'
import type * as Walls from './walls-field.tsx'

// Which walls' fields were drawn, by name.
const drawnWalls = vi.hoisted((): Array<string> => [])

vi.mock('./walls-field.tsx', async (importOriginal) => {
	const actual = await importOriginal<typeof Walls>()
	return {
		...actual,
		WALLS: {
			...actual.WALLS,
			Fields: (props: Parameters<typeof actual.WALLS.Fields>[0]) => {
				drawnWalls.push(props.label)
				return actual.WALLS.Fields(props)
			},
		},
	}
})

test("a failed calculation shows 'Board size is required' as an alert next to Calculate", async () => {
	// The form never submits without a board size, so compute is made to fail with the seed's error
	// here to check what the page does with it: an alert by Calculate, the form and its values kept.
	const failing = defineCalculator({
		...drywallEstimator,
		compute: () => {
			throw new BoardSizeRequiredError()
		},
	})
	const user = userEvent.setup()
	renderCalculator(failing)
	await user.click(screen.getByRole('radio', { name: /^Standard/ }))
	await user.click(screen.getByRole('radio', { name: /^4x8 ft/ }))
	await user.type(screen.getByLabelText('Wall 1 Length'), '5')
	await user.type(screen.getByLabelText('Wall 1 Height'), '2.4')
	await user.click(screen.getByRole('button', { name: 'Calculate' }))
	expect(screen.getByRole('alert').textContent).toBe('Board size is required')
	expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', false)
	expect(screen.getByLabelText('Wall 1 Length')).toHaveProperty('value', '5')
	expect(screen.queryByRole('region', { name: 'Results' })).toBeNull()
})

// Rows are memoised: with 200 walls a key press must draw one wall, not 200 (jsdom is too slow for 200 here).
test('typing in one of many walls draws only that wall again, its openings included', async () => {
	const walls: Array<WallValues> = Array.from({ length: 12 }, (_, index) => ({
		id: `wall-${index + 1}`,
		name: `Wall ${index + 1}`,
		length: '5',
		height: '2.4',
		openings: [{ id: `opening-${index + 1}`, width: '2', height: '2' }],
	}))
	const user = userEvent.setup()
	renderCalculator({ ...drywallEstimator, defaults: { ...DRYWALL_DEFAULTS, walls } })
	drawnWalls.length = 0
	await user.type(screen.getByLabelText('Wall 10 Length'), '0')
	await user.type(screen.getByLabelText('Wall 7 Opening 1 Width'), '0')
	expect(drawnWalls).toEqual(['Wall 10', 'Wall 7'])
	// A 20 m opening in a 5 m wall: the message, in the wall's own errors, reaches the opening's field.
	expect(screen.getByText('Wider than the wall').id).toBe(`${screen.getByLabelText('Wall 7 Opening 1 Width').id}-error`)
})
