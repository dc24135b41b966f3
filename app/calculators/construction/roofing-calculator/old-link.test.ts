import { expect, test } from 'vitest'
import { computeLink } from '../../../../tests/support/open-link.ts'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { roofingCalculator } from './calculator.ts'
import type { RoofingResult } from './compute.ts'

/** A link as the page made it before issue #36's pitch bands: no field was added, so it must calculate as it is. */
const openLink = (query: string) => computeLink<RoofingResult>(roofingCalculator, query)

test('a link made before the pitch bands opens and calculates: at 35° the tiles are as before', async () => {
	// roofing doc §6: 111.29 m² × 9.63 × 1.15 = 1,232.43 → 1,233 tiles; battens now 111.29 × 2.9 × 1.15 = 371.14 m → 78
	const result = await openLink('shape=hip&length=10&width=8&waste=15')
	expect(shownValue(result, 'Roof tiles')).toBe('1,233')
	expect(shownValue(result, 'Battens, 4.8 m lengths')).toBe('78')
})

test('an old link at a low pitch now counts the low-pitch gauge: 22.5° takes 320 mm and 10.38 tiles per m²', async () => {
	// 10 × 8 m gable, no overhang: 80 × 1.0823922 = 86.5914 m² × 10.38 × 1.1 = 988.70 → 989 (at 9.63 it was 917.26 → 918)
	const result = await openLink('length=10&width=8&overhang=0&pitch=22.5')
	expect(result.tiles).toMatchObject({ gaugeMm: 320, tiles: 989 })
})
