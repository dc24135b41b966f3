import type { CalculatorId } from './calculators.ts'
import type { CategoryId } from './categories.ts'

/**
 * What each calculator and category is for, in one sentence: apart from the catalogue, so that only the
 * pages that list calculators (home, the list, search, Coming Soon) load them all. A calculator page loads
 * its own sentence alone, as `calculator-description:<id>` (scripts/calculator-descriptions.mjs).
 */
export const calculatorDescriptions: Record<CalculatorId, string> = {
	'deck-board-estimator': 'Work out how many deck boards to buy from the deck size, board size, gap and waste.',
	'lumber-calculator':
		'Count the studs, plates, noggins and headers for timber stud walls, with the board feet or cubic metres to buy.',
	'stair-calculator':
		'Risers, treads, going, total run, stringer length and pitch for a straight flight, checked against Approved Document K (UK) or IRC R311.7 (US).',
	'roofing-calculator': 'Estimate roof area, squares and shingle bundles from the footprint and pitch.',
	'roof-pitch-calculator':
		'Roof pitch in degrees and x-in-12, common rafter length with overhang and ridge allowance, rafter count, birdsmouth and plumb and seat cut angles.',
	'concrete-volume': 'Find the concrete volume, weight, mix materials and bags for a slab, footing, column or wall.',
	'rebar-calculator': 'Total the length, weight, pieces and cost of reinforcing bar for pieces or a slab grid.',
	'brick-calculator':
		'Bricks or blocks for a wall less its openings, single or double skin, with mortar volume, cement bags and sand.',
	'drywall-estimator': 'Estimate plasterboard sheets, screws, tape and joint compound for walls and ceilings.',
	'insulation-calculator': 'Work out insulation rolls or batts for a loft, wall or floor to reach a target R-value.',
	'paint-calculator': 'Calculate litres and tins of paint for your walls, coats and openings included.',
	'primer-calculator': 'Calculate how much primer or undercoat to buy for bare or stained surfaces.',
	'wallpaper-calculator': 'Count the wallpaper rolls and strips a room needs, allowing for pattern repeat.',
	'tile-calculator': 'Count the wall and floor tiles to buy, minus windows, doors and obstacles.',
	'hardwood-calculator':
		'Work out boxes of solid or engineered wood flooring for one or more rooms, with waste for straight or diagonal laying, underlay and cost.',
	'laminate-calculator':
		'Work out packs of laminate flooring inside the expansion gap, underlay rolls, skirting or scotia lengths and door bars for one or more rooms.',
	'carpet-calculator':
		'Find the length of carpet to cut from a 4 m or 5 m (12 or 15 ft) roll in the best direction, with seams, underlay, gripper and door bars.',
	'grass-seed-calculator': 'Find how much grass seed and how many bags to sow a new lawn or overseed an old one.',
	'topsoil-calculator': 'Work out the volume, weight and bags of topsoil for a bed or lawn at a chosen depth.',
	'mulch-calculator': 'Calculate the bark, wood chip or other mulch a garden bed needs, in bags or bulk.',
	'gravel-calculator': 'Find the tonnes and bags of gravel for a path, drive or patio base.',
	'fence-calculator':
		'Posts, panels or pickets and rails, gravel boards and post concrete for a fence line with corners and gates.',
	'paver-calculator':
		'Pavers or slabs for a patio by size and laying pattern, with the sub-base, bedding and edge restraint to buy.',
	'water-flow-calculator':
		'Flow rate from pipe size and velocity, velocity from flow, the smallest pipe for a flow, and a bucket test.',
	'water-pressure-calculator':
		'Static pressure from height and back, and the pressure left at the end of a pipe run (Hazen-Williams).',
	'pipe-calculator': 'Water content, water weight and pipe weight of pipe runs, to fill, drain or dose a system.',
	'wire-size-calculator':
		'Smallest copper or aluminium wire or cable that meets both ampacity and voltage drop, for NEC (AWG) or BS 7671 (mm²) circuits.',
	'voltage-drop-calculator':
		'Voltage drop, percent drop and voltage at the load for a given wire or cable size, current and run length.',
	'conduit-fill-calculator':
		'Conduit fill percentage, pass/fail and the smallest conduit for THHN, XHHW or bare wires (NEC), or by the UK cable-factor method.',
	'btu-calculator':
		'Room cooling load (ENERGY STAR chart) or room heating / radiator output (UK volume rule), in BTU/h, W, kW and tons.',
	'duct-size-calculator':
		'Round duct size from airflow by friction rate or velocity, the next standard size, and a rectangular equivalent.',
	'cfm-calculator':
		'Airflow from room volume and air changes, and bathroom / kitchen extract rates (HVI, ASHRAE 62.2, Approved Document F).',
}

export const categoryDescriptions: Record<CategoryId, string> = {
	construction:
		'Framing, decking, stairs, roofing and rafters, concrete, brickwork, rebar, drywall and insulation quantities.',
	painting: 'Paint, primer and wallpaper for walls and ceilings, openings deducted.',
	flooring: 'Tiles, hardwood, laminate and carpet for any room, with waste for cuts.',
	landscaping: 'Grass seed, topsoil, mulch, gravel, fences and patios for lawns, beds, paths and boundaries.',
	plumbing: 'Pipe flow and water pressure for supply and drainage runs.',
	electrical: 'Wire size, voltage drop and conduit fill for safe circuits.',
	hvac: 'Heating and cooling loads, duct sizes and airflow for rooms.',
}
