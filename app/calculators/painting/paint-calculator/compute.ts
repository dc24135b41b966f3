import type { Estimated } from '#app/estimate/estimate.ts'
import {
	coatedFinishFor,
	coatedFinishShown,
	tinLabel,
	tinPurchases,
} from '#app/calculators/painting/shared/coated-finish-shown.ts'
import type { AreaPair } from '#app/calculators/painting/shared/compute.ts'
import { type UsContainers, usContainersBought } from '#app/calculators/painting/shared/us-containers.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { PAINT, type PaintInput } from './schema.ts'

export const LARGE_TIN_L = 5
export const SMALL_TIN_L = 2.5

export type PaintTins = { large: number; small: number }

export type PaintResult = {
	totalWallArea: AreaPair
	totalDeductionArea: AreaPair
	netPaintableArea: AreaPair
	totalAreaWithCoats: AreaPair
	/** Area-weighted coats over all walls. */
	averageCoats: number
	/** What to buy: metric 5 L and 2.5 L tins, imperial US pails, gallons and quarts (the other is null). */
	paintNeeded: { litres: number; usGallons: number; tins: PaintTins | null; usContainers: UsContainers | null }
	coverage: { perLitre: number; perUsGallonFt2: number }
} & Estimated

/**
 * docs/calculators/paint-calculator.md §3: as many 5 L tins as fit whole, then the remainder: up to 2.5 L one
 * small tin, above that one more large tin. Floating-point noise never buys a tin (5.000000000000001 L is one).
 */
export function choosePaintTins(litres: number): PaintTins {
	const large = floorCount(litres / LARGE_TIN_L)
	const smallForRest = Math.max(0, ceilCount((litres - large * LARGE_TIN_L) / SMALL_TIN_L))
	return smallForRest > 1 ? { large: large + 1, small: 0 } : { large, small: smallForRest }
}

/** The 5 L and 2.5 L tins for `litres`, as result lines with their working and as purchases. */
function tinsFor(litres: number) {
	const tins = choosePaintTins(litres)
	const whole = floorCount(litres / LARGE_TIN_L)
	const rest = litres - whole * LARGE_TIN_L
	// The rest after the whole large tins is over a small tin's 2.5 L: it takes another large tin.
	const over = tins.large > whole ? `${formatNumber(rest)} L left > ${SMALL_TIN_L} L` : ''
	const sized = [
		[
			'Large',
			LARGE_TIN_L,
			tins.large,
			`${formatNumber(litres)} litres ÷ ${LARGE_TIN_L} L = ${formatEntered(litres / LARGE_TIN_L)}${over && `; ${over}`}`,
		],
		[
			'Small',
			SMALL_TIN_L,
			tins.small,
			over || `${formatNumber(rest)} L left ÷ ${SMALL_TIN_L} L = ${formatEntered(rest / SMALL_TIN_L)}`,
		],
	] as const
	return {
		tins,
		usContainers: null,
		lines: sized.map(([name, size, count, steps]) => ({
			label: tinLabel(name, size),
			value: formatCount(count),
			steps: `${steps} →`,
		})),
		purchases: tinPurchases('Paint', sized),
	}
}

/**
 * docs/calculators/paint-calculator.md §3, in the chosen system (m or ft): wall area = length × height;
 * net = max(0, Σ walls − Σ openings); with coats = net × area-weighted coats; metric litres = with coats (m²) ÷
 * coverage (m² per litre) × 1.1 with wastage, in 5 L and 2.5 L tins; imperial US gallons = with coats (ft²) ÷
 * coverage (ft² per US gallon) × 1.1, in 5-gal pails, gallons and quarts.
 */
export function computePaint(input: PaintInput): PaintResult {
	const finish = coatedFinishFor(PAINT, input, ['Total Wall Area', 'Net Paintable Area', 'Paint Needed'])
	const { litres, usGallons } = finish
	const bought = input.unit === 'metric' ? tinsFor(litres) : usContainersBought('Paint', usGallons)
	return {
		totalWallArea: finish.totalArea,
		totalDeductionArea: finish.deductionArea,
		netPaintableArea: finish.netArea,
		totalAreaWithCoats: finish.areaWithCoats,
		averageCoats: finish.averageCoats,
		paintNeeded: { litres, usGallons, tins: bought.tins, usContainers: bought.usContainers },
		coverage: finish.coverage,
		shown: coatedFinishShown(PAINT, 'Paint', input, finish, bought.lines),
		purchases: bought.purchases,
	}
}
