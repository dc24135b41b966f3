// NEC 2023 Chapter 9 (docs/calculators/conduit-fill-calculator.md §3, US): conduit internal areas (Table 4),
// conductor areas (Table 5; bare stranded copper from Table 8) and the fill limits (Table 1). Areas are in² as the
// NEC prints them; mm² = in² × 645.16 (lib/units.ts) where shown. Table 5A (compact aluminium) is not covered (§7 of
// that file). † = confirmed in one source only (§5 of that file).

export type ConduitType = 'emt' | 'pvc40' | 'pvc80' | 'rmc'
export const CONDUIT_TYPES = ['emt', 'pvc40', 'pvc80', 'rmc'] as const satisfies ReadonlyArray<ConduitType>

export const TRADE_SIZES = ['1/2', '3/4', '1', '1-1/4', '1-1/2', '2', '2-1/2', '3', '3-1/2', '4'] as const
export type TradeSize = (typeof TRADE_SIZES)[number]

/** Chapter 9 Table 4: the metric designator of each trade size, in TRADE_SIZES order. */
export const METRIC_DESIGNATORS = [16, 21, 27, 35, 41, 53, 63, 78, 91, 103] as const

/** Chapter 9 Table 4: total internal area (100 %), in², in TRADE_SIZES order. */
export const CONDUIT_AREA_IN2: Record<ConduitType, ReadonlyArray<number>> = {
	// Table 4, Article 358 Electrical Metallic Tubing (EMT)
	emt: [0.304, 0.533, 0.864, 1.496, 2.036, 3.356, 5.858, 8.846, 11.545, 14.753],
	// Table 4, Article 352 Rigid PVC Conduit, Schedule 40
	pvc40: [0.285, 0.508, 0.832, 1.453, 1.986, 3.291, 4.695, 7.268, 9.737, 12.554],
	// Table 4, Article 352 Rigid PVC Conduit, Schedule 80
	pvc80: [0.217, 0.409, 0.688, 1.237, 1.711, 2.874, 4.119, 6.442, 8.688, 11.258],
	// Table 4, Article 344 Rigid Metal Conduit (RMC)
	rmc: [0.314, 0.549, 0.887, 1.526, 2.071, 3.408, 4.866, 7.499, 10.01, 12.882],
}

export type WireType = 'thhn' | 'xhhw' | 'bare'
export const WIRE_TYPES = ['thhn', 'xhhw', 'bare'] as const satisfies ReadonlyArray<WireType>

/** Conductor sizes, smallest first, as the select and the results name them (Table F's rows). */
export const WIRE_SIZES = [
	'14',
	'12',
	'10',
	'8',
	'6',
	'4',
	'3',
	'2',
	'1',
	'1/0',
	'2/0',
	'3/0',
	'4/0',
	'250',
	'300',
	'350',
	'400',
	'500',
] as const
export type WireSize = (typeof WIRE_SIZES)[number]

/** '12 AWG', '250 kcmil': sizes of 250 and up are in thousands of circular mils. */
export function wireSizeName(size: WireSize) {
	return `${size} ${size.length === 3 && !size.includes('/') ? 'kcmil' : 'AWG'}`
}

/** Approximate area of each conductor, in², in WIRE_SIZES order. */
export const CONDUCTOR_AREA_IN2: Record<WireType, ReadonlyArray<number>> = {
	// Table 5, THHN/THWN-2
	thhn: [
		0.0097, 0.0133, 0.0211, 0.0366, 0.0507, 0.0824, 0.0973, 0.1158, 0.1562, 0.1855, 0.2223, 0.2679, 0.3237, 0.397,
		0.4608, 0.5242, 0.5863, 0.7073,
	],
	// Table 5, XHHW/XHHW-2
	xhhw: [
		0.0139, 0.0181, 0.0243, 0.0437, 0.059, 0.0814, 0.0962, 0.1146, 0.1534, 0.1825, 0.219, 0.2642, 0.3197, 0.3904,
		0.4536, 0.5166, 0.5782, 0.6984,
	],
	// Table 8, bare copper, stranded, overall area as printed (not recomputed from the diameter) †
	bare: [
		0.004, 0.006, 0.011, 0.017, 0.027, 0.042, 0.053, 0.067, 0.087, 0.109, 0.137, 0.173, 0.219, 0.26, 0.312, 0.364,
		0.416, 0.519,
	],
}

/** Chapter 9 Table 1: percent of the conduit's area that 1, 2, or 3 and more conductors may fill. */
export const FILL_LIMIT_PERCENT = { one: 53, two: 31, more: 40 } as const

/** Chapter 9 Note 7: a count whose decimal is 0.8 or more rounds up to the next whole conductor. */
export const NOTE_7_ROUND_UP_FRACTION = 0.8

export function conduitAreaIn2(type: ConduitType, size: TradeSize) {
	return CONDUIT_AREA_IN2[type][TRADE_SIZES.indexOf(size)] ?? Number.NaN
}

export function conductorAreaIn2(type: WireType, size: WireSize) {
	return CONDUCTOR_AREA_IN2[type][WIRE_SIZES.indexOf(size)] ?? Number.NaN
}
