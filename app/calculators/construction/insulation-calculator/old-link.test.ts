import { expect, test } from 'vitest'
import { readLink } from '#app/kept-state/address.ts'
import { computeLink } from '../../../../tests/support/open-link.ts'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { insulationCalculator } from './calculator.ts'
import type { InsulationResult } from './compute.ts'

/** A link as the page made it before issue #36's climate zone: it has no zone, and must calculate as it did. */
const openLink = (query: string) => computeLink<InsulationResult>(insulationCalculator, query)
const readValues = (query: string) => readLink(query, insulationCalculator.defaults, insulationCalculator.schema)

test('an imperial link made before the climate zone opens as Not chosen, with the target it had', async () => {
	// R-19 up to R-49 with R-30: 1 layer; 1,200 ft² × 1.05 ÷ 50 = 25.2 → 26 packs
	const query = 'unit=imperial&areas.0.length=40&areas.0.width=30&existing=19'
	expect(readValues(query).values).toMatchObject({ climateZone: 'none', targetR: '49' })
	const result = await openLink(query)
	expect(shownValue(result, 'Packs needed')).toBe('26')
	expect(shownValue(result, 'IECC 2021 minimum')).toBeUndefined()
})

test('the metric worked example still opens and calculates: 11 rolls', async () => {
	// insulation doc §6: need 170 mm → 2 layers; 48 × 2 × 1.05 ÷ 9.6 = 10.5 → 11
	const result = await openLink('areas.0.length=8&areas.0.width=6&existing=100')
	expect(shownValue(result, 'Rolls needed')).toBe('11')
})

test('a link with a zone keeps it; a zone the select does not offer is refused and reads as Not chosen', async () => {
	const zone4 = await openLink('unit=imperial&climateZone=4&targetR=60&areas.0.length=40&areas.0.width=30')
	expect(shownValue(zone4, 'IECC 2021 minimum')).toBe('Zone 4 ceiling: R-60')
	const unknown = readValues('unit=imperial&climateZone=9&areas.0.length=40&areas.0.width=30')
	expect(unknown.unusable).toEqual(['climateZone'])
	expect(unknown.values.climateZone).toBe('none')
})
