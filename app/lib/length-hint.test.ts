import { expect, test } from 'vitest'
import { lengthHint } from './length-hint.ts'

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
