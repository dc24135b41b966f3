import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, pathTo } from '#app/lib/number-input.ts'
import { isEqualTol } from '#app/lib/rounding.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	CLIMATE_ZONES,
	type ClimateZone,
	CONDUCTIVITIES,
	defaultTargetR,
	FIELD_BOUNDS,
	INSULATION_BOUNDS,
	LOCATION_DEFAULTS,
	type Location,
	OPENINGS_TOO_BIG_MESSAGE,
	PRODUCT_R_VALUES,
	ROLL_COVERAGE,
	ROLL_THICKNESSES,
	type TargetMode,
} from './options.ts'

export type InsulationAreaValues = Entry & { length: string; width: string }
export type InsulationOpeningValues = Entry & { width: string; height: string }

export type InsulationValues = {
	unit: UnitSystem
	location: Location
	areas: ReadonlyArray<InsulationAreaValues>
	openings: ReadonlyArray<InsulationOpeningValues>
	/** Metric only: the target as a thickness (mm) or a U-value (W/m²K), λ and the roll. */
	targetMode: TargetMode
	targetThickness: string
	targetU: string
	conductivity: string
	rollThickness: string
	rollCoverage: string
	/** Imperial only: the IECC climate zone that sets the default target, the target and product R-values and the
	 * coverage of a pack (ft²). */
	climateZone: ClimateZone
	targetR: string
	productR: string
	packCoverage: string
	/** mm (metric, read at λ 0.044) or R-value (imperial). */
	existing: string
	waste: string
}

/** The first area has a fixed id so the pre-rendered HTML and the hydrated page agree. */
const FIRST_AREA: InsulationAreaValues = { id: 'area-1', name: 'Area 1', length: '', width: '' }

const LOFT = LOCATION_DEFAULTS.loft
const SHARED_DEFAULTS = {
	location: 'loft',
	areas: [FIRST_AREA],
	openings: [],
	targetMode: 'thickness',
	targetThickness: LOFT.targetThickness,
	targetU: LOFT.targetU,
	conductivity: '0.044',
	rollThickness: '100',
	rollCoverage: ROLL_COVERAGE['100'] ?? '9.6',
	climateZone: 'none',
	targetR: LOFT.targetR,
	productR: LOFT.productR,
	packCoverage: '50',
	existing: '0',
	waste: '5',
} as const satisfies Omit<InsulationValues, 'unit'>

/**
 * Each system's defaults (docs/calculators/insulation-calculator.md §2): a loft (attic), one blank area, no openings.
 */
export const INSULATION_SYSTEM_DEFAULTS: Record<UnitSystem, InsulationValues> = {
	metric: { unit: 'metric', ...SHARED_DEFAULTS },
	imperial: { unit: 'imperial', ...SHARED_DEFAULTS },
}

export const INSULATION_DEFAULTS = INSULATION_SYSTEM_DEFAULTS.metric

/**
 * A new location; each target and product follows it unless it was changed by hand. The US target is the chosen
 * climate zone's minimum for the location (docs/calculators/insulation-calculator.md §2), or the site's with none.
 */
export function withLocation(values: InsulationValues, location: Location): Partial<InsulationValues> {
	const before = LOCATION_DEFAULTS[values.location]
	const after = LOCATION_DEFAULTS[location]
	const patch: Partial<InsulationValues> = { location }
	for (const key of ['targetThickness', 'targetU', 'productR'] as const) {
		if (values[key] === before[key]) patch[key] = after[key]
	}
	if (values.targetR === defaultTargetR(values.location, values.climateZone)) {
		patch.targetR = defaultTargetR(location, values.climateZone)
	}
	return patch
}

/** A new climate zone; the target R follows it unless it was changed by hand ('Not chosen' gives the site's again). */
export function withClimateZone(values: InsulationValues, climateZone: ClimateZone): Partial<InsulationValues> {
	const isTargetUnedited = values.targetR === defaultTargetR(values.location, values.climateZone)
	return isTargetUnedited ? { climateZone, targetR: defaultTargetR(values.location, climateZone) } : { climateZone }
}

