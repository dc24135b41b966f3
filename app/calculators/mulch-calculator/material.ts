import type { LayerMaterial } from '#app/lib/material-layer.ts'

export type MulchType = 'bark' | 'wood' | 'straw' | 'gravel' | 'rubber'

/** Seed 001 §3 and §9: mulch types and densities, 50 L bags, 1 m³ bulk bags, 5-7.5 cm deep. */
export const MULCH: LayerMaterial<MulchType> = {
	name: 'Mulch',
	types: {
		bark: { name: 'Bark Mulch', description: 'Chipped bark; long-lasting and tidy in beds.', densityTPerM3: 0.4 },
		wood: {
			name: 'Wood Chips',
			description: 'Chipped wood; economical cover for paths and large areas.',
			densityTPerM3: 0.3,
		},
		straw: {
			name: 'Straw Mulch',
			description: 'Light and quick to spread; good on vegetable beds.',
			densityTPerM3: 0.1,
		},
		gravel: {
			name: 'Gravel Mulch',
			description: 'Decorative stone that never rots; heavy to move.',
			densityTPerM3: 1.6,
		},
		rubber: { name: 'Rubber Mulch', description: 'Recycled rubber; soft underfoot in play areas.', densityTPerM3: 0.5 },
	},
	defaultType: 'bark',
	typeLegend: 'Mulch Type',
	bagLitres: 50,
	bulkBag: { kind: 'volume', m3: 1 },
	recommendedDepth: { cm: '5-7.5 cm', mm: '50-75 mm', in: '2-3 inches' },
	tips: [
		'Spread mulch 5-7.5 cm deep: thinner lets weeds through, thicker can starve roots of air.',
		'Keep mulch a few centimetres clear of stems and tree trunks to prevent rot.',
		'Weed and water the bed before mulching; mulch keeps in the moisture that is already there.',
		'Bulk bags of 1 m³ usually cost less per cubic metre than 50 L bags on larger beds.',
		'Organic mulches break down: expect to top them up every year or two.',
	],
}
