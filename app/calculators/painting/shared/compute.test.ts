import * as v from 'valibot'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { areaPair, finishAreas, productNeeded, wastageFactor } from './compute.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import { toBaseLength } from './entries.ts'
import { FINISH_LENGTH_LIMITS, finishLength, openingsSchema } from './schema.ts'

test('a metric area keeps its m² and converts to ft²; an imperial one keeps its ft²', () => {
	// 10 m² × 10.764 = 107.64 ft²; 100 ft² × 0.092903 = 9.2903 m²
	expect(areaPair(10, 'metric').metric).toBe(10)
	expect(areaPair(10, 'metric').imperial).toBeCloseTo(107.64, 12)
	expect(areaPair(100, 'imperial').imperial).toBe(100)
	expect(areaPair(100, 'imperial').metric).toBeCloseTo(9.2903, 12)
})

test('every metric sub-unit is read into metres; feet stay feet', () => {
	expect(toBaseLength(2.4, 'metric', 'm')).toBe(2.4)
	expect(toBaseLength(240, 'metric', 'cm')).toBeCloseTo(2.4, 12)
	expect(toBaseLength(2400, 'metric', 'mm')).toBeCloseTo(2.4, 12)
	expect(toBaseLength(8, 'imperial', 'cm')).toBe(8)
	expect(typedLengthUnit({ unit: 'metric', metricUnit: 'cm' })).toBe('cm')
	expect(typedLengthUnit({ unit: 'imperial', metricUnit: 'cm' })).toBe('ft')
})

test('areas: openings come off the total, coats are weighted by surface area', () => {
	// 10 m² × 1 coat + 30 m² × 2 coats: total 40, average (10 + 60) / 40 = 1.75
	// openings 3 + 1: net 36; with coats 36 × 1.75 = 63
	const areas = finishAreas(
		'metric',
		[
			{ area: 10, coats: 1 },
			{ area: 30, coats: 2 },
		],
		[3, 1],
	)
	expect(areas.totalArea.metric).toBe(40)
	expect(areas.deductionArea.metric).toBe(4)
	expect(areas.netArea.metric).toBe(36)
	expect(areas.averageCoats).toBeCloseTo(1.75, 12)
	expect(areas.areaWithCoats.metric).toBeCloseTo(63, 12)
})

test('areas: openings larger than the surfaces leave 0, and no surface area means 0 coats', () => {
	const larger = finishAreas('imperial', [{ area: 20, coats: 3 }], [25])
	expect(larger.netArea).toEqual({ metric: 0, imperial: 0 })
	expect(larger.areaWithCoats.imperial).toBe(0)
	const empty = finishAreas('metric', [{ area: 0, coats: 2 }], [])
	expect(empty.averageCoats).toBe(0)
	expect(empty.areaWithCoats.metric).toBe(0)
})

test('wastage multiplies by 1 + percentage / 100 only when ticked; litres divide by coverage', () => {
	expect(wastageFactor(true, 10)).toBeCloseTo(1.1, 12)
	expect(wastageFactor(true, 15)).toBeCloseTo(1.15, 12)
	expect(wastageFactor(false, 15)).toBe(1)
	// 44 m² / 11 m²/L × 1.1 = 4.4 L
	expect(productNeeded(44, 11, 1.1)).toBeCloseTo(4.4, 12)
})

test('length fields: above 0 by default, 0 allowed when asked, bounded above in every unit', () => {
	for (const [unit, limits] of Object.entries(FINISH_LENGTH_LIMITS)) {
		const strict = finishLength(unit as keyof typeof FINISH_LENGTH_LIMITS)
		expect(v.safeParse(strict, '0').success).toBe(false)
		expect(v.safeParse(strict, String(limits.smallest)).success).toBe(true)
		expect(v.safeParse(strict, String(limits.max * 10)).success).toBe(false)
		expect(v.safeParse(finishLength(unit as keyof typeof FINISH_LENGTH_LIMITS, { allowZero: true }), '0').success).toBe(
			true,
		)
	}
	expect(v.safeParse(finishLength('cm'), '0.5').issues?.[0]?.message).toBe('Must be between 1 and 100,000 cm')
})

test('openings parse their length and their second size, keeping id and name', () => {
	const parsed = v.safeParse(openingsSchema('m', 'width'), [{ id: 'a', name: 'Door', length: '0.9', width: '2' }])
	expect(parsed.output).toEqual([{ id: 'a', name: 'Door', length: 0.9, width: 2 }])
})

test('property: areas are never negative and coats stay between the fewest and the most', () => {
	const surface = fc.record({
		area: fc.double({ min: 0, max: 1000, noNaN: true }),
		coats: fc.integer({ min: 1, max: 3 }),
	})
	fc.assert(
		fc.property(
			fc.array(surface, { minLength: 1, maxLength: 6 }),
			fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { maxLength: 4 }),
			(surfaces, openings) => {
				const areas = finishAreas('metric', surfaces, openings)
				expect(areas.netArea.metric).toBeGreaterThanOrEqual(0)
				expect(areas.areaWithCoats.metric).toBeGreaterThanOrEqual(0)
				if (areas.totalArea.metric > 0) {
					const coats = surfaces.filter((item) => item.area > 0).map((item) => item.coats)
					expect(areas.averageCoats).toBeGreaterThanOrEqual(Math.min(...coats) - 1e-9)
					expect(areas.averageCoats).toBeLessThanOrEqual(Math.max(...coats) + 1e-9)
				}
			},
		),
	)
})
