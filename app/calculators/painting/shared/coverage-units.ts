import { ft2ToM2, litresToUsGallons, m2ToFt2, type UnitSystem } from '#app/lib/units.ts'

/*
 * Coverage and product in both systems, for paint and primer (docs/calculators/paint-calculator.md §3), from the one
 * set of conversion factors in lib/units.ts. Apart from the coverage field (coverage.ts), so compute carries no
 * schema code.
 */

/** How the results write a coverage's unit: '11 m² per litre', '350 ft² per US gal'. */
export const COVERAGE_UNIT_WORDS: Record<UnitSystem, string> = {
	metric: 'm² per litre',
	imperial: 'ft² per US gal',
}

/** US gallons in litres, through the one conversion factor (lib/units.ts: 1 L = 0.264172 US gal). */
export function usGallonsToLitres(usGallons: number) {
	return usGallons / litresToUsGallons(1)
}

/** m² per litre in ft² per US gallon: 11 m²/L covers 11 × 10.764 ÷ 0.264172 = 448.21 ft² per US gallon. */
export function m2PerLitreToFt2PerUsGallon(m2PerLitre: number) {
	return m2ToFt2(m2PerLitre) / litresToUsGallons(1)
}

/** ft² per US gallon in m² per litre: 350 ft²/gal covers 350 × 0.092903 × 0.264172 = 8.59 m² per litre. */
export function ft2PerUsGallonToM2PerLitre(ft2PerUsGallon: number) {
	return ft2ToM2(ft2PerUsGallon) * litresToUsGallons(1)
}
