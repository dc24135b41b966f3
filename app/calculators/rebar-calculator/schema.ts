import * as z from 'zod/mini'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, optionalDecimal } from '#app/lib/number-input.ts'
import { cmToM, inToFt, type UnitSystem } from '#app/lib/units.ts'
import { rebarUnits } from './options.ts'

export type RebarMode = 'individual' | 'grid'
export type RebarEntryValues = Entry & { size: string; quantity: string; length: string }

export const GRID_FIELDS = ['slabLength', 'slabWidth', 'spacing', 'edgeSpacing', 'barLength'] as const
export type GridField = (typeof GRID_FIELDS)[number]

export type RebarValues = Record<GridField, string> & {
	unit: UnitSystem
	mode: RebarMode
	entries: ReadonlyArray<RebarEntryValues>
	gridSize: string
	pricePerLength: string
	includeLapSplice: boolean
	lapSplicePercentage: string
	includeWastage: boolean
	wastagePercentage: string
	pricePerTon: string
}

export const INCOMPLETE_ENTRIES_MESSAGE =
	'Please fill in all rebar specifications (size, quantity, and length) to calculate.'
export const SELECT_SIZE_MESSAGE = 'Select a rebar size'
export const EDGE_TOO_WIDE_MESSAGE = 'Twice the edge spacing must be less than the slab length and width'

/** The first entry has a fixed id so the pre-rendered HTML and the hydrated page agree. */
export const REBAR_DEFAULTS: RebarValues = {
	unit: 'metric',
	mode: 'individual',
	entries: [{ id: 'rebar-1', name: 'Rebar 1', size: '', quantity: '', length: '' }],
	slabLength: '',
	slabWidth: '',
	spacing: '',
	edgeSpacing: '',
	gridSize: '',
	barLength: '',
	pricePerLength: '',
	includeLapSplice: false,
	lapSplicePercentage: '5',
	includeWastage: true,
	wastagePercentage: '10',
	pricePerTon: '',
}

const IGNORED = z.pipe(
	z.unknown(),
	z.transform(() => null),
)
const OFF = z.pipe(
	z.unknown(),
	z.transform(() => 0),
)
const PRICE = { min: 0, max: 1_000_000_000 }

/**
 * Seed 001 §5 bounds: quantity whole from 1, lengths from 0.1, spacing from 1, edge spacing from 0 (cm or in),
 * lap splice 0-50%, wastage 0-20%, prices from 0 (optional). The upper bounds only catch typos.
 */
export function createRebarSchema(values: Pick<RebarValues, 'unit' | 'mode' | 'includeLapSplice' | 'includeWastage'>) {
	const units = rebarUnits(values.unit)
	const isImperial = values.unit === 'imperial'
	const length = (maxM: number, maxFt: number) =>
		decimal({ min: 0.1, max: isImperial ? maxFt : maxM, unit: units.length })
	const spacing = (min: number) => decimal({ min, max: isImperial ? 400 : 1000, unit: units.spacing })
	const size = z.string().check(z.minLength(1, SELECT_SIZE_MESSAGE))
	const entry = z.object({
		size,
		quantity: decimal({ min: 1, max: 100_000, isWhole: true }),
		length: length(100, 330),
	})
	const grid = z
		.object({
			slabLength: length(1000, 3280),
			slabWidth: length(1000, 3280),
			spacing: spacing(1),
			edgeSpacing: spacing(0),
			size,
			barLength: length(100, 330),
			pricePerLength: optionalDecimal(PRICE),
		})
		.check(
			z.refine(
				(slab) => {
					const bothEdges = 2 * (isImperial ? inToFt(slab.edgeSpacing) : cmToM(slab.edgeSpacing))
					return bothEdges < slab.slabLength && bothEdges < slab.slabWidth
				},
				{ error: EDGE_TOO_WIDE_MESSAGE, path: ['edgeSpacing'] },
			),
		)
	const isGrid = values.mode === 'grid'
	return z.object({
		unit: z.enum(['metric', 'imperial']),
		mode: z.enum(['individual', 'grid']),
		entries: isGrid
			? z.pipe(
					z.unknown(),
					z.transform(() => []),
				)
			: z.array(entry).check(z.minLength(1)),
		grid: isGrid ? grid : IGNORED,
		lapSplicePercentage: values.includeLapSplice ? decimal({ min: 0, max: 50, unit: '%' }) : OFF,
		wastagePercentage: values.includeWastage ? decimal({ min: 0, max: 20, unit: '%' }) : OFF,
		includeLapSplice: z.boolean(),
		includeWastage: z.boolean(),
		pricePerTon: optionalDecimal(PRICE),
	})
}

export type RebarInput = z.output<ReturnType<typeof createRebarSchema>>
export type RebarGridInput = NonNullable<RebarInput['grid']>

/** The form keeps the grid inputs flat; the schema reads them as one `grid` object (errors at 'grid.spacing'). */
export function parseRebar(values: RebarValues) {
	const grid = {
		slabLength: values.slabLength,
		slabWidth: values.slabWidth,
		spacing: values.spacing,
		edgeSpacing: values.edgeSpacing,
		size: values.gridSize,
		barLength: values.barLength,
		pricePerLength: values.pricePerLength,
	}
	return createRebarSchema(values).safeParse({ ...values, grid })
}
