import { expect, test } from 'vitest'
import { convertTyped, valuesForNewUnit } from './unit-change.ts'

test('a unit change starts the measurements again and keeps the choices that do not depend on units', () => {
	const defaults = { unit: 'metric', length: '', walls: [{ id: 'a', length: '' }], paintType: 'eggshell', waste: '10' }
	const previous = {
		unit: 'metric',
		length: '3000',
		walls: [
			{ id: 'a', length: '4' },
			{ id: 'b', length: '3' },
		],
		paintType: 'gloss',
		waste: '15',
	}
	expect(valuesForNewUnit(defaults, previous, { unit: 'imperial' }, ['paintType', 'waste'])).toEqual({
		unit: 'imperial',
		length: '',
		walls: [{ id: 'a', length: '' }],
		paintType: 'gloss',
		waste: '15',
	})
})

test('a value beside a unit select is converted, to 4 decimals; text that is not a number stays', () => {
	// 100 m² × 10.764 = 1076.4 ft²; 1 kg × 2.20462 = 2.2046 lb; '1,5' is read as 1.5
	expect(convertTyped('100', (m2) => m2 * 10.764)).toBe('1076.4')
	expect(convertTyped('1', (kg) => kg * 2.20462)).toBe('2.2046')
	expect(convertTyped('1,5', (cm) => cm * 10)).toBe('15')
	expect(convertTyped('abc', (value) => value * 2)).toBe('abc')
	expect(convertTyped('', (value) => value * 2)).toBe('')
})
