import { expect, test } from 'vitest'
import { lengthHint, sumTotal } from './length-hint.ts'

test('mm, cm and ft show metres; m and inches show the small unit', () => {
	expect(lengthHint(4800, 'mm', 'mm')).toBe('= 4.8 m')
	expect(lengthHint(240, 'cm', 'cm')).toBe('= 2.4 m')
	// 16 ft × 0.3048 = 4.8768 m
	expect(lengthHint(16, 'ft', 'mm')).toBe('= 4.8768 m')
	expect(lengthHint(2.4, 'm', 'mm')).toBe('= 2,400 mm')
	expect(lengthHint(2.4, 'm', 'cm')).toBe('= 240 cm')
	// 96 in × 25.4 = 2,438.4 mm = 243.84 cm
	expect(lengthHint(96, 'in', 'mm')).toBe('= 2,438.4 mm')
	expect(lengthHint(96, 'in', 'cm')).toBe('= 243.84 cm')
})

test("a sum's total shows as the field's value is shown: feet and inches to a whole 1/16\", else the number", () => {
	// 12' 6" + 3' 2 1/2" = 15' 8 1/2" = 15 + 8.5 / 12 ft
	expect(sumTotal(15 + 8.5 / 12, 'ft', `12' 6" + 3' 2 1/2"`)).toBe(`15' 8 1/2"`)
	// 150 + 38.5 = 188.5 in = 15' 8 1/2", shown in inches as the inches field shows it
	expect(sumTotal(188.5, 'in', `12' 6" + 3' 2 1/2"`)).toBe(`188 1/2"`)
	// 3 × 2.4 = 7.2 ft = 86.4": not a whole sixteenth, so the number, never a rounded 7' 2 3/8"
	expect(sumTotal(7.2, 'ft', `3 * 2' 4.8"`)).toBe('7.2 ft')
	// typed in decimals: 12.5 + 3.25 = 15.75 ft stays a decimal
	expect(sumTotal(15.75, 'ft', '12.5 + 3.25')).toBe('15.75 ft')
	// 4 − 0.6 = 3.4 m; 2,400 + 600 = 3,000 mm
	expect(sumTotal(3.4, 'm', '4 m - 600 mm')).toBe('3.4 m')
	expect(sumTotal(3000, 'mm', '2,400 + 600')).toBe('3,000 mm')
})
