import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { ft2ToM2, litresToUsGallons, m2ToFt2, type UnitSystem } from '#app/lib/units.ts'
import { ft2PerUsGallonToM2PerLitre, m2PerLitreToFt2PerUsGallon, usGallonsToLitres } from './coverage-units.ts'

/**
 * Area and coverage maths shared by the paint, primer and wallpaper calculators (§3 of
 * docs/calculators/paint-calculator.md, primer-calculator.md and wallpaper-calculator.md). Only the results need
 * it, so it loads with them; what the forms need is in entries.ts.
 */

/** An area in both systems, m² and ft² (docs/calculators/site-rules.md §3). */
export type AreaPair = { metric: number; imperial: number }

/**
 * An area computed in the chosen system, with the other system's figure converted from it
 * (docs/calculators/site-rules.md §3: an imperial area is the ft² entered; its m² is ft² × 0.092903).
 */
export function areaPair(area: number, system: UnitSystem): AreaPair {
	return system === 'metric' ? { metric: area, imperial: m2ToFt2(area) } : { metric: ft2ToM2(area), imperial: area }
}

export type CoatedSurface = { area: number; coats: number }

export type FinishAreas = {
	totalArea: AreaPair
	deductionArea: AreaPair
	netArea: AreaPair
	areaWithCoats: AreaPair
	/** Σ areaᵢ × coatsᵢ / Σ areaᵢ; 0 when there is no area. */
	averageCoats: number
}

function sum(values: ReadonlyArray<number>) {
	return values.reduce((total, value) => total + value, 0)
}

/**
 * docs/calculators/paint-calculator.md §3: total = Σ surfaces; deductions = Σ openings;
 * net = max(0, total − deductions); area with coats = net × (Σ areaᵢ × coatsᵢ / Σ areaᵢ), so equal coats
 * give net × coats.
 * Areas are in the chosen system's square unit (m² or ft²).
 */
export function finishAreas(
	system: UnitSystem,
	surfaces: ReadonlyArray<CoatedSurface>,
	openingAreas: ReadonlyArray<number>,
): FinishAreas {
	const totalArea = sum(surfaces.map((surface) => surface.area))
	const deductionArea = sum(openingAreas)
	const netArea = Math.max(0, totalArea - deductionArea)
	const averageCoats = totalArea > 0 ? sum(surfaces.map((surface) => surface.area * surface.coats)) / totalArea : 0
	return {
		totalArea: areaPair(totalArea, system),
		deductionArea: areaPair(deductionArea, system),
		netArea: areaPair(netArea, system),
		areaWithCoats: areaPair(netArea * averageCoats, system),
		averageCoats,
	}
}

/** 1 + wastage / 100 when the wastage box is ticked, else 1. */
export function wastageFactor(includeWastage: boolean, wastagePercentage: number) {
	return includeWastage ? 1 + wastagePercentage / 100 : 1
}

/**
 * The product needed = area with coats ÷ coverage × wastage factor (docs/calculators/paint-calculator.md §3): litres
 * from m² and m² per litre, or US gallons from ft² and ft² per US gallon.
 */
export function productNeeded(areaWithCoats: number, coverage: number, factor: number) {
	return (areaWithCoats / coverage) * factor
}

export type CoatedFinish = FinishAreas & {
	litres: number
	usGallons: number
	/** The coverage used: m² one litre covers, and ft² one US gallon covers. */
	coverage: { perLitre: number; perUsGallonFt2: number }
}

/**
 * Paint and primer (docs/calculators/paint-calculator.md and primer-calculator.md §3): the areas, then the product
 * in the chosen system's unit, with the coverage in that unit: metric litres = m² with coats ÷ m² per litre ×
 * wastage factor, US gallons = litres × 0.264172; imperial US gallons = ft² with coats ÷ ft² per US gallon ×
 * wastage factor, litres = US gallons ÷ 0.264172.
 */
export function coatedFinish(
	system: UnitSystem,
	surfaces: ReadonlyArray<CoatedSurface>,
	openingAreas: ReadonlyArray<number>,
	coverage: number,
	factor: number,
): CoatedFinish {
	const areas = finishAreas(system, surfaces, openingAreas)
	const needed = productNeeded(areas.areaWithCoats[system], coverage, factor)
	if (system === 'metric') {
		return {
			...areas,
			litres: needed,
			usGallons: litresToUsGallons(needed),
			coverage: { perLitre: coverage, perUsGallonFt2: m2PerLitreToFt2PerUsGallon(coverage) },
		}
	}
	return {
		...areas,
		litres: usGallonsToLitres(needed),
		usGallons: needed,
		coverage: { perLitre: ft2PerUsGallonToM2PerLitre(coverage), perUsGallonFt2: coverage },
	}
}

/** A length as typed, with its unit: '2.5 m', '250 cm'. */
export function typedLength(value: number, unit: string) {
	return `${formatEntered(value)} ${unit}`
}

/** An area in the chosen system only, as the results write it: '25.00 m²'. */
export function systemArea(area: number, system: UnitSystem) {
	return `${formatNumber(area)} ${system === 'metric' ? 'm²' : 'ft²'}`
}

/**
 * The working of the area lines paint, primer and wallpaper share (issue #17), each up to the
 * results' figure: the surfaces' sizes ('4 m × 2.5 m + … = '), the openings' and total − openings.
 */
export function areaSteps(
	system: UnitSystem,
	terms: ReadonlyArray<string>,
	openingTerms: ReadonlyArray<string>,
	{ totalArea, deductionArea }: FinishAreas,
) {
	return [
		`${terms.join(' + ')} = `,
		`${openingTerms.join(' + ') || 0} = `,
		`${systemArea(totalArea[system], system)} − ${systemArea(deductionArea[system], system)} = `,
	] as const
}
