import { isEqualTol } from '#app/lib/rounding.ts'

type Sized = {
	walls: ReadonlyArray<{ length: number; height: number }>
	openings: ReadonlyArray<{ width: number; height: number }>
}

/** Σ length × height of the walls and Σ width × height of the openings, in m² or ft². */
export function grossAndOpenings({ walls, openings }: Sized) {
	const gross = walls.reduce((total, wall) => total + wall.length * wall.height, 0)
	const deducted = openings.reduce((total, opening) => total + opening.width * opening.height, 0)
	return { gross, openings: deducted }
}

/** Openings over the walls: more than them, Equal not being more (docs/calculators/brick-calculator.md §2). */
export function isOpeningsOverWalls({ gross, openings }: { gross: number; openings: number }) {
	return openings > gross && !isEqualTol(openings, gross)
}

/** Net face area A = max(0, walls − openings), a difference Equal to 0 being 0 (docs/calculators/brick-calculator.md §3). */
export function netFaceArea({ gross, openings }: { gross: number; openings: number }) {
	const net = Math.max(0, gross - openings)
	return isEqualTol(net, 0) ? 0 : net
}
