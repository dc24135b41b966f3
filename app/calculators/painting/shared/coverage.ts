import { formatEntered } from '#app/lib/format.ts'
import { decimal, hiddenField } from '#app/lib/number-input.ts'
import { ANY_NUMBER, parseDecimal } from '#app/lib/parse-decimal.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { ft2PerUsGallonToM2PerLitre, m2PerLitreToFt2PerUsGallon } from './coverage-units.ts'

/*
 * The 'Coverage (from your tin)' field of paint and primer (docs/calculators/paint-calculator.md §2 and
 * primer-calculator.md §2): m² per litre in metric, ft² per US gallon in imperial. Until the person types in it, it
 * shows the default of the chosen type and unit system; once typed in, it is theirs.
 */

export const COVERAGE_LABEL = 'Coverage (from your tin)'

/**
 * Its unit, bounds and arrow-key step in each system. The bounds take every wall paint and primer from a textured
 * masonry coating or block filler (about 2–3 m²/L, 75–125 ft²/gal) to a thin sealer, and refuse a typo.
 */
export const COVERAGE_FIELD: Record<UnitSystem, { unit: string; min: number; max: number; step: number }> = {
	metric: { unit: 'm²/L', min: 1, max: 30, step: 0.5 },
	imperial: { unit: 'ft²/US gal', min: 50, max: 1000, step: 10 },
}

/** The values a coated finish keeps for the field: the text typed, and whether the person has typed in it. */
export type CoverageValues = { unit: UnitSystem; coverage: string; isCoverageEdited: boolean }

/**
 * What the field shows: the text typed once the person has typed in it (even emptied), else the default, which
 * follows the type and the unit system.
 */
export function shownCoverage(values: CoverageValues, defaultCoverage: number) {
	return values.isCoverageEdited ? values.coverage : formatEntered(defaultCoverage)
}

/**
 * The field's schema: the typed figure within the system's bounds once edited; else the default, whatever the
 * values hold (a link made before the field existed has none, and takes its type's and system's default).
 */
export function coverageSchema(values: CoverageValues, defaultCoverage: number) {
	return values.isCoverageEdited ? decimal(COVERAGE_FIELD[values.unit]) : hiddenField(defaultCoverage)
}

/**
 * A typed coverage in the newly chosen unit system, so the tin's figure keeps its meaning (decision 081):
 * 11 m²/L becomes 448 ft²/US gal, 400 ft²/US gal becomes 9.8 m²/L, rounded as tins print them (whole ft²,
 * tenths of a m²). Text that is not a number stays as typed, and keeps its message.
 */
export function coverageForNewUnit(text: string, from: UnitSystem, to: UnitSystem) {
	if (from === to) return text
	const parsed = parseDecimal(text, { ...ANY_NUMBER, unit: COVERAGE_FIELD[from].unit })
	if (!parsed.ok) return text
	const converted =
		to === 'imperial'
			? Math.round(m2PerLitreToFt2PerUsGallon(parsed.value))
			: Math.round(ft2PerUsGallonToM2PerLitre(parsed.value) * 10) / 10
	return String(converted)
}
