import type { LayerMaterial } from '#app/calculators/landscaping/shared/compute.ts'

export type MulchType = 'bark' | 'wood' | 'straw' | 'gravel' | 'rubber'

/**
 * docs/calculators/mulch-calculator.md §3 and §5: mulch types and densities, 50 L bags, 1 m³ bulk bags, 5-7.5 cm deep.
 */
export const MULCH: LayerMaterial<MulchType> = {
	name: 'Mulch',
	types: {
		bark: { name: 'Bark Mulch', densityTPerM3: 0.4 },
		wood: { name: 'Wood Chips', densityTPerM3: 0.3 },
		straw: { name: 'Straw Mulch', densityTPerM3: 0.1 },
		gravel: { name: 'Gravel Mulch', densityTPerM3: 1.6 },
		rubber: { name: 'Rubber Mulch', densityTPerM3: 0.5 },
	},
	defaultType: 'bark',
	typeLegend: 'Mulch Type',
	bagLitres: 50,
	bulkBag: { kind: 'volume', m3: 1 },
	recommendedDepth: { cm: '5-7.5 cm', mm: '50-75 mm', in: '2-3 inches' },
	tips: [
		'Weed and water the bed first: mulch keeps in the moisture that is there.',
		'Keep mulch a few centimetres clear of stems and trunks to prevent rot.',
		'On larger beds a 1 m³ bulk bag usually costs less than 50 L bags.',
		'Organic mulches break down: top them up every year or two.',
	],
}
