import { IN_PER_FT, kgPerM3ToLbPerFt3 } from '#app/lib/units.ts'

/** Dry cement and sand bulk more than the mortar they make (docs/calculators/brick-calculator.md §3). */
export const DRY_VOLUME_FACTOR = 1.25
/** Bulk densities of cement and sand, kg/m³ (the site's, as the Concrete Volume Calculator's). */
export const CEMENT_KG_PER_M3 = 1440
export const SAND_KG_PER_M3 = 1600
export const CEMENT_BAG_KG = 25
export const SAND_BULK_BAG_KG = 850
/** A bag of masonry cement counts as 1 ft³ (ASTM C270) and weighs about 70 lb. */
export const MASONRY_CEMENT_BAG_FT3 = 1
export const MASONRY_CEMENT_BAG_LB = 70
/** in² in a ft². */
export const IN2_PER_FT2 = IN_PER_FT ** 2

/** The sand's density in the chosen system: 1,600 kg/m³, or 99.8845 lb/ft³ computed from it. */
export const SAND_LB_PER_FT3 = kgPerM3ToLbPerFt3(SAND_KG_PER_M3)
