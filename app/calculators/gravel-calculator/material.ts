import type { LayerMaterial } from '#app/lib/material-layer.ts'

export type GravelType = 'pea' | 'crushed' | 'river' | 'marble' | 'limestone' | 'granite'

/** Seed 001 §3 and §9: gravel types and densities, 25 L bags, 0.85 t bulk bags. */
export const GRAVEL: LayerMaterial<GravelType> = {
	name: 'Gravel',
	types: {
		pea: { name: 'Pea Gravel', description: 'Small rounded stones for paths and drainage.', densityTPerM3: 1.6 },
		crushed: {
			name: 'Crushed Stone',
			description: 'Angular stone that locks together; for drives and sub-bases.',
			densityTPerM3: 1.7,
		},
		river: {
			name: 'River Rock',
			description: 'Smooth, larger stones for borders and water features.',
			densityTPerM3: 1.65,
		},
		marble: { name: 'Marble Chips', description: 'Bright white chippings for decorative beds.', densityTPerM3: 1.55 },
		limestone: { name: 'Limestone', description: 'Crushed limestone for paths and bases.', densityTPerM3: 1.75 },
		granite: {
			name: 'Granite',
			description: 'Hard-wearing granite chippings for drives and paths.',
			densityTPerM3: 1.8,
		},
	},
	defaultType: 'pea',
	typeLegend: 'Gravel Type',
	bagLitres: 25,
	bulkBag: { kind: 'weight', tonnes: 0.85 },
	recommendedDepth: {
		cm: '5-10 cm for paths and 10-15 cm for driveways',
		mm: '50-100 mm for paths and 100-150 mm for driveways',
		in: '2-4 inches for paths and 4-6 inches for driveways',
	},
	tips: [
		'Lay a weed membrane first, and edge paths so the gravel stays where you put it.',
		'Driveways need a compacted sub-base of crushed stone under the decorative layer.',
		'Angular stone (crushed, limestone, granite) locks together and moves less underfoot than rounded pea gravel or river rock.',
		'Prices are usually per tonne: compare the bulk bag price with the cost of the same weight in 25 L bags.',
		'Check delivery access: a bulk bag needs a firm spot the lorry can reach.',
	],
}
