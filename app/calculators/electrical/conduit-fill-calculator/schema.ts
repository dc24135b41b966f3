import * as v from 'valibot'
import {
	cableFactor,
	CONDUIT_DIAMETERS_MM,
	type ConduitDiameter,
	MAX_BENDS,
	MAX_RUN_M,
	SHORT_RUN_MAX_M,
	UK_CABLES,
	type UkCable,
} from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import {
	CONDUIT_TYPES,
	type ConduitType,
	TRADE_SIZES,
	type TradeSize,
	WIRE_SIZES,
	type WireSize,
	WIRE_TYPES,
	type WireType,
} from '#app/calculators/electrical/shared/nec-chapter-9.ts'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, type DecimalBounds, hiddenField, parseDecimal } from '#app/lib/number-input.ts'
import { MESSAGES, ROW_NAMES } from './fields.ts'
import { isAtMost } from '#app/calculators/electrical/shared/tolerance.ts'

/**
 * The Standard toggle (docs/calculators/conduit-fill-calculator.md §2): US – NEC (value imperial, the default) or
 * UK – BS 7671 (value metric).
 */
export type Standard = 'imperial' | 'metric'
export const STANDARDS = ['imperial', 'metric'] as const satisfies ReadonlyArray<Standard>

/** One conductor (US: type, size) or cable (UK) row; both standards' choices live on the row, its count is shared. */
export type ConductorRowValues = Entry & { type: WireType; size: WireSize; cable: UkCable; count: string }

export type ConduitFillValues = {
	standard: Standard
	conduitType: ConduitType
	tradeSize: TradeSize
	diameter: `${ConduitDiameter}`
	/** UK: m between draw-in points. */
	runLength: string
	bends: string
	rows: ReadonlyArray<ConductorRowValues>
}

/** 1 to 5 rows (docs/calculators/conduit-fill-calculator.md §2). */
export const MAX_ROWS = 5

/** Shown under the list when a link carries no rows or more than five. */
export const ROWS_MESSAGE = `Enter 1 to ${MAX_ROWS} rows.`

/**
 * The row defaults (docs/calculators/conduit-fill-calculator.md §2): THHN/THWN-2 12 AWG (US), 2.5 mm² stranded (UK),
 * count empty.
 */
export const ROW_CHOICE_DEFAULTS = { type: 'thhn', size: '12', cable: '2.5-stranded' } as const

/** The form before anything is typed, for a standard; the first row has a fixed id so pre-render and hydration agree. */
export function conduitFillDefaults(standard: Standard): ConduitFillValues {
	return {
		standard,
		conduitType: 'emt',
		tradeSize: '3/4',
		diameter: '20',
		runLength: '',
		bends: '0',
		rows: [{ id: 'row-1', name: `${ROW_NAMES[standard].entry} 1`, ...ROW_CHOICE_DEFAULTS, count: '' }],
	}
}

export const CONDUIT_FILL_DEFAULTS = conduitFillDefaults('imperial')

/** 'Conductor 2' ↔ 'Cable 2' when the standard changes; a name the person typed stays. */
function renamed(name: string, from: Standard, to: Standard) {
	const match = new RegExp(`^${ROW_NAMES[from].entry} (\\d+)$`).exec(name)
	return match ? `${ROW_NAMES[to].entry} ${match[1]}` : name
}

/**
 * A standard change (docs/calculators/conduit-fill-calculator.md §2) resets the standard's selects (conduit, trade size
 * or diameter, each row's type and size) to their defaults and keeps every typed number (counts, run length, bends).
 * Decision 067.
 */
export function conduitFillValuesForStandard(
	values: ConduitFillValues,
	selection: Partial<ConduitFillValues>,
): ConduitFillValues {
	const standard = selection.standard ?? values.standard
	if (standard === values.standard) return { ...values, ...selection }
	return {
		...conduitFillDefaults(standard),
		runLength: values.runLength,
		bends: values.bends,
		rows: values.rows.map((row) => ({
			...row,
			...ROW_CHOICE_DEFAULTS,
			name: renamed(row.name, values.standard, standard),
		})),
	}
}

/** A row's count: a whole number from 1 to 200 (docs/calculators/conduit-fill-calculator.md §2). */
const COUNT_BOUNDS: DecimalBounds = { min: 1, max: 200, isWhole: true }
/**
 * The run length (docs/calculators/conduit-fill-calculator.md §2): more than 0 and at most 10 m (the IET table's last
 * row).
 */
const RUN_LENGTH_BOUNDS: DecimalBounds = { min: 0, isMinExclusive: true, max: MAX_RUN_M, unit: 'm' }
const BENDS_BOUNDS: DecimalBounds = { min: 0, max: MAX_BENDS, isWhole: true }

/**
 * A short run (docs/calculators/conduit-fill-calculator.md §3, UK step 1) has no bends and is 3 m or less (tolerance
 * rule); unknown while either field is invalid.
 */
export function isShortRun(runLengthM: number, bends: number) {
	return bends === 0 && isAtMost(runLengthM, SHORT_RUN_MAX_M)
}

function isShortRunTyped(values: Pick<ConduitFillValues, 'runLength' | 'bends'>) {
	const length = parseDecimal(values.runLength, RUN_LENGTH_BOUNDS)
	const bends = parseDecimal(values.bends, BENDS_BOUNDS)
	return length.ok && bends.ok && isShortRun(length.value, bends.value)
}

/**
 * US: the conduit, and each row's type, size and count. UK: the diameter, run length, bends and each row's cable and
 * count; in a short run a 16 or 25 mm² cable gets the message of docs/calculators/conduit-fill-calculator.md §2 on its
 * row. The other standard's fields are not validated.
 */
export function createConduitFillSchema(values: ConduitFillValues) {
	const isUk = values.standard === 'metric'
	const shortRun = isUk && isShortRunTyped(values)
	const cable = shortRun
		? v.pipe(
				v.picklist(UK_CABLES),
				v.check((item) => cableFactor(item, 'short') !== null, MESSAGES.shortRunCable),
			)
		: v.picklist(UK_CABLES)
	const row = v.object({
		name: v.string(),
		type: v.picklist(WIRE_TYPES),
		size: v.picklist(WIRE_SIZES),
		cable,
		count: decimal(COUNT_BOUNDS),
	})
	return v.object({
		standard: v.picklist(STANDARDS),
		conduitType: v.picklist(CONDUIT_TYPES),
		tradeSize: v.picklist(TRADE_SIZES),
		diameter: v.picklist(CONDUIT_DIAMETERS_MM.map((diameter) => `${diameter}` as const)),
		runLength: isUk ? decimal(RUN_LENGTH_BOUNDS) : hiddenField(0),
		bends: isUk ? decimal(BENDS_BOUNDS) : hiddenField(0),
		rows: v.pipe(v.array(row), v.minLength(1, ROWS_MESSAGE), v.maxLength(MAX_ROWS, ROWS_MESSAGE)),
	})
}

export type ConduitFillInput = v.InferOutput<ReturnType<typeof createConduitFillSchema>>
export type ConductorRowInput = ConduitFillInput['rows'][number]
