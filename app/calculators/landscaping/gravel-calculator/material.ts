import type { LayerMaterial } from '#app/calculators/landscaping/shared/compute.ts'

export type GravelType = 'pea' | 'crushed' | 'river' | 'marble' | 'limestone' | 'granite'

/** docs/calculators/gravel-calculator.md §3 and §5: gravel types and densities, 25 L bags, 0.85 t bulk bags. */
export const GRAVEL: LayerMaterial<GravelType> = {
	name: 'Gravel',
	types: {
		pea: { name: 'Pea Gravel', densityTPerM3: 1.6 },
		crushed: { name: 'Crushed Stone', densityTPerM3: 1.7 },
		river: { name: 'River Rock', densityTPerM3: 1.65 },
		marble: { name: 'Marble Chips', densityTPerM3: 1.55 },
		limestone: { name: 'Limestone', densityTPerM3: 1.75 },
		granite: { name: 'Granite', densityTPerM3: 1.8 },
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
		'Lay a weed membrane first, and edge paths so the gravel stays put.',
		'Driveways need a compacted sub-base of crushed stone under the top layer.',
		'Angular stone locks together; rounded pea gravel and river rock move underfoot.',
		'Gravel is priced per tonne: compare a bulk bag with the same weight in 25 L bags.',
	],
}
