import type { Estimated } from '#app/estimate/estimate.ts'
import {
	coatedFinishFor,
	coatedFinishShown,
	tinLabel,
	tinPurchases,
} from '#app/calculators/painting/shared/coated-finish-shown.ts'
import type { AreaPair } from '#app/calculators/painting/shared/compute.ts'
import { usGallonsToLitres } from '#app/calculators/painting/shared/coverage-units.ts'
import {
	type UsContainers,
	usContainersBought,
	usContainersGallons,
	usContainersSum,
} from '#app/calculators/painting/shared/us-containers.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { PRIMER, type PrimerInput } from './schema.ts'

/** The metric tin sizes, in litres (docs/calculators/primer-calculator.md §3). */
export const PRIMER_TINS_L = { large: 5, medium: 2.5, small: 1 } as const

export type PrimerTins = { large: number; medium: number; small: number; litres: number }

export type PrimerResult = {
	totalSurfaceArea: AreaPair
	totalDeductionArea: AreaPair
	netPrimableArea: AreaPair
	totalAreaWithCoats: AreaPair
	averageCoats: number
	/** What to buy: metric 5, 2.5 and 1 L tins, imperial US pails, gallons and quarts (the other is null). */
	primerNeeded: { litres: number; usGallons: number; tins: PrimerTins | null; usContainers: UsContainers | null }
	coverage: { perLitre: number; perUsGallonFt2: number }
} & Estimated

// Whole centilitres keep the tin sums exact.
const LARGE_CL = 500
const MEDIUM_CL = 250
const SMALL_CL = 100
// Two 2.5 L tins hold what one 5 L tin does, and five 1 L tins too, in more tins; so the best choice never has more
// than 1 medium or 4 small tins.
const MAX_MEDIUM = 1
const MAX_SMALL = 4

/**
 * docs/calculators/primer-calculator.md §3: the 5 L, 2.5 L and 1 L tins that cover the need with the least total
 * litres, then the fewest tins. For each count of medium (0-1) and small (0-4) tins, large tins cover the
 * rest, rounded up without floating-point noise.
 */
export function choosePrimerTins(litres: number): PrimerTins {
	const needCl = Math.max(0, litres) * 100
	let best = { large: 0, medium: 0, small: 0, totalCl: Number.POSITIVE_INFINITY, count: 0 }
	for (let medium = 0; medium <= MAX_MEDIUM; medium += 1) {
		for (let small = 0; small <= MAX_SMALL; small += 1) {
			const large = Math.max(0, ceilCount((needCl - medium * MEDIUM_CL - small * SMALL_CL) / LARGE_CL))
			const totalCl = large * LARGE_CL + medium * MEDIUM_CL + small * SMALL_CL
			const count = large + medium + small
			if (totalCl < best.totalCl || (totalCl === best.totalCl && count < best.count)) {
				best = { large, medium, small, totalCl, count }
			}
		}
	}
	return { large: best.large, medium: best.medium, small: best.small, litres: best.totalCl / 100 }
}

/** 'in 1 tin', 'in 3 containers'. */
function inCount(count: number, noun: string) {
	return `in ${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`
}

/** The tins for `litres`, as result lines (each size, then 'Primer Bought') with their working, and as purchases. */
function tinsFor(litres: number) {
	const tins = choosePrimerTins(litres)
	const sized = [
		['Large', PRIMER_TINS_L.large, tins.large],
		['Medium', PRIMER_TINS_L.medium, tins.medium],
		['Small', PRIMER_TINS_L.small, tins.small],
	] as const
	// The tins with the fewest litres that hold what is needed: '1 × 5 L + 0 × 2.5 L + 1 × 1 L = 6.00 litres'.
	const count = tins.large + tins.medium + tins.small
	const sum = `${sized.map(([, size, count]) => `${count} × ${formatEntered(size)} L`).join(' + ')} =`
	const bought = `${sum} ${formatNumber(tins.litres)} litres`
	return {
		tins,
		usContainers: null,
		lines: [
			...sized.map(([name, size, count]) => ({
				label: tinLabel(name, size),
				value: formatCount(count),
				steps: `${bought} ≥ ${formatNumber(litres)} litres →`,
			})),
			{ label: 'Primer Bought', value: `${formatNumber(tins.litres)} litres ${inCount(count, 'tin')}`, steps: sum },
		],
		purchases: tinPurchases('Primer', sized),
	}
}

/** The 5-gal pails, gallons and quarts for `usGallons`, their lines and 'Primer Bought', and the purchases. */
function usContainersFor(usGallons: number) {
	const bought = usContainersBought('Primer', usGallons)
	const containers = bought.usContainers
	const gallons = usContainersGallons(containers)
	const count = containers.pails + containers.gallons + containers.quarts
	return {
		...bought,
		lines: [
			...bought.lines,
			{
				label: 'Primer Bought',
				value: `${formatNumber(gallons)} US gal (${formatNumber(usGallonsToLitres(gallons))} litres) ${inCount(count, 'container')}`,
				...(count > 0 && { steps: `${usContainersSum(containers)} =` }),
			},
		],
	}
}

/**
 * docs/calculators/primer-calculator.md §3, in the chosen unit (m, cm, mm read as metres; or ft):
 * surface area = length × width; net = max(0, Σ surfaces − Σ openings); with coats = net ×
 * area-weighted coats; metric litres = with coats (m²) ÷ coverage (m² per litre) × 1.1 with wastage, in 5, 2.5 and
 * 1 L tins; imperial US gallons = with coats (ft²) ÷ coverage (ft² per US gallon) × 1.1, in 5-gal pails, gallons
 * and quarts.
 */
export function computePrimer(input: PrimerInput): PrimerResult {
	const finish = coatedFinishFor(PRIMER, input, ['Total Surface Area', 'Net Primable Area', 'Primer Needed'])
	const { litres, usGallons } = finish
	const bought = input.unit === 'metric' ? tinsFor(litres) : usContainersFor(usGallons)
	return {
		totalSurfaceArea: finish.totalArea,
		totalDeductionArea: finish.deductionArea,
		netPrimableArea: finish.netArea,
		totalAreaWithCoats: finish.areaWithCoats,
		averageCoats: finish.averageCoats,
		primerNeeded: { litres, usGallons, tins: bought.tins, usContainers: bought.usContainers },
		coverage: finish.coverage,
		shown: coatedFinishShown(PRIMER, 'Primer', input, finish, bought.lines),
		purchases: bought.purchases,
	}
}
