import { expect, test } from 'vitest'
import { computeLink } from '../../../../tests/support/open-link.ts'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { concreteVolume } from './calculator.ts'
import type { ConcreteResult } from './compute.ts'

/** A link as the page made it before issue #36's corrections: no field was added, so it must calculate as it is. */
const openLink = (query: string) => computeLink<ConcreteResult>(concreteVolume, query)

test('an old link opens and calculates with the dry volume factor and names the bags', async () => {
	// docs/calculators/concrete-volume.md §6: 4 × 3 × 0.1 = 1.2 m³ × 1.1 = 1.32 m³; dry 1.32 × 1.54 = 2.0328 m³
	// cement 2.0328 ÷ 6 × 1440 = 487.872 kg (× 2.20462 = 1,075.57 lb); water 487.872 × 0.5 = 243.936 L
	// bags 1.32 × 2400 = 3168 kg ÷ 25 = 126.72 → 127
	const result = await openLink('length=4&width=3&height=0.1&includeReinforcement=1')
	expect(shownValue(result, 'Cement')).toBe('487.87 kg (1,075.57 lb)')
	expect(shownValue(result, 'Water')).toBe('243.94 L')
	expect(shownValue(result, '25 kg Bags')).toBe('127 bags of dry ready-mixed concrete')
	expect(result.purchases[0]).toEqual({
		key: 'ready-mix-c25-30-m3',
		item: 'Ready-mix concrete C25/30',
		quantity: 1.32,
		unit: 'm³',
	})
})

test('an old imperial link for a small column buys the 25 kg bags of dry ready-mixed concrete', async () => {
	// π × (1 ÷ 2)² × 3 ft = 2.3562 ft³ × 0.0283168 = 0.066720 m³ (no wastage) × 2400 = 160.13 kg ÷ 25 = 6.41 → 7 bags
	// cement 0.066720 × 1.54 ÷ 6 × 1440 = 24.66 kg
	const result = await openLink('unit=imperial&shape=column&diameter=1&height=3&includeWastage=0')
	expect(result.bags).toBe(7)
	expect(result.cementKg).toBeCloseTo(0.06672 * 369.6, 2)
	expect(result.purchases).toEqual([
		{ key: 'concrete-bag-25kg', item: 'Dry ready-mixed concrete, 25 kg bag', quantity: 7, unit: 'bag' },
	])
})
