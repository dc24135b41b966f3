import { expect, test } from 'vitest'
import { hardwoodCalculator } from '#app/calculators/flooring/hardwood-calculator/calculator.ts'
import { laminateCalculator } from '#app/calculators/flooring/laminate-calculator/calculator.ts'
import { inputsAt } from './calculator-inputs.ts'

test('an imperial link made before Board width existed opens with the imperial board, not 192 read as inches', () => {
	const old = 'unit=imperial&rooms.0.length=16&rooms.0.width=13&packCoverage=23.4&gap=0.375'
	expect(inputsAt(laminateCalculator, old, '').values).toMatchObject({ unit: 'imperial', boardWidth: '7.5' })
	expect(inputsAt(hardwoodCalculator, 'unit=imperial&rooms.0.length=16&rooms.0.width=13', '').values).toMatchObject({
		boardWidth: '5',
	})
})

test('what a link carries, and a filled default that is valid in its unit system, keep their meaning', () => {
	// Underlay coverage 10 is the metric default and a valid ft² figure: an old imperial link that left it out meant 10.
	const values = inputsAt(
		laminateCalculator,
		'unit=imperial&rooms.0.length=16&rooms.0.width=13&boardWidth=300',
		'',
	).values
	expect(values).toMatchObject({ underlayCoverage: '10', boardWidth: '300' })
	expect(inputsAt(laminateCalculator, 'rooms.0.length=5&rooms.0.width=4', '').values.boardWidth).toBe('192')
})
