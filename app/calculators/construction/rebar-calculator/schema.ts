import * as v from 'valibot'
import type { Parsed } from '#app/calculator-runtime/define-calculator.ts'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, optionalDecimal, parseWith } from '#app/lib/number-input.ts'
import { cmToM, inToFt, type UnitSystem } from '#app/lib/units.ts'
import { rebarSizeIds, rebarUnits } from './options.ts'

/** docs/calculators/rebar-calculator.md §2: lap splice 0-50%, wastage 0-20%. */
export const LAP_SPLICE_BOUNDS = { min: 0, max: 50, unit: '%' } as const
export const WASTAGE_BOUNDS = { min: 0, max: 20, unit: '%' } as const
export type RebarMode = 'individual' | 'grid'
export type RebarEntryValues = Entry & { size: string; quantity: string; length: string }

export const GRID_FIELDS = ['slabLength', 'slabWidth', 'spacing', 'edgeSpacing', 'barLength'] as const
export type GridField = (typeof GRID_FIELDS)[number]

/** The slab grid's inputs: its measurements, the bar size and the optional price per unit length. */
export type RebarGridValues = Record<GridField, string> & { size: string; pricePerLength: string }

export type RebarValues = {
	unit: UnitSystem
	mode: RebarMode
	entries: ReadonlyArray<RebarEntryValues>
	grid: RebarGridValues
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
	grid: { slabLength: '', slabWidth: '', spacing: '', edgeSpacing: '', size: '', barLength: '', pricePerLength: '' },
	includeLapSplice: false,
	lapSplicePercentage: '5',
	includeWastage: true,
	wastagePercentage: '10',
	pricePerTon: '',
}

const PRICE = { min: 0, max: 1_000_000_000 }

/** What the other mode asks for, or a percentage whose toggle is off: `value`, whatever was typed. */
function ignored<T>(value: T) {
	return v.pipe(
		v.unknown(),
		v.transform(() => value),
	)
}

/**
 * Bounds (docs/calculators/rebar-calculator.md §2): quantity whole from 1, lengths from 0.1, spacing from 1, edge
 * spacing from 0 (cm or in), lap splice 0-50%, wastage 0-20%, prices from 0 (optional), a size the unit offers. The upper bounds
 * only catch typos. Only the active mode is read (entries, or the grid); errors are keyed by path ('entries.0.length',
 * 'grid.spacing', 'pricePerTon').
 */
export function createRebarSchema(values: Pick<RebarValues, 'unit' | 'mode' | 'includeLapSplice' | 'includeWastage'>) {
	const units = rebarUnits(values.unit)
	const isImperial = values.unit === 'imperial'
	const length = (maxM: number, maxFt: number) =>
		decimal({ min: 0.1, max: isImperial ? maxFt : maxM, unit: units.length })
	const spacing = (min: number) => decimal({ min, max: isImperial ? 400 : 1000, unit: units.spacing })
	// A size the unit system offers (docs/calculators/rebar-calculator.md §2), so a link or draft cannot bring another:
	// '' is in the list as the choice not made yet, which a link keeps as it is and the check then asks for.
	const size = v.pipe(
		v.picklist(['', ...rebarSizeIds(values.unit)], SELECT_SIZE_MESSAGE),
		v.nonEmpty(SELECT_SIZE_MESSAGE),
	)
	const entry = v.object({ size, quantity: decimal({ min: 1, max: 100_000, isWhole: true }), length: length(100, 330) })
	const grid = v.pipe(
		v.object({
			slabLength: length(1000, 3280),
			slabWidth: length(1000, 3280),
			spacing: spacing(1),
			edgeSpacing: spacing(0),
			size,
			barLength: length(100, 330),
			pricePerLength: optionalDecimal(PRICE),
		}),
		// Checked once the grid's numbers are read, chosen size or not: a missing size is a check that fails,
		// which leaves the grid's numbers typed, as before.
		v.forward(
			v.check((slab) => {
				const bothEdges = 2 * (isImperial ? inToFt(slab.edgeSpacing) : cmToM(slab.edgeSpacing))
				return bothEdges < slab.slabLength && bothEdges < slab.slabWidth
			}, EDGE_TOO_WIDE_MESSAGE),
			['edgeSpacing'],
		),
	)
	const isGrid = values.mode === 'grid'
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		mode: v.picklist(['individual', 'grid']),
		entries: isGrid ? ignored([]) : v.array(entry),
		grid: isGrid ? grid : ignored(null),
		includeLapSplice: v.boolean(),
		lapSplicePercentage: values.includeLapSplice ? decimal(LAP_SPLICE_BOUNDS) : ignored(0),
		includeWastage: v.boolean(),
		wastagePercentage: values.includeWastage ? decimal(WASTAGE_BOUNDS) : ignored(0),
		pricePerTon: optionalDecimal(PRICE),
	})
}

/** Lengths in m (metric) or ft (imperial); a percentage whose toggle is off is 0. */
export type RebarInput = v.InferOutput<ReturnType<typeof createRebarSchema>>
/** Spacing and edge cover in cm (metric) or inches (imperial). */
export type RebarGridInput = NonNullable<RebarInput['grid']>

export function parseRebar(values: RebarValues): Parsed<RebarInput> {
	return parseWith(createRebarSchema(values), values)
}
