import { expect, test } from 'vitest'
import type { LayerResult } from './compute.ts'
import { bulkBagLabel, bulkBagText, layerFigures } from './layer-figures.ts'

const result: LayerResult = {
	areaM2: 18.5806,
	areaFt2: 200,
	netVolumeM3: 2.787,
	volumeM3: 3.0658,
	volumeYd3: 4.0099,
	volumeFt3: 108.2677,
	wasteVolumeM3: 0.2787,
	wasteVolumeYd3: 0.3645,
	weightTonnes: 4.2921,
	weightKg: 4292.12,
	weightUsTons: 4.7312,
	weightLb: 9462.5,
	bags: 77,
	bulkBags: { full: 5, half: 1 },
}

test('imperial figures lead with ft², yd³ and US tons, with the metric ones beside them', () => {
	expect(layerFigures(result, 'imperial')).toEqual({
		area: '200.00 ft² (18.58 m²)',
		volume: '4.01 yd³ (108.27 ft³; 3.07 m³)',
		weight: '4.73 US tons (9,462.50 lb; 4.29 tonnes)',
		totalWeight: '4.73 US tons',
		wasteVolume: '0.36 yd³',
	})
})

test('metric figures lead with m², m³ and tonnes', () => {
	expect(layerFigures(result, 'metric')).toEqual({
		area: '18.58 m² (200.00 ft²)',
		volume: '3.07 m³ (4.01 yd³)',
		weight: '4.29 tonnes (4,292.12 kg)',
		totalWeight: '4.29 tonnes',
		wasteVolume: '0.28 m³',
	})
})

test('bulk bags: labels per rule, and half bags spelled out', () => {
	expect(bulkBagLabel({ kind: 'half-bag', kg: 850 })).toBe('Bulk Bags (850 kg)')
	expect(bulkBagLabel({ kind: 'volume', m3: 1 })).toBe('Bulk Bags (1 m³)')
	expect(bulkBagLabel({ kind: 'weight', tonnes: 0.85 })).toBe('Bulk Bags (0.85 tonnes)')
	expect(bulkBagText({ full: 3, half: 0 })).toBe('3')
	expect(bulkBagText({ full: 0, half: 1 })).toBe('1 half bag')
	expect(bulkBagText({ full: 1, half: 1 })).toBe('1 full bag + 1 half bag')
	expect(bulkBagText({ full: 5, half: 1 })).toBe('5 full bags + 1 half bag')
})
