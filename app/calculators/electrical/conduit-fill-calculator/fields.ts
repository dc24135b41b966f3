import type { SelectOption } from '#app/components/form/select-field.tsx'
import {
	CONDUIT_DIAMETERS_MM,
	type ConduitDiameter,
	UK_CABLES,
	type UkCable,
	ukCableName,
} from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import {
	type ConduitType,
	TRADE_SIZES,
	type TradeSize,
	WIRE_SIZES,
	type WireSize,
	wireSizeName,
	type WireType,
} from '#app/calculators/electrical/shared/nec-chapter-9.ts'

/** The inputs' labels (docs/calculators/conduit-fill-calculator.md §2). */
export const CONDUIT_FILL_LABELS = {
	conduitType: 'Conduit type',
	tradeSize: 'Trade size',
	diameter: 'Conduit diameter',
	runLength: 'Run length between draw-in points',
	bends: 'Number of bends',
	type: 'Type',
	size: 'Size',
	count: 'Count',
} as const

/** The rows' names and lists, per standard: conductors (US) and cables (UK). */
export const ROW_NAMES = {
	imperial: { entry: 'Conductor', legend: 'Conductors', add: 'Add conductor' },
	metric: { entry: 'Cable', legend: 'Cables', add: 'Add cable' },
} as const

export const CONDUIT_TYPE_OPTIONS: ReadonlyArray<SelectOption<ConduitType>> = [
	{ value: 'emt', label: 'EMT' },
	{ value: 'pvc40', label: 'PVC Schedule 40' },
	{ value: 'pvc80', label: 'PVC Schedule 80' },
	{ value: 'rmc', label: 'RMC (rigid metal)' },
]

export const TRADE_SIZE_OPTIONS: ReadonlyArray<SelectOption<TradeSize>> = TRADE_SIZES.map((size) => ({
	value: size,
	label: `${size} in`,
}))

export const WIRE_TYPE_OPTIONS: ReadonlyArray<SelectOption<WireType>> = [
	{ value: 'thhn', label: 'THHN/THWN-2' },
	{ value: 'xhhw', label: 'XHHW/XHHW-2' },
	{ value: 'bare', label: 'Bare copper (stranded)' },
]

export const WIRE_SIZE_OPTIONS: ReadonlyArray<SelectOption<WireSize>> = WIRE_SIZES.map((size) => ({
	value: size,
	label: wireSizeName(size),
}))

export const DIAMETER_OPTIONS: ReadonlyArray<SelectOption<`${ConduitDiameter}`>> = CONDUIT_DIAMETERS_MM.map(
	(diameter) => ({ value: `${diameter}`, label: `${diameter} mm` }),
)

export const UK_CABLE_OPTIONS: ReadonlyArray<SelectOption<UkCable>> = UK_CABLES.map((cable) => ({
	value: cable,
	label: ukCableName(cable),
}))

export const BENDS_HELP = 'Count each 90° bend or double set as one.'

/**
 * Messages for the run length, a short run's large cables and a run the table does not cover
 * (docs/calculators/conduit-fill-calculator.md §2, §3).
 */
export const MESSAGES = {
	runLengthOver: 'Must be at most 10 m. Over 10 m: add a draw-in box and check each section.',
	shortRunCable: 'The short-run table stops at 10 mm²; this case is not covered.',
	notCovered: 'Not covered: too many bends for this length. Add a draw-in box.',
} as const

export const CONDUIT_FILL_TIPS = [
	'Equipment grounding (earth) conductors count in the fill, at their actual size, insulated or bare (NEC Chapter 9 notes); short nipples of 24 in or less may be filled to 60 %.',
	'Fill is a maximum, not a target: long pulls and bends (EMT allows at most 360° of bends between pull points, NEC 358.26) are far easier nearer 30 %; UK: add a draw-in box rather than a fifth bend.',
	'Several circuits in one conduit lower each cable’s rating: NEC 310.15(C)(1) 4–6 current-carrying conductors 80 %, 7–9 70 %; BS 7671 Table 4C1. Re-check wire size when you bundle.',
]

export const UK_GROUPING_NOTE = 'Grouping still applies to cables in conduit (BS 7671 Table 4C1).'
