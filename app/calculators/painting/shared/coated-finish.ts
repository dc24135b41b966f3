import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { type MetricSubUnit, typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import { coverageSchema, shownCoverage } from './coverage.ts'
import { type CoatedSurfaceValues, type OpeningValues, type SizeKey } from './entries.ts'
import {
	coatsField,
	entrySchema,
	finishLength,
	openingsFit,
	openingsSchema,
	surfacesSchema,
	unitSystemSchema,
} from './schema.ts'

/**
 * A coated finish, paint or primer (docs/calculators/paint-calculator.md and primer-calculator.md §3): surfaces
 * with a length, a second size and coats, windows and doors taken off, a product type whose coverage is the default
 * of the coverage field, and a fixed wastage. The two calculators differ only by this data.
 */
export type CoatedFinishSpec = {
	/** The values key of the product type ('paintType'), its choices and the default. */
	typeKey: string
	typeIds: ReadonlyArray<string>
	defaultType: string
	/**
	 * The coverage field's default by type: m² per litre (metric) and ft² per US gallon (imperial)
	 * (docs/calculators/paint-calculator.md §2, primer-calculator.md §2).
	 */
	coverage: Readonly<Record<UnitSystem, Readonly<Record<string, number>>>>
	metricUnits: ReadonlyArray<MetricSubUnit>
	sizeKey: SizeKey
	surface: {
		/** 'Wall': new entries are 'Wall N', added with 'Add Wall'; the list is `listName`. */
		name: string
		listName: string
		/** 'wall': in messages ('Add at least one wall') and entry ids. */
		noun: string
		defaultCoats: string
		maxCoats: number
		/** Paint sizes may be 0 (decision 013); primer's must be above 0 (docs/calculators/primer-calculator.md §2). */
		allowZero: boolean
	}
	/** 10% when the wastage box is ticked (docs/calculators/paint-calculator.md §3, primer-calculator.md §3). */
	wastagePercentage: number
}

export type TypeOf<TSpec extends CoatedFinishSpec> = TSpec['typeIds'][number]
type SizeOf<TSpec extends CoatedFinishSpec> = TSpec['sizeKey']

/** The fields every coated finish's form has, whatever its type key. */
export type CoatedFinishFields<TSize extends SizeKey, TMetric extends MetricSubUnit> = {
	unit: UnitSystem
	metricUnit: TMetric
	surfaces: ReadonlyArray<CoatedSurfaceValues<TSize>>
	openings: ReadonlyArray<OpeningValues<TSize>>
	includeWastage: boolean
	/** The coverage as typed; only read once `isCoverageEdited` (until then the field shows the type's default). */
	coverage: string
	isCoverageEdited: boolean
}

/** The form's values: text as typed, and the choices. */
export type CoatedFinishValues<TSpec extends CoatedFinishSpec> = CoatedFinishFields<
	SizeOf<TSpec>,
	TSpec['metricUnits'][number]
> &
	Record<TSpec['typeKey'], TypeOf<TSpec>>

type Sized<TSize extends SizeKey> = Entry & { length: number } & Record<TSize, number>

/** The parsed values compute takes. */
export type CoatedFinishInput<TSpec extends CoatedFinishSpec> = {
	unit: UnitSystem
	metricUnit: TSpec['metricUnits'][number]
	surfaces: Array<Sized<SizeOf<TSpec>> & { coats: number }>
	openings: Array<Sized<SizeOf<TSpec>>>
	includeWastage: boolean
	/** In the chosen system's unit: m² per litre or ft² per US gallon; the type's default unless edited. */
	coverage: number
	isCoverageEdited: boolean
} & Record<TSpec['typeKey'], TypeOf<TSpec>>

/** A new surface with the spec's default coats; the first keeps a fixed id so the pre-rendered page and the hydrated one match. */
export function createCoatedSurface<TSpec extends CoatedFinishSpec>(spec: TSpec, name: string, id: string) {
	return { id, name, length: '', [spec.sizeKey]: '', coats: spec.surface.defaultCoats } as CoatedSurfaceValues<
		SizeOf<TSpec>
	>
}

/**
 * Metric metres, the default type, one surface, no openings, wastage on, the coverage following the type
 * (docs/calculators/paint-calculator.md §2, primer-calculator.md §2).
 */
export function coatedFinishDefaults<TSpec extends CoatedFinishSpec>(spec: TSpec) {
	const { name, noun } = spec.surface
	return {
		unit: 'metric',
		metricUnit: 'm',
		[spec.typeKey]: spec.defaultType,
		surfaces: [createCoatedSurface(spec, `${name} 1`, `${noun}-default`)],
		openings: [],
		includeWastage: true,
		coverage: '',
		isCoverageEdited: false,
	} as unknown as CoatedFinishValues<TSpec>
}

/** The type's default coverage in the system's unit (m² per litre, ft² per US gallon); an unknown type takes the default type's. */
export function defaultCoverage<TSpec extends CoatedFinishSpec>(spec: TSpec, type: string, system: UnitSystem) {
	const table = spec.coverage[system]
	return table[type] ?? table[spec.defaultType] ?? 0
}

/** What the coverage field shows: the person's text once edited, else the default of the type and system. */
export function coverageShown<TSpec extends CoatedFinishSpec>(spec: TSpec, values: CoatedFinishValues<TSpec>) {
	return shownCoverage(values, defaultCoverage(spec, typeOf(spec, values), values.unit))
}

function typeOf<TSpec extends CoatedFinishSpec>(spec: TSpec, values: CoatedFinishValues<TSpec>): string {
	return (values as unknown as Record<string, string>)[spec.typeKey] ?? spec.defaultType
}

/** A surface's or opening's length and second size. */
export function sizesOf(entry: { length: number }, sizeKey: SizeKey) {
	return [entry.length, (entry as unknown as Record<SizeKey, number>)[sizeKey]] as const
}

/** A surface's or opening's length × its second size, each length read by `toBase` (as typed by default). */
export function sizedArea(entry: { length: number }, sizeKey: SizeKey, toBase = (value: number) => value) {
	const [length, size] = sizesOf(entry, sizeKey)
	return toBase(length) * toBase(size)
}

/**
 * Every surface needs a length and a second size (paint: 0 or more; primer: above 0) and whole coats from 1 to the
 * most; openings may be 0 and must fit the surfaces; the coverage, once typed, within its bounds
 * (docs/calculators/paint-calculator.md §2, primer-calculator.md §2).
 */
export function createCoatedFinishSchema<TSpec extends CoatedFinishSpec>(
	spec: TSpec,
	values: CoatedFinishValues<TSpec>,
) {
	const unit = typedLengthUnit(values)
	const size = finishLength(unit, { allowZero: spec.surface.allowZero })
	const form = v.object({
		unit: unitSystemSchema,
		metricUnit: v.picklist(spec.metricUnits),
		[spec.typeKey]: v.picklist(spec.typeIds),
		surfaces: surfacesSchema(
			entrySchema({ length: size, [spec.sizeKey]: size, coats: coatsField(spec.surface.maxCoats) }),
			`Add at least one ${spec.surface.noun}`,
		),
		openings: openingsSchema(unit, spec.sizeKey),
		includeWastage: v.boolean(),
		coverage: coverageSchema(values, defaultCoverage(spec, typeOf(spec, values), values.unit)),
		isCoverageEdited: v.boolean(),
	}) as unknown as v.GenericSchema<unknown, CoatedFinishInput<TSpec>>
	return v.pipe(
		form,
		openingsFit(
			(input: CoatedFinishInput<TSpec>) => ({
				walls: input.surfaces.map((surface) => sizedArea(surface, spec.sizeKey)),
				openings: input.openings.map((opening) => sizedArea(opening, spec.sizeKey)),
			}),
			spec.surface.noun,
		),
	)
}
