import { isWithinUpperBound } from '#app/lib/rounding.ts'
import { FT2_PER_M2, type UnitSystem } from '#app/lib/units.ts'
import { HVI_AREA_LIMIT_FT2 } from './options.ts'

/** Floor area in ft², the unit of the HVI rule: L × W (imperial) or L × W × 10.764 (metric). */
export function floorAreaFt2(unit: UnitSystem, length: number, width: number) {
	return unit === 'imperial' ? length * width : length * width * FT2_PER_M2
}

/** HVI's 1 CFM per ft² applies up to 100 ft² inclusive (tolerance rule); above it the fixtures count. */
export function isHviByArea(areaFt2: number) {
	return isWithinUpperBound(areaFt2, HVI_AREA_LIMIT_FT2)
}
