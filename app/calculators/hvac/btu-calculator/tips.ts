/** The tips under the results (docs/calculators/btu-calculator.md §7). */
export const BTU_TIPS = [
	'Do not oversize an air conditioner: an oversized unit cools before it dries the air and leaves the room clammy (ENERGY STAR).',
	// BS EN 442-2:2014 output at ΔT: Φ50 × (ΔT ÷ 50)^1.3; a 45/40 °C heat pump in a 20 °C room is ΔT 22.5: 0.35 × Φ50.
	'Radiator catalogues quote output at ΔT50 (boiler flow about 75 °C). At heat-pump flow (45 °C) a radiator gives about a third of its ΔT50 rating, so a heat-pump radiator needs about three times the ΔT50 output shown; or ask for the output at your flow temperature.',
	'Rooms with two outside walls, a bay window or a cold floor above a garage need more than this rule gives; a room-by-room BS EN 12831 (UK) or Manual J (US) calculation settles it.',
]
