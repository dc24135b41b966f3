/** The safety note every electrical results view shows above its tips. */
export const SAFETY_NOTE =
	'⚠ Estimate only. These figures come from published NEC / BS 7671 tables under the stated assumptions and are not a design. The code in force where you work (the NEC as adopted locally in the US, BS 7671 in the UK), the equipment instructions and a qualified electrician decide the final size. Fixed wiring work may need a permit or notification (e.g. Part P in England and Wales) and an inspection.'
