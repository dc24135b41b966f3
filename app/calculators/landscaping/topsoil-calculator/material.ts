import type { LayerMaterial } from '#app/calculators/landscaping/shared/compute.ts'

/**
 * docs/calculators/topsoil-calculator.md §3 and §5: topsoil at 1.4 t/m³ (range 1.2-1.7), 40 L bags, 850 kg bulk bags
 * with half bags.
 */
export const TOPSOIL: LayerMaterial<'topsoil'> = {
	name: 'Topsoil',
	types: { topsoil: { name: 'Topsoil', densityTPerM3: 1.4 } },
	defaultType: 'topsoil',
	typeLegend: 'Material',
	bagLitres: 40,
	bulkBag: { kind: 'half-bag', kg: 850 },
	recommendedDepth: {
		cm: '10-15 cm for lawns and 20-30 cm for gardens',
		mm: '100-150 mm for lawns and 200-300 mm for gardens',
		in: '4-6 inches for lawns and 8-12 inches for gardens',
	},
	tips: [
		'Weights assume 1.4 t/m³; topsoil runs 1.2-1.7 t/m³ with moisture, so check your supplier’s figure.',
		'For larger jobs a bulk bag usually costs less per tonne than 40 L bags.',
		'Buy screened topsoil for lawns and seed beds.',
		'Spread soil settles: the 10% wastage also covers topping up low spots.',
	],
}
