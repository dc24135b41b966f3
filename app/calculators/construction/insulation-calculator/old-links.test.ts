import { expect, test } from 'vitest'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { openLink } from '../../../../tests/support/open-link.ts'
import { insulationCalculator } from './calculator.ts'
import { computeInsulation } from './compute.ts'

const open = (query: string) => openLink(insulationCalculator, computeInsulation, query)

test('an imperial link made before the climate zone opens as Not chosen, with the target it had', () => {
	// R-19 up to R-49 with R-30: 1 layer; 1,200 ft² × 1.05 ÷ 50 = 25.2 → 26 packs
	const opened = open('unit=imperial&areas.0.length=40&areas.0.width=30&existing=19')
	expect(opened.unusable).toEqual([])
	expect(opened.errors).toEqual({})
	expect(opened.values.climateZone).toBe('none')
	expect(opened.values.targetR).toBe('49')
	expect(opened.result && shownValue(opened.result, 'Packs needed')).toBe('26')
	expect(opened.result && shownValue(opened.result, 'IECC 2021 minimum')).toBeUndefined()
})

test('the metric worked example still opens and calculates: 11 rolls', () => {
	// insulation doc §6: need 170 mm → 2 layers; 48 × 2 × 1.05 ÷ 9.6 = 10.5 → 11
	const opened = open('areas.0.length=8&areas.0.width=6&existing=100')
	expect(opened.errors).toEqual({})
	expect(opened.values.climateZone).toBe('none')
	expect(opened.result && shownValue(opened.result, 'Rolls needed')).toBe('11')
})

test('a link with a zone keeps it; a zone the select does not offer is refused and reads as Not chosen', () => {
	const zone4 = open('unit=imperial&climateZone=4&targetR=60&areas.0.length=40&areas.0.width=30')
	expect(zone4.unusable).toEqual([])
	expect(zone4.values.climateZone).toBe('4')
	expect(zone4.result && shownValue(zone4.result, 'IECC 2021 minimum')).toBe('Zone 4 ceiling: R-60')
	const unknown = open('unit=imperial&climateZone=9&areas.0.length=40&areas.0.width=30')
	expect(unknown.unusable).toEqual(['climateZone'])
	expect(unknown.values.climateZone).toBe('none')
	expect(unknown.errors).toEqual({})
})
