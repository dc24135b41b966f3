import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { ft2ToM2, litresToUsGallons, m2ToFt2, type UnitSystem } from '#app/lib/units.ts'

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
 * Litres = area with coats (m²) / coverage (m² per litre) × wastage factor (docs/calculators/paint-calculator.md
 * §3).
 */
export function litresNeeded(areaWithCoatsM2: number, coverageM2PerLitre: number, factor: number) {
	return (areaWithCoatsM2 / coverageM2PerLitre) * factor
}

export type CoatedFinish = FinishAreas & {
	litres: number
	usGallons: number
	/** m² (and ft²) one litre covers. */
	coverage: { perLitre: number; perLitreFt2: number }
}

/**
 * Paint and primer (docs/calculators/paint-calculator.md and primer-calculator.md §3): the areas, then
 * litres = area with coats (m²) / coverage × wastage factor; US gallons = litres × 0.264172.
 */
export function coatedFinish(
	system: UnitSystem,
	surfaces: ReadonlyArray<CoatedSurface>,
	openingAreas: ReadonlyArray<number>,
	coverageM2PerLitre: number,
	factor: number,
): CoatedFinish {
	const areas = finishAreas(system, surfaces, openingAreas)
	const litres = litresNeeded(areas.areaWithCoats.metric, coverageM2PerLitre, factor)
	return {
		...areas,
		litres,
		usGallons: litresToUsGallons(litres),
		coverage: { perLitre: coverageM2PerLitre, perLitreFt2: m2ToFt2(coverageM2PerLitre) },
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
