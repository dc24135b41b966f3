import type { ResultLine, ResultTable } from '#app/components/results/result-lines.ts'
import { typedLength } from '#app/calculators/painting/shared/compute.ts'
import { formatFeetInches, formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { type DropsOfHeight, type RollRun, rollsCut } from './cut-plan.ts'

/** Up to this many drops of one height are written out ('2.55 + 2.55 + 2.55 m'); more are counted ('5 × 2.00 m'). */
const MOST_WRITTEN_OUT = 3

function terms(drops: ReadonlyArray<DropsOfHeight>, figure: (height: number) => string) {
	return drops.flatMap(({ height, count }) =>
		count <= MOST_WRITTEN_OUT
			? Array.from({ length: count }, () => figure(height))
			: [`${formatCount(count)} × ${figure(height)}`],
	)
}

/** A roll's drops: '4.90 + 4.90 m', '3.30 m + 4 × 2.00 m' as '3.30 + 4 × 2.00 m'; feet also in feet and inches. */
function dropsText(drops: ReadonlyArray<DropsOfHeight>, unit: 'm' | 'ft') {
	const text = `${terms(drops, (height) => formatNumber(height)).join(' + ')} ${unit}`
	return unit === 'ft' ? `${text} (${terms(drops, (height) => formatFeetInches(height, 'ft')).join(' + ')})` : text
}

/**
 * The cut plan as the results show it (docs/calculators/wallpaper-calculator.md §3 step 5): one line per run of rolls
 * cut alike ('Rolls 2–4: 10 m each → 2.55 + 2.55 + 2.55 m, 2.35 m left'), then the spare rolls the wastage adds.
 */
export function cutPlanTable(
	plan: ReadonlyArray<RollRun>,
	{ rollLength, rollsNeeded, unit }: { rollLength: number; rollsNeeded: number; unit: 'm' | 'ft' },
): ResultTable {
	const roll = typedLength(rollLength, unit)
	const lines: Array<ResultLine> = plan.map((run) => ({
		label:
			run.count === 1
				? `Roll ${formatCount(run.first)}`
				: `Rolls ${formatCount(run.first)}–${formatCount(run.first + run.count - 1)}`,
		value: `${dropsText(run.drops, unit)}, ${formatLengths([run.left], unit, formatNumber)} left`,
		steps: run.count === 1 ? `${roll} →` : `${roll} each →`,
	}))
	const cut = rollsCut(plan)
	if (rollsNeeded > cut)
		lines.push({
			label: 'Spare Rolls',
			value: formatCount(rollsNeeded - cut),
			steps: `${formatCount(rollsNeeded)} − ${formatCount(cut)} =`,
		})
	return { caption: 'Cut Plan', isPerEntry: true, lines }
}
