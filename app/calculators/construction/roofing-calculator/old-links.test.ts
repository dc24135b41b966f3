import { expect, test } from 'vitest'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { openLink } from '../../../../tests/support/open-link.ts'
import { roofingCalculator } from './calculator.ts'
import { computeRoofing } from './compute.ts'

const open = (query: string) => openLink(roofingCalculator, computeRoofing, query)

test('a link made before the pitch bands opens and calculates: at 35° the tiles are as before', () => {
	// roofing doc §6: 111.29 m² × 9.63 × 1.15 = 1,232.43 → 1,233 tiles; battens now 111.29 × 2.9 × 1.15 = 371.14 m → 78
	const opened = open('shape=hip&length=10&width=8&waste=15')
	expect(opened.unusable).toEqual([])
	expect(opened.errors).toEqual({})
	expect(opened.result && shownValue(opened.result, 'Roof tiles')).toBe('1,233')
	expect(opened.result && shownValue(opened.result, 'Battens, 4.8 m lengths')).toBe('78')
})

test('an old link at a low pitch now counts the low-pitch gauge: 22.5° takes 320 mm and 10.38 tiles per m²', () => {
	// 10 × 8 m gable, no overhang: 80 × 1.0823922 = 86.5914 m² × 10.38 × 1.1 = 988.70 → 989 (at 9.63 it was 917.26 → 918)
	const opened = open('length=10&width=8&overhang=0&pitch=22.5')
	expect(opened.errors).toEqual({})
	expect(opened.result?.tiles).toMatchObject({ gaugeMm: 320, tiles: 989 })
})
