/**
 * The limits a flight is checked against, in each rule book's own unit (docs/calculators/stair-calculator.md §3 and
 * §5): Approved Document K 2013, Table 1.1, for a private stair (mm), and IRC 2018 R311.7 (in).
 */
export const UK_RULES = {
	unit: 'mm',
	/** Rise and going, least and most (Table 1.1). */
	riser: [150, 220],
	going: [220, 300],
	pitchMaxDegrees: 42,
	twoRPlusGMin: 550,
	twoRPlusGMax: 700,
	/** More than 36 risers need a change of direction (ADK, length of flights). */
	mostRisers: 36,
	headroom: 2000,
	/** ADK 1.11, loft conversions: 1.9 m at the centre of the stair. */
	loftHeadroom: 1900,
} as const

export const US_RULES = {
	unit: 'in',
	riserMax: 7.75,
	/** Not a code limit: it only bounds the search (the IBC's commercial minimum). */
	searchRiserMin: 4,
	treadMin: 10,
	/** R311.7.5.3: treads under 11 in need a nosing of 3/4 to 1 1/4 in; none may project more than 1 1/4 in. */
	nosingTreadLimit: 11,
	nosingMin: 0.75,
	nosingMax: 1.25,
	/** R311.7.3: at most 12 ft 7 in between floors or landings. */
	flightRiseMax: 151,
	headroom: 80,
} as const

/** Stringer stock as listed: metric in m, imperial in ft (the shortest at least the stringer is bought). */
export const STRINGER_STOCK = {
	metric: [2.4, 3.0, 3.6, 4.2, 4.8, 5.4, 6.0],
	imperial: [8, 10, 12, 14, 16, 18, 20],
} as const

/**
 * Stringers to buy (docs/calculators/stair-calculator.md §3, the site's figures): a UK joinery flight has a string
 * each side; a US site-built flight of the 36 in minimum width has three cut stringers, at most 18 in apart.
 */
export const STRINGERS_PER_FLIGHT = { uk: 2, us: 3 } as const
