/**
 * Openings (windows, doors, hatches) that cannot be cut from the walls they are deducted from: a
 * deduction bigger than the wall gives a meaningless '0.00 litres' or '0 boards', so the opening gets
 * a message instead (issue #12). Areas are in any one unit.
 */
export type OpeningMisfit = 'larger-than-any' | 'more-than-all'

/**
 * By opening index: an opening larger than the largest wall, then the opening whose area takes the
 * running total of the others past the walls' total.
 */
export function misfittingOpenings(
	wallAreas: ReadonlyArray<number>,
	openingAreas: ReadonlyArray<number>,
): Map<number, OpeningMisfit> {
	const misfits = new Map<number, OpeningMisfit>()
	const largestWall = Math.max(0, ...wallAreas)
	const wallsTotal = wallAreas.reduce((total, area) => total + area, 0)
	let openingsTotal = 0
	openingAreas.forEach((area, index) => {
		openingsTotal += area
		if (area > largestWall * (1 + 1e-9)) misfits.set(index, 'larger-than-any')
		else if (openingsTotal > wallsTotal * (1 + 1e-9) && ![...misfits.values()].includes('more-than-all')) {
			misfits.set(index, 'more-than-all')
		}
	})
	return misfits
}

/** The message for a misfit, naming what the openings are in ('wall', 'surface'). */
export function misfitMessage(misfit: OpeningMisfit, noun: string) {
	return misfit === 'larger-than-any'
		? `Larger than any ${noun}: check the sizes`
		: `With this one, the openings add up to more than the ${noun}s`
}
