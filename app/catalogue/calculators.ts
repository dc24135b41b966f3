import type { CategoryId, SubcategoryId } from './categories.ts'

export type CalculatorEntry = {
	id: string
	name: string
	description: string
	category: CategoryId
	subcategory: SubcategoryId
	isBuilt: boolean
}

export const calculators = [
	{
		id: 'deck-board-estimator',
		name: 'Deck Board Estimator',
		description: 'Work out how many deck boards to buy from the deck size, board size, gap and waste.',
		category: 'construction',
		subcategory: 'framing-lumber',
		isBuilt: true,
	},
	{
		id: 'lumber-calculator',
		name: 'Lumber Calculator',
		description:
			'Count the studs, plates, noggins and headers for timber stud walls, with the board feet or cubic metres to buy.',
		category: 'construction',
		subcategory: 'framing-lumber',
		isBuilt: true,
	},
	{
		id: 'roofing-calculator',
		name: 'Roofing Calculator',
		description: 'Estimate roof area, squares and shingle bundles from the footprint and pitch.',
		category: 'construction',
		subcategory: 'roofing',
		isBuilt: true,
	},
	{
		id: 'concrete-volume',
		name: 'Concrete Volume Calculator',
		description: 'Find the concrete volume, weight, mix materials and bags for a slab, footing, column or wall.',
		category: 'construction',
		subcategory: 'concrete-masonry',
		isBuilt: true,
	},
	{
		id: 'rebar-calculator',
		name: 'Rebar Calculator',
		description: 'Total the length, weight, pieces and cost of reinforcing bar for pieces or a slab grid.',
		category: 'construction',
		subcategory: 'concrete-masonry',
		isBuilt: true,
	},
	{
		id: 'drywall-estimator',
		name: 'Drywall Estimator',
		description: 'Estimate plasterboard sheets, screws, tape and joint compound for walls and ceilings.',
		category: 'construction',
		subcategory: 'insulation-drywall',
		isBuilt: true,
	},
	{
		id: 'insulation-calculator',
		name: 'Insulation Calculator',
		description: 'Work out insulation rolls or batts for a loft, wall or floor to reach a target R-value.',
		category: 'construction',
		subcategory: 'insulation-drywall',
		isBuilt: true,
	},
	{
		id: 'paint-calculator',
		name: 'Paint Calculator',
		description: 'Calculate litres and tins of paint for your walls, coats and openings included.',
		category: 'painting',
		subcategory: 'paint-coverage',
		isBuilt: true,
	},
	{
		id: 'primer-calculator',
		name: 'Primer Calculator',
		description: 'Calculate how much primer or undercoat to buy for bare or stained surfaces.',
		category: 'painting',
		subcategory: 'paint-coverage',
		isBuilt: true,
	},
	{
		id: 'wallpaper-calculator',
		name: 'Wallpaper Calculator',
		description: 'Count the wallpaper rolls and strips a room needs, allowing for pattern repeat.',
		category: 'painting',
		subcategory: 'wall-covering',
		isBuilt: true,
	},
	{
		id: 'tile-calculator',
		name: 'Tile Calculator',
		description: 'Count the wall and floor tiles to buy, minus windows, doors and obstacles.',
		category: 'flooring',
		subcategory: 'hard-flooring',
		isBuilt: true,
	},
	{
		id: 'hardwood-calculator',
		name: 'Hardwood Calculator',
		description:
			'Work out boxes of solid or engineered wood flooring for one or more rooms, with waste for straight or diagonal laying, underlay and cost.',
		category: 'flooring',
		subcategory: 'hard-flooring',
		isBuilt: true,
	},
	{
		id: 'laminate-calculator',
		name: 'Laminate Calculator',
		description:
			'Work out packs of laminate flooring inside the expansion gap, underlay rolls, skirting or scotia lengths and door bars for one or more rooms.',
		category: 'flooring',
		subcategory: 'hard-flooring',
		isBuilt: true,
	},
	{
		id: 'carpet-calculator',
		name: 'Carpet Calculator',
		description:
			'Find the length of carpet to cut from a 4 m or 5 m (12 or 15 ft) roll in the best direction, with seams, underlay, gripper and door bars.',
		category: 'flooring',
		subcategory: 'soft-flooring',
		isBuilt: true,
	},
	{
		id: 'grass-seed-calculator',
		name: 'Grass Seed Calculator',
		description: 'Find how much grass seed and how many bags to sow a new lawn or overseed an old one.',
		category: 'landscaping',
		subcategory: 'lawn-care',
		isBuilt: true,
	},
	{
		id: 'topsoil-calculator',
		name: 'Topsoil Calculator',
		description: 'Work out the volume, weight and bags of topsoil for a bed or lawn at a chosen depth.',
		category: 'landscaping',
		subcategory: 'lawn-care',
		isBuilt: true,
	},
	{
		id: 'mulch-calculator',
		name: 'Mulch Calculator',
		description: 'Calculate the bark, wood chip or other mulch a garden bed needs, in bags or bulk.',
		category: 'landscaping',
		subcategory: 'ground-materials',
		isBuilt: true,
	},
	{
		id: 'gravel-calculator',
		name: 'Gravel Calculator',
		description: 'Find the tonnes and bags of gravel for a path, drive or patio base.',
		category: 'landscaping',
		subcategory: 'ground-materials',
		isBuilt: true,
	},
	{
		id: 'water-flow-calculator',
		name: 'Water Flow Calculator',
		description:
			'Flow rate from pipe size and velocity, velocity from flow, the smallest pipe for a flow, and a bucket test.',
		category: 'plumbing',
		subcategory: 'pipe-flow',
		isBuilt: true,
	},
	{
		id: 'water-pressure-calculator',
		name: 'Water Pressure Calculator',
		description:
			'Static pressure from height and back, and the pressure left at the end of a pipe run (Hazen-Williams).',
		category: 'plumbing',
		subcategory: 'pipe-flow',
		isBuilt: true,
	},
	{
		id: 'pipe-calculator',
		name: 'Pipe Calculator',
		description: 'Water content, water weight and pipe weight of pipe runs, to fill, drain or dose a system.',
		category: 'plumbing',
		subcategory: 'pipe-flow',
		isBuilt: true,
	},
	{
		id: 'wire-size-calculator',
		name: 'Wire Size Calculator',
		description:
			'Smallest copper or aluminium wire or cable that meets both ampacity and voltage drop, for NEC (AWG) or BS 7671 (mm²) circuits.',
		category: 'electrical',
		subcategory: 'wiring-electrical',
		isBuilt: true,
	},
	{
		id: 'voltage-drop-calculator',
		name: 'Voltage Drop Calculator',
		description:
			'Voltage drop, percent drop and voltage at the load for a given wire or cable size, current and run length.',
		category: 'electrical',
		subcategory: 'wiring-electrical',
		isBuilt: true,
	},
	{
		id: 'conduit-fill-calculator',
		name: 'Conduit Fill Calculator',
		description:
			'Conduit fill percentage, pass/fail and the smallest conduit for THHN, XHHW or bare wires (NEC), or by the UK cable-factor method.',
		category: 'electrical',
		subcategory: 'wiring-electrical',
		isBuilt: true,
	},
	{
		id: 'btu-calculator',
		name: 'BTU Calculator',
		description:
			'Room cooling load (ENERGY STAR chart) or room heating / radiator output (UK volume rule), in BTU/h, W, kW and tons.',
		category: 'hvac',
		subcategory: 'hvac-sizing',
		isBuilt: true,
	},
	{
		id: 'duct-size-calculator',
		name: 'Duct Size Calculator',
		description:
			'Round duct size from airflow by friction rate or velocity, the next standard size, and a rectangular equivalent.',
		category: 'hvac',
		subcategory: 'hvac-sizing',
		isBuilt: true,
	},
	{
		id: 'cfm-calculator',
		name: 'CFM Calculator',
		description:
			'Airflow from room volume and air changes, and bathroom / kitchen extract rates (HVI, ASHRAE 62.2, Approved Document F).',
		category: 'hvac',
		subcategory: 'hvac-sizing',
		isBuilt: true,
	},
] as const satisfies ReadonlyArray<CalculatorEntry>

export type CalculatorId = (typeof calculators)[number]['id']

export function calculatorPath(id: string) {
	return `/calculators/${id}`
}

export function getCalculator(id: CalculatorId): CalculatorEntry {
	const entry = calculators.find((calculator) => calculator.id === id)
	if (!entry) throw new Error(`Unknown calculator: ${id}`)
	return entry
}

export function findCalculatorByPath(pathname: string): CalculatorEntry | undefined {
	const normalised = pathname.replace(/\/+$/, '')
	return calculators.find((calculator) => calculatorPath(calculator.id) === normalised)
}

export function countByCategory(categoryId: CategoryId) {
	return calculators.filter((calculator) => calculator.category === categoryId).length
}
