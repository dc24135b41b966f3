import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Purchase } from '#app/estimate/estimate.ts'
import { purchaseKey } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'

/*
 * What US shops sell paint and primer in (docs/calculators/paint-calculator.md §3, primer-calculator.md §3):
 * 5-gallon pails, 1-gallon cans and quarts.
 */

export const US_GALLONS_PER_PAIL = 5
export const QUARTS_PER_US_GALLON = 4
/** A rest up to half a gallon is bought in quarts: two at most. */
const MOST_QUARTS = 2
/** Four gallon cans or more cost more than a pail: a pail instead. */
const GALLONS_FOR_A_PAIL = 4

export type UsContainers = { pails: number; gallons: number; quarts: number }

/**
 * docs/calculators/paint-calculator.md §3: pails = floor(need ÷ 5); the rest r: none when it is 0, quarts =
 * ceil(4r) when r ≤ 0.5 gal, else gallons = ceil(r), and 4 gallons or more are one more pail instead. Counted with
 * the tolerant helpers, so 5.0000000001 gal is one pail and nothing more. ceil(4r) ≤ 2 is r ≤ 0.5 read with the
 * same tolerance.
 */
export function chooseUsContainers(usGallons: number): UsContainers {
	const need = Math.max(0, usGallons)
	const pails = floorCount(need / US_GALLONS_PER_PAIL)
	const rest = need - pails * US_GALLONS_PER_PAIL
	const quarts = Math.max(0, ceilCount(rest * QUARTS_PER_US_GALLON))
	if (quarts <= MOST_QUARTS) return { pails, gallons: 0, quarts }
	const gallons = ceilCount(rest)
	return gallons >= GALLONS_FOR_A_PAIL ? { pails: pails + 1, gallons: 0, quarts: 0 } : { pails, gallons, quarts: 0 }
}

/** US gallons the containers hold: 1 pail and 2 quarts hold 5.5. */
export function usContainersGallons({ pails, gallons, quarts }: UsContainers) {
	return pails * US_GALLONS_PER_PAIL + gallons + quarts / QUARTS_PER_US_GALLON
}

const CONTAINERS = [
	{ key: 'pails', label: '5-gal pails', item: '5-gal pail', unit: 'pail' },
	{ key: 'gallons', label: 'Gallons', item: '1-gal can', unit: 'can' },
	{ key: 'quarts', label: 'Quarts', item: 'quart can', unit: 'can' },
] as const

/** '1 × 5 gal + 2 × 1 qt': the containers bought, none of a size not needed. */
export function usContainersSum(containers: UsContainers) {
	const units = { pails: '5 gal', gallons: '1 gal', quarts: '1 qt' }
	return CONTAINERS.filter(({ key }) => containers[key] > 0)
		.map(({ key }) => `${formatCount(containers[key])} × ${units[key]}`)
		.join(' + ')
}

/**
 * The result rows '5-gal pails', 'Gallons' and 'Quarts', each only when not 0, with their working from the US
 * gallons needed.
 */
export function usContainerLines(usGallons: number, containers: UsContainers): Array<ResultLine> {
	const need = Math.max(0, usGallons)
	const whole = floorCount(need / US_GALLONS_PER_PAIL)
	const rest = need - whole * US_GALLONS_PER_PAIL
	const left = `${formatNumber(rest)} US gal left`
	const steps = {
		pails: `${formatNumber(need)} US gal ÷ ${US_GALLONS_PER_PAIL} = ${formatEntered(need / US_GALLONS_PER_PAIL)}${
			containers.pails > whole ? `; ${left} needs ${GALLONS_FOR_A_PAIL} or more gallons, so a pail` : ''
		} →`,
		gallons: `${left} > 0.5 →`,
		quarts: `${left} × ${QUARTS_PER_US_GALLON} = ${formatEntered(rest * QUARTS_PER_US_GALLON)} →`,
	}
	return CONTAINERS.filter(({ key }) => containers[key] > 0).map(({ key, label }) => ({
		label,
		value: formatCount(containers[key]),
		steps: steps[key],
	}))
}

/** What to buy: 'Paint, 5-gal pail' (paint-5-gal-pail), 'Paint, 1-gal can', 'Paint, quart can'; none of a size not needed. */
export function usContainerPurchases(product: string, containers: UsContainers): Array<Purchase> {
	return CONTAINERS.filter(({ key }) => containers[key] > 0).map(({ key, item, unit }) => ({
		key: purchaseKey(`${product} ${item}`),
		item: `${product}, ${item}`,
		quantity: containers[key],
		unit,
	}))
}

/** What a product buys in imperial: its containers, their result rows and its purchases (no metric tins). */
export function usContainersBought(product: string, usGallons: number) {
	const containers = chooseUsContainers(usGallons)
	return {
		tins: null,
		usContainers: containers,
		lines: usContainerLines(usGallons, containers),
		purchases: usContainerPurchases(product, containers),
	}
}
