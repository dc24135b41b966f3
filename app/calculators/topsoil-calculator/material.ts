import type { LayerMaterial } from '#app/lib/material-layer.ts'

/** Seed 001 §3 and §9: topsoil at 1.4 t/m³ (range 1.2-1.7), 40 L bags, 850 kg bulk bags with half bags. */
export const TOPSOIL: LayerMaterial<'topsoil'> = {
	name: 'Topsoil',
	types: {
		topsoil: {
			name: 'Topsoil',
			description: 'Screened topsoil for lawns and beds.',
			densityTPerM3: 1.4,
		},
	},
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
		'Topsoil weighs 1.2-1.7 tonnes per m³ depending on moisture; these figures use 1.4 t/m³, so ask your supplier for theirs.',
		'Compare prices per tonne: for larger jobs a bulk bag is usually cheaper than many 40 L bags.',
		'Buy screened topsoil for lawns and seed beds; ask for a soil analysis if you plan to grow vegetables.',
		'Freshly spread soil settles: the 10% wastage allowance also covers topping up low spots.',
		'Check delivery access: a bulk bag needs a firm, level spot close to where the soil is going.',
	],
}
