import type { Estimated } from '#app/estimate/estimate.ts'
import {
	coatedFinishFor,
	coatedFinishShown,
	tinLabel,
	tinPurchases,
} from '#app/calculators/painting/shared/coated-finish-shown.ts'
import type { AreaPair } from '#app/calculators/painting/shared/compute.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { PRIMER, type PrimerInput } from './schema.ts'

/** The tin sizes, in litres (docs/calculators/primer-calculator.md §3). */
export const PRIMER_TINS_L = { large: 5, medium: 3.78, small: 1 } as const

export type PrimerTins = { large: number; medium: number; small: number; litres: number }

export type PrimerResult = {
	totalSurfaceArea: AreaPair
	totalDeductionArea: AreaPair
	netPrimableArea: AreaPair
	totalAreaWithCoats: AreaPair
	averageCoats: number
	primerNeeded: { litres: number; usGallons: number; tins: PrimerTins }
	coverage: { perLitre: number; perLitreFt2: number }
} & Estimated

// Whole centilitres keep the tin sums exact: 378 cL, not 3.78 L.
const LARGE_CL = 500
const MEDIUM_CL = 378
const SMALL_CL = 100
// Five 1 L tins hold what one 5 L tin does, and fifty 3.78 L tins what 37 × 5 L + 4 × 1 L do, in fewer
// tins; so the best choice never has more than 4 small or 49 medium tins.
const MAX_SMALL = 4
const MAX_MEDIUM = 49

/**
 * docs/calculators/primer-calculator.md §3: the 5 L, 3.78 L and 1 L tins that cover the need with the least total
 * litres, then the fewest tins. For each count of medium (0-49) and small (0-4) tins, large tins cover the
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

/**
 * docs/calculators/primer-calculator.md §3, in the chosen unit (m, cm, mm read as metres; or ft):
 * surface area = length × width; net = max(0, Σ surfaces − Σ openings); with coats = net ×
 * area-weighted coats; litres = with coats (m²) / coverage × 1.1 with wastage.
 */
export function computePrimer(input: PrimerInput): PrimerResult {
	const finish = coatedFinishFor(PRIMER, input, ['Total Surface Area', 'Net Primable Area', 'Primer Needed'])
	const tins = choosePrimerTins(finish.litres)
	const sized = [
		['Large', PRIMER_TINS_L.large, tins.large],
		['Medium', PRIMER_TINS_L.medium, tins.medium],
		['Small', PRIMER_TINS_L.small, tins.small],
	] as const
	// The tins with the fewest litres that hold what is needed: '2 × 5 L + 1 × 3.78 L + 0 × 1 L = 13.78 litres'.
	const count = tins.large + tins.medium + tins.small
	const sum = `${sized.map(([, size, count]) => `${count} × ${formatEntered(size)} L`).join(' + ')} =`
	const bought = `${sum} ${formatNumber(tins.litres)} litres`
	return {
		totalSurfaceArea: finish.totalArea,
		totalDeductionArea: finish.deductionArea,
		netPrimableArea: finish.netArea,
		totalAreaWithCoats: finish.areaWithCoats,
		averageCoats: finish.averageCoats,
		primerNeeded: { litres: finish.litres, usGallons: finish.usGallons, tins },
		coverage: finish.coverage,
		shown: coatedFinishShown(PRIMER, 'Primer', input, finish, [
			...sized.map(([name, size, count]) => ({
				label: tinLabel(name, size),
				value: formatCount(count),
				steps: `${bought} ≥ ${formatNumber(finish.litres)} litres →`,
			})),
			{
				label: 'Primer Bought',
				value: `${formatNumber(tins.litres)} litres in ${formatCount(count)} ${count === 1 ? 'tin' : 'tins'}`,
				steps: sum,
			},
		]),
		purchases: tinPurchases('Primer', sized),
	}
}
