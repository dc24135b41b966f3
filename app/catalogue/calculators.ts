import { calculatorPath } from './calculator-path.ts'
import type { CategoryId, SubcategoryId } from './categories.ts'

export type CalculatorEntry = {
	id: string
	name: string
	category: CategoryId
	subcategory: SubcategoryId
	isBuilt: boolean
}

export const calculators = [
	{
		id: 'deck-board-estimator',
		name: 'Deck Board Estimator',
		category: 'construction',
		subcategory: 'framing-lumber',
		isBuilt: true,
	},
	{
		id: 'lumber-calculator',
		name: 'Lumber Calculator',
		category: 'construction',
		subcategory: 'framing-lumber',
		isBuilt: true,
	},
	{
		id: 'stair-calculator',
		name: 'Stair Calculator',
		category: 'construction',
		subcategory: 'framing-lumber',
		isBuilt: true,
	},
	{
		id: 'roofing-calculator',
		name: 'Roofing Calculator',
		category: 'construction',
		subcategory: 'roofing',
		isBuilt: true,
	},
	{
		id: 'roof-pitch-calculator',
		name: 'Roof Pitch and Rafter Calculator',
		category: 'construction',
		subcategory: 'roofing',
		isBuilt: true,
	},
	{
		id: 'concrete-volume',
		name: 'Concrete Volume Calculator',
		category: 'construction',
		subcategory: 'concrete-masonry',
		isBuilt: true,
	},
	{
		id: 'rebar-calculator',
		name: 'Rebar Calculator',
		category: 'construction',
		subcategory: 'concrete-masonry',
		isBuilt: true,
	},
	{
		id: 'brick-calculator',
		name: 'Brick and Block Calculator',
		category: 'construction',
		subcategory: 'concrete-masonry',
		isBuilt: true,
	},
	{
		id: 'drywall-estimator',
		name: 'Drywall Estimator',
		category: 'construction',
		subcategory: 'insulation-drywall',
		isBuilt: true,
	},
	{
		id: 'insulation-calculator',
		name: 'Insulation Calculator',
		category: 'construction',
		subcategory: 'insulation-drywall',
		isBuilt: true,
	},
	{
		id: 'paint-calculator',
		name: 'Paint Calculator',
		category: 'painting',
		subcategory: 'paint-coverage',
		isBuilt: true,
	},
	{
		id: 'primer-calculator',
		name: 'Primer Calculator',
		category: 'painting',
		subcategory: 'paint-coverage',
		isBuilt: true,
	},
	{
		id: 'wallpaper-calculator',
		name: 'Wallpaper Calculator',
		category: 'painting',
		subcategory: 'wall-covering',
		isBuilt: true,
	},
	{
		id: 'tile-calculator',
		name: 'Tile Calculator',
		category: 'flooring',
		subcategory: 'hard-flooring',
		isBuilt: true,
	},
	{
		id: 'hardwood-calculator',
		name: 'Hardwood Calculator',
		category: 'flooring',
		subcategory: 'hard-flooring',
		isBuilt: true,
	},
	{
		id: 'laminate-calculator',
		name: 'Laminate Calculator',
		category: 'flooring',
		subcategory: 'hard-flooring',
		isBuilt: true,
	},
	{
		id: 'carpet-calculator',
		name: 'Carpet Calculator',
		category: 'flooring',
		subcategory: 'soft-flooring',
		isBuilt: true,
	},
	{
		id: 'grass-seed-calculator',
		name: 'Grass Seed Calculator',
		category: 'landscaping',
		subcategory: 'lawn-care',
		isBuilt: true,
	},
	{
		id: 'topsoil-calculator',
		name: 'Topsoil Calculator',
		category: 'landscaping',
		subcategory: 'lawn-care',
		isBuilt: true,
	},
	{
		id: 'mulch-calculator',
		name: 'Mulch Calculator',
		category: 'landscaping',
		subcategory: 'ground-materials',
		isBuilt: true,
	},
	{
		id: 'gravel-calculator',
		name: 'Gravel Calculator',
		category: 'landscaping',
		subcategory: 'ground-materials',
		isBuilt: true,
	},
	{
		id: 'fence-calculator',
		name: 'Fence Calculator',
		category: 'landscaping',
		subcategory: 'fencing-paving',
		isBuilt: true,
	},
	{
		id: 'paver-calculator',
		name: 'Paver and Patio Calculator',
		category: 'landscaping',
		subcategory: 'fencing-paving',
		isBuilt: true,
	},
	{
		id: 'water-flow-calculator',
		name: 'Water Flow Calculator',
		category: 'plumbing',
		subcategory: 'pipe-flow',
		isBuilt: true,
	},
	{
		id: 'water-pressure-calculator',
		name: 'Water Pressure Calculator',
		category: 'plumbing',
		subcategory: 'pipe-flow',
		isBuilt: true,
	},
	{
		id: 'pipe-calculator',
		name: 'Pipe Calculator',
		category: 'plumbing',
		subcategory: 'pipe-flow',
		isBuilt: true,
	},
	{
		id: 'wire-size-calculator',
		name: 'Wire Size Calculator',
		category: 'electrical',
		subcategory: 'wiring-electrical',
		isBuilt: true,
	},
	{
		id: 'voltage-drop-calculator',
		name: 'Voltage Drop Calculator',
		category: 'electrical',
		subcategory: 'wiring-electrical',
		isBuilt: true,
	},
	{
		id: 'conduit-fill-calculator',
		name: 'Conduit Fill Calculator',
		category: 'electrical',
		subcategory: 'wiring-electrical',
		isBuilt: true,
	},
	{
		id: 'btu-calculator',
		name: 'BTU Calculator',
		category: 'hvac',
		subcategory: 'hvac-sizing',
		isBuilt: true,
	},
	{
		id: 'duct-size-calculator',
		name: 'Duct Size Calculator',
		category: 'hvac',
		subcategory: 'hvac-sizing',
		isBuilt: true,
	},
	{
		id: 'cfm-calculator',
		name: 'CFM Calculator',
		category: 'hvac',
		subcategory: 'hvac-sizing',
		isBuilt: true,
	},
] as const satisfies ReadonlyArray<CalculatorEntry>

export type CalculatorId = (typeof calculators)[number]['id']

export { calculatorPath }

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
