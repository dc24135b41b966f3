import { expect, test } from 'vitest'
import { BTU_TIPS } from './tips.ts'

/** BS EN 442-2:2014's characteristic equation: output at ΔT over the ΔT50 rating, with a panel radiator's n = 1.3. */
function shareOfRating(flowC: number, returnC: number, roomC: number) {
	const deltaT = (flowC + returnC) / 2 - roomC
	return (deltaT / 50) ** 1.3
}

test('a radiator at heat-pump flow (45 °C) gives about a third of its ΔT50 rating, so about three times is needed', () => {
	// 45 °C flow, 40 °C return: mean 42.5 °C. In a 20 °C room ΔT = 22.5: 0.45^1.3 = e^(1.3 × −0.7985) = 0.354;
	// living room 21 °C: 0.43^1.3 = 0.334; bedroom 18 °C: 0.49^1.3 = 0.396; 45/35 °C in 20 °C: 0.4^1.3 = 0.304
	expect(shareOfRating(45, 40, 20)).toBeCloseTo(0.354, 3)
	expect(shareOfRating(45, 40, 21)).toBeCloseTo(0.334, 3)
	expect(shareOfRating(45, 40, 18)).toBeCloseTo(0.396, 3)
	expect(shareOfRating(45, 35, 20)).toBeCloseTo(0.304, 3)
	// and the boiler rating itself: 75/65 °C in 20 °C is ΔT 50, the whole rating
	expect(shareOfRating(75, 65, 20)).toBe(1)
	const radiatorTip = BTU_TIPS.find((tip) => tip.startsWith('Radiator catalogues'))
	expect(radiatorTip).toContain('At heat-pump flow (45 °C) a radiator gives about a third of its ΔT50 rating')
	expect(radiatorTip).toContain('about three times the ΔT50 output shown')
	// the old note said roughly half, which sized a heat-pump radiator at two thirds of what it needs
	expect(BTU_TIPS.join(' ')).not.toContain('half')
})
