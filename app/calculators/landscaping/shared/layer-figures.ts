import { formatCount, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { BulkBag, BulkBagCount, LayerResult } from './types.ts'

/** Each result figure as a line of text, in the unit system typed first and the other beside it. */
export function layerFigures(result: LayerResult, unit: UnitSystem) {
	const metric = unit === 'metric'
	const m2 = `${formatNumber(result.areaM2)} m²`
	const ft2 = `${formatNumber(result.areaFt2)} ft²`
	const m3 = `${formatNumber(result.volumeM3)} m³`
	const yd3 = `${formatNumber(result.volumeYd3)} yd³`
	const tonnes = `${formatNumber(result.weightTonnes)} tonnes`
	const usTons = `${formatNumber(result.weightUsTons)} US tons`
	return {
		area: metric ? `${m2} (${ft2})` : `${ft2} (${m2})`,
		volume: metric ? `${m3} (${yd3})` : `${yd3} (${formatNumber(result.volumeFt3)} ft³; ${m3})`,
		weight: metric
			? `${tonnes} (${formatNumber(result.weightKg)} kg)`
			: `${usTons} (${formatNumber(result.weightLb)} lb; ${tonnes})`,
		totalWeight: metric ? tonnes : usTons,
		wasteVolume: metric ? `${formatNumber(result.wasteVolumeM3)} m³` : `${formatNumber(result.wasteVolumeYd3)} yd³`,
	}
}

/** 'Bulk Bags (850 kg)', 'Bulk Bags (1 m³)', 'Bulk Bags (0.85 tonnes)'. */
export function bulkBagLabel(bulkBag: BulkBag) {
	if (bulkBag.kind === 'half-bag') return `Bulk Bags (${formatCount(bulkBag.kg)} kg)`
	if (bulkBag.kind === 'volume') return `Bulk Bags (${bulkBag.m3} m³)`
	return `Bulk Bags (${bulkBag.tonnes} tonnes)`
}

function plural(count: number, noun: string) {
	return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`
}

/** '2 full bags + 1 half bag', '3', '1 half bag'. */
export function bulkBagText(count: BulkBagCount) {
	if (count.half === 0) return formatCount(count.full)
	if (count.full === 0) return '1 half bag'
	return `${plural(count.full, 'full bag')} + 1 half bag`
}
