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
	// A driveway's gravel is the top layer only, over a compacted sub-base (gravel-calculator.md §5).
	recommendedDepth: {
		cm: '5-10 cm for paths; 5-7.5 cm for driveways, over a 10-15 cm sub-base',
		mm: '50-100 mm for paths; 50-75 mm for driveways, over a 100-150 mm sub-base',
		in: '2-4 inches for paths; 2-3 inches for driveways, over a 4-6 inch sub-base',
	},
	tips: [
		'Lay a weed membrane first, and edge paths so the gravel stays put.',
		'Driveways need a compacted sub-base of crushed stone under the top layer.',
		'Angular stone locks together; rounded pea gravel and river rock move underfoot.',
		'Gravel is priced per tonne: compare a bulk bag with the same weight in 25 L bags.',
	],
}
