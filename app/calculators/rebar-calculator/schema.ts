import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, type FieldErrors, optionalDecimal, parseInto, presentOnly } from '#app/lib/number-input.ts'
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

const PRICE = { min: 0, max: 1_000_000_000 }

export type RebarGridInput = {
	slabLength: number
	slabWidth: number
	/** Spacing and edge cover in cm (metric) or inches (imperial). */
	spacing: number
	edgeSpacing: number
	size: string
	barLength: number
	pricePerLength: number | null
}

/** Lengths in m (metric) or ft (imperial); a percentage whose toggle is off is 0. */
export type RebarInput = Pick<RebarValues, 'unit' | 'mode' | 'includeLapSplice' | 'includeWastage'> & {
	entries: ReadonlyArray<{ size: string; quantity: number; length: number }>
	grid: RebarGridInput | null
	lapSplicePercentage: number
	wastagePercentage: number
	pricePerTon: number | null
}

/**
 * Seed 001 §5 bounds: quantity whole from 1, lengths from 0.1, spacing from 1, edge spacing from 0 (cm or in),
 * lap splice 0-50%, wastage 0-20%, prices from 0 (optional). The upper bounds only catch typos.
 */
function createRebarSchemas(unit: UnitSystem) {
	const units = rebarUnits(unit)
	const isImperial = unit === 'imperial'
	const length = (maxM: number, maxFt: number) =>
		decimal({ min: 0.1, max: isImperial ? maxFt : maxM, unit: units.length })
	const spacing = (min: number) => decimal({ min, max: isImperial ? 400 : 1000, unit: units.spacing })
	return {
		entry: v.object({ quantity: decimal({ min: 1, max: 100_000, isWhole: true }), length: length(100, 330) }),
		grid: v.object({
			slabLength: length(1000, 3280),
			slabWidth: length(1000, 3280),
			spacing: spacing(1),
			edgeSpacing: spacing(0),
			barLength: length(100, 330),
			pricePerLength: optionalDecimal(PRICE),
		}),
		options: v.object({
			lapSplicePercentage: decimal({ min: 0, max: 50, unit: '%' }),
			wastagePercentage: decimal({ min: 0, max: 20, unit: '%' }),
			pricePerTon: optionalDecimal(PRICE),
		}),
	}
}

function parseGrid(values: RebarValues, schema: ReturnType<typeof createRebarSchemas>['grid'], errors: FieldErrors) {
	if (values.gridSize === '') errors['grid.size'] = SELECT_SIZE_MESSAGE
	const grid = parseInto(schema, values, 'grid', errors)
	if (!grid) return null
	const bothEdges = 2 * (values.unit === 'imperial' ? inToFt(grid.edgeSpacing) : cmToM(grid.edgeSpacing))
	if (bothEdges >= grid.slabLength || bothEdges >= grid.slabWidth) errors['grid.edgeSpacing'] = EDGE_TOO_WIDE_MESSAGE
	return { ...grid, size: values.gridSize }
}

/**
 * Validates the active mode (entries, or the grid) and the options. Errors are keyed by path ('entries.0.length',
 * 'grid.spacing', 'pricePerTon'); data is null while any remain.
 */
export function parseRebar(values: RebarValues): { data: RebarInput | null; errors: FieldErrors } {
	const schemas = createRebarSchemas(values.unit)
	const errors: FieldErrors = {}
	const isGrid = values.mode === 'grid'
	const entries = isGrid
		? []
		: values.entries.map((entry, index) => {
				if (entry.size === '') errors[`entries.${index}.size`] = SELECT_SIZE_MESSAGE
				const numbers = parseInto(schemas.entry, entry, `entries.${index}`, errors)
				return numbers && { ...numbers, size: entry.size }
			})
	const grid = isGrid ? parseGrid(values, schemas.grid, errors) : null
	const options = parseInto(
		schemas.options,
		{
			lapSplicePercentage: values.includeLapSplice ? values.lapSplicePercentage : '0',
			wastagePercentage: values.includeWastage ? values.wastagePercentage : '0',
			pricePerTon: values.pricePerTon,
		},
		'',
		errors,
	)
	if (Object.keys(errors).length > 0 || !options) return { data: null, errors }
	return {
		data: {
			unit: values.unit,
			mode: values.mode,
			entries: presentOnly(entries),
			grid,
			includeLapSplice: values.includeLapSplice,
			includeWastage: values.includeWastage,
			...options,
		},
		errors,
	}
}
