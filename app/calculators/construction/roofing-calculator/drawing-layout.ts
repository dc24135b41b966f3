import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { RoofPlan } from './compute.ts'

/** Room right of the plan for the label of its depth, fractions and all (`152' 3 15/16"`). */
const RIGHT_LABEL = 96
/** The spacing of the lines of notes under the plan. */
const NOTE_LINE = LABEL_SIZE + 4
/** Room above the plan for the ridge's dimension. */
const TOP = DRAWING_MARGIN

type Point = readonly [number, number]

/**
 * The roof plan in drawing units, from the compute result's plan alone (docs/calculators/roofing-calculator.md §3):
 * the eaves outline L′ × W′ with L′ across, the building inside it by the overhang, the ridge along the middle (a
 * gable's runs the full L′; a hip's stops W′ ÷ 2 from each end) and, on a hip, a hip from each corner to the ridge.
 */
export function roofPlanLayout(plan: RoofPlan, isHip: boolean) {
	const { scale } = fitDrawing(plan.long, plan.short, {
		maxWidth: DRAWING_WIDTH - DRAWING_MARGIN - RIGHT_LABEL,
		maxHeight: 200,
	})
	const left = DRAWING_MARGIN
	const top = TOP
	const width = plan.long * scale
	const depth = plan.short * scale
	const inset = Math.min(plan.overhang * scale, width / 2, depth / 2)
	const middle = top + depth / 2
	const ridgeInset = isHip ? Math.min(depth / 2, width / 2) : 0
	const ridge: readonly [Point, Point] = [
		[left + ridgeInset, middle],
		[left + width - ridgeInset, middle],
	]
	const corners: ReadonlyArray<Point> = [
		[left, top],
		[left + width, top],
		[left + width, top + depth],
		[left, top + depth],
	]
	// Each corner's hip runs to the nearer end of the ridge.
	const hips = isHip
		? corners.map(([x, y]) => [[x, y], x === left ? ridge[0] : ridge[1]] as const)
		: ([] as ReadonlyArray<readonly [Point, Point]>)
	return {
		scale,
		eaves: { x: left, y: top, width, height: depth },
		building: { x: left + inset, y: top + inset, width: width - 2 * inset, height: depth - 2 * inset },
		ridge,
		hips,
		/** The ridge's dimension, above the plan along the ridge's length. */
		ridgeLine: [
			[ridge[0][0], top - LABEL_SIZE / 2],
			[ridge[1][0], top - LABEL_SIZE / 2],
		] as readonly [Point, Point],
		/** Lines of notes under the length's dimension: the pitch, the slope's length and a hip's. */
		notesAt: (line: number): Point => [left, top + depth + DRAWING_MARGIN + 4 + line * NOTE_LINE],
		height: top + depth + DRAWING_MARGIN + (isHip ? 3 : 2) * NOTE_LINE,
	}
}