/** A new roll thickness; the coverage follows it unless it was changed by hand. */
export function withRollThickness(values: InsulationValues, rollThickness: string): Partial<InsulationValues> {
	const isCoverageUnedited = values.rollCoverage === ROLL_COVERAGE[values.rollThickness]
	const coverage = ROLL_COVERAGE[rollThickness]
	return isCoverageUnedited && coverage ? { rollThickness, rollCoverage: coverage } : { rollThickness }
}

/** What the form does not ask for now (the other system's or the other mode's fields): null, whatever it holds. */
const NOT_ASKED = v.pipe(
	v.unknown(),
	v.transform(() => null),
)

const field = (name: keyof typeof FIELD_BOUNDS) => decimal(FIELD_BOUNDS[name])

/** Net area before the max(0, …): areas less openings, in m² or ft². */
export function grossAndOpenings(input: {
	areas: ReadonlyArray<{ length: number; width: number }>
	openings: ReadonlyArray<{ width: number; height: number }>
}) {
	const gross = input.areas.reduce((total, area) => total + area.length * area.width, 0)
	const openings = input.openings.reduce((total, opening) => total + opening.width * opening.height, 0)
	return { gross, openings }
}

/**
 * The inputs and their bounds (docs/calculators/insulation-calculator.md §2) for the chosen system and target mode,
 * with one check across fields: openings that add up to more than the areas, shown on the last opening's width.
 */
export function createInsulationSchema(values: Pick<InsulationValues, 'unit' | 'targetMode'>) {
	const isMetric = values.unit === 'metric'
	const bounds = INSULATION_BOUNDS[values.unit]
	const unit = isMetric ? 'm' : 'ft'
	const length = ([min, max]: readonly [number, number]) => decimal({ min, max, unit })
	const metric = <T>(schema: T) => (isMetric ? schema : NOT_ASKED)
	const imperial = <T>(schema: T) => (isMetric ? NOT_ASKED : schema)
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			location: v.picklist(['loft', 'walls', 'floor']),
			areas: v.array(v.object({ length: length(bounds.length), width: length(bounds.length) })),
			openings: v.array(v.object({ width: length(bounds.opening), height: length(bounds.opening) })),
			targetMode: v.picklist(['thickness', 'uValue']),
			targetThickness: metric(values.targetMode === 'thickness' ? field('targetThickness') : NOT_ASKED),
			targetU: metric(values.targetMode === 'uValue' ? field('targetU') : NOT_ASKED),
			conductivity: metric(v.pipe(v.picklist(CONDUCTIVITIES), v.transform(Number))),
			rollThickness: metric(v.pipe(v.picklist(ROLL_THICKNESSES), v.transform(Number))),
			rollCoverage: metric(field('rollCoverage')),
			// Read in both systems so a link never brings a zone the select does not offer; only imperial uses it.
			climateZone: v.picklist(CLIMATE_ZONES),
			targetR: imperial(field('targetR')),
			productR: imperial(v.pipe(v.picklist(PRODUCT_R_VALUES), v.transform(Number))),
			packCoverage: imperial(field('packCoverage')),
			existing: field(isMetric ? 'existingMm' : 'existingR'),
			waste: field('waste'),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			if (!dataset.typed) return
			const input = dataset.value
			const { gross, openings } = grossAndOpenings(input)
			const last = input.openings.length - 1
			if (last >= 0 && openings > gross && !isEqualTol(openings, gross)) {
				addIssue({ message: OPENINGS_TOO_BIG_MESSAGE, path: pathTo(input, 'openings', last, 'width') })
			}
		}),
	)
}

export type InsulationInput = v.InferOutput<ReturnType<typeof createInsulationSchema>>
