// IET On-Site Guide cable-factor method for conduit (docs/calculators/conduit-fill-calculator.md §3, UK): a run's
// cables fit when the sum of their cable factors is at most the conduit's factor. † = not confirmed in a second
// source (docs/calculators/conduit-fill-calculator.md §5).

export const UK_CABLES = [
	'1.0-solid',
	'1.5-solid',
	'1.5-stranded',
	'2.5-solid',
	'2.5-stranded',
	'4',
	'6',
	'10',
	'16',
	'25',
] as const
export type UkCable = (typeof UK_CABLES)[number]

/** '2.5 mm² stranded', '16 mm² stranded' (4 mm² and up come stranded only). */
export function ukCableName(cable: UkCable) {
	const [size, form = 'stranded'] = cable.split('-')
	return `${size} mm² ${form}`
}

export const CONDUIT_DIAMETERS_MM = [16, 20, 25, 32] as const
export type ConduitDiameter = (typeof CONDUIT_DIAMETERS_MM)[number]

/** Four conduit factors, for 16, 20, 25 and 32 mm conduit. */
export type ConduitFactors = readonly [number, number, number, number]

/** Table G: cable factors in UK_CABLES order; null where the table has '—'. */
export const CABLE_FACTORS: Record<'short' | 'long', ReadonlyArray<number | null>> = {
	// Table G, row S: straight runs of 3 m or less (On-Site Guide Table 4.15)
	short: [22, 27, 31, 39, 43, 58, 88, 146, null, null],
	// Table G, row L: runs over 3 m or with any bends (On-Site Guide Table 4.15)
	long: [16, 22, 22, 30, 30, 43, 58, 105, 145, 217],
}

/** Short straight runs (no bends, 3 m or less): conduit factors for 16/20/25/32 mm. */
export const SHORT_RUN_CONDUIT_FACTORS: ConduitFactors = [290, 460, 800, 1400]

/** The straight column of Table H up to 3 m, where the short-run rule applies instead. */
export const SHORT_RUN_RULE = 'short-run rule'

/** One cell of Table H: four factors, the short-run rule, or null for '—' (not covered). */
export type LongRunCell = ConduitFactors | typeof SHORT_RUN_RULE | null

/** One row of Table H: run length in m, then the cells for straight, 1, 2, 3 and 4 bends. */
export type LongRunRow = readonly [
	lengthM: number,
	cells: readonly [LongRunCell, LongRunCell, LongRunCell, LongRunCell, LongRunCell],
]

const S = SHORT_RUN_RULE

/** Table H: conduit factors for long runs (On-Site Guide Table 4.14), 16/20/25/32 mm in each cell. */
export const LONG_RUN_CONDUIT_FACTORS: ReadonlyArray<LongRunRow> = [
	// Table H, 1 m
	[1, [S, [188, 303, 543, 947], [177, 286, 514, 900], [158, 256, 463, 818], [130, 213, 388, 692]]],
	// Table H, 1.5 m
	[1.5, [S, [182, 294, 528, 923], [167, 270, 487, 857], [143, 233, 422, 750], [111, 182, 333, 600]]],
	// Table H, 2 m
	[2, [S, [177, 286, 514, 900], [158, 256, 463, 818], [130, 213, 388, 692], [97, 159, 292, 529]]],
	// Table H, 2.5 m
	[2.5, [S, [171, 278, 500, 878], [150, 244, 442, 783], [120, 196, 358, 643], [86, 141, 260, 474]]],
	// Table H, 3 m
	[3, [S, [167, 270, 487, 857], [143, 233, 422, 750], [111, 182, 333, 600], null]],
	// Table H, 3.5 m
	[3.5, [[179, 290, 521, 911], [162, 263, 475, 837], [136, 222, 404, 720], [103, 169, 311, 563], null]],
	// Table H, 4 m
	[4, [[177, 286, 514, 900], [158, 256, 463, 818], [130, 213, 388, 692], [97, 159, 292, 529], null]],
	// Table H, 4.5 m
	[4.5, [[174, 282, 507, 889], [154, 250, 452, 800], [125, 204, 373, 667], [91, 149, 275, 500], null]],
	// Table H, 5 m
	[5, [[171, 278, 500, 878], [150, 244, 442, 783], [120, 196, 358, 643], [86, 141, 260, 474], null]],
	// Table H, 6 m
	[6, [[167, 270, 487, 857], [143, 233, 422, 750], [111, 182, 333, 600], null, null]],
	// Table H, 7 m
	[7, [[162, 263, 475, 837], [136, 222, 404, 720], [103, 169, 311, 563], null, null]],
	// Table H, 8 m
	[8, [[158, 256, 463, 818], [130, 213, 388, 692], [97, 159, 292, 529], null, null]],
	// Table H, 9 m
	[9, [[154, 250, 452, 800], [125, 204, 373, 667], [91, 149, 275, 500], null, null]],
	// Table H, 10 m † (derived from the table's pattern: 10 m straight = 5 m with one bend)
	[10, [[150, 244, 442, 783], [120, 196, 358, 643], [86, 141, 260, 474], null, null]],
]

/** The longest run the table covers, m. */
export const MAX_RUN_M = 10
/** Most bends the table covers. */
export const MAX_BENDS = 4
/** A straight run up to this length, m, uses the short-run factors. */
export const SHORT_RUN_MAX_M = 3

export function cableFactor(cable: UkCable, run: 'short' | 'long') {
	return CABLE_FACTORS[run][UK_CABLES.indexOf(cable)] ?? null
}
