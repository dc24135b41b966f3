import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { SectionLayout } from './layout.ts'

/** Past this many bays a section is drawn as its outline, with the count in words (decision 078: bounded). */
export const MOST_BAYS_DRAWN = 60

type Box = { x: number; y: number; width: number; height: number }
type Point = readonly [number, number]

/** What every elevation needs, in m or ft: the post width, the infill's height and the gravel board's under it. */
export type ElevationSizes = { postWidth: number; infillHeight: number; gravelBoard: number }

/** A bay as drawn: between two post faces, its infill (a panel, a cut panel, boards or a gate's opening). */
export type DrawnBay = Box & { kind: 'whole' | 'cut' | 'gate'; gravelBoard: Box | null }

/** Post centres along a section, from its first post at 0: every bay's, the last `cutPanels` at `lastBay`. */
export function postCentres(section: SectionLayout): ReadonlyArray<number> {
	if (section.type === 'gate') return [0, section.centres]
	const centres = [0]
	for (let bay = 0; bay < section.bays; bay++) {
		const isLast = bay >= section.bays - section.cutPanels
		centres.push((centres.at(-1) ?? 0) + (isLast ? section.lastBay : section.bay))
	}
	return centres
}

/**
 * One section seen from the side (docs/calculators/fence-calculator.md §3), to scale: its posts, each bay's panel (cut
 * ones hatched), boards or gate opening between post faces, gravel boards under them, and the ground. The length is
 * dimensioned centre to centre of the end posts; a section of more than MOST_BAYS_DRAWN bays is drawn as its outline.
 */
export function elevationLayout(section: SectionLayout, sizes: ElevationSizes) {
	const { postWidth, infillHeight, gravelBoard } = sizes
	const centres = postCentres(section)
	const span = centres.at(-1) ?? 0
	const height = infillHeight + gravelBoard
	const { scale } = fitDrawing(span + postWidth, height, { maxHeight: 120 })
	const top = DRAWING_MARGIN
	const ground = top + height * scale
	const firstCentre = DRAWING_MARGIN + (postWidth / 2) * scale
	const at = (x: number) => firstCentre + x * scale
	const isOutline = section.type === 'fence' && section.bays > MOST_BAYS_DRAWN
	const posts: ReadonlyArray<Box> = isOutline
		? []
		: centres.map((centre) => ({
				x: at(centre - postWidth / 2),
				y: top,
				width: postWidth * scale,
				height: height * scale,
			}))
	const bays: ReadonlyArray<DrawnBay> = isOutline
		? []
		: centres.slice(1).map((centre, index) => {
				const from = centres[index] ?? 0
				const x = at(from + postWidth / 2)
				const width = Math.max(0, (centre - from - postWidth) * scale)
				const isCut = section.type === 'fence' && index >= section.bays - section.cutPanels
				return {
					x,
					y: top,
					width,
					height: infillHeight * scale,
					kind: section.type === 'gate' ? 'gate' : isCut ? 'cut' : 'whole',
					gravelBoard:
						gravelBoard > 0 && section.type === 'fence'
							? { x, y: top + infillHeight * scale, width, height: gravelBoard * scale }
							: null,
				}
			})
	const below = ground + LABEL_SIZE
	const right = at(span + postWidth / 2) + LABEL_SIZE / 2
	const firstBay = centres[1] ?? 0
	return {
		scale,
		posts,
		bays,
		isOutline,
		outline: { x: at(-postWidth / 2), y: top, width: (span + postWidth) * scale, height: height * scale },
		ground: [
			[DRAWING_MARGIN / 2, ground],
			[Math.min(DRAWING_WIDTH - DRAWING_MARGIN / 2, right + DRAWING_MARGIN / 2), ground],
		] as readonly [Point, Point],
		/** Centre to centre of the end posts (a gate: its posts), under the ground. */
		lengthLine: [
			[at(0), below],
			[at(span), below],
		] as readonly [Point, Point],
		/** Above ground, right of the last post. */
		heightLine: [
			[right, top],
			[right, ground],
		] as readonly [Point, Point],
		/** The first bay, centre to centre, above the section: only where a fence has more than one bay. */
		bayLine:
			section.type === 'fence' && section.bays > 1 && !isOutline
				? ([
						[at(0), top - LABEL_SIZE / 2],
						[at(firstBay), top - LABEL_SIZE / 2],
					] as readonly [Point, Point])
				: null,
		height: below + LABEL_SIZE * 1.5,
	}
}

/** One post in its hole, in section (docs/calculators/fence-calculator.md §3), sizes in m or ft. */
export type PostSizes = { postWidth: number; aboveGround: number; holeDiameter: number; holeDepth: number }

/**
 * The post standing in its concrete-filled hole, to scale: the hole D wide and `holeDepth` deep below the ground, the
 * post w wide from its foot at the bottom of the hole to its top, `aboveGround` over the ground.
 */
export function postInHoleLayout(sizes: PostSizes) {
	const { postWidth, aboveGround, holeDiameter, holeDepth } = sizes
	const { scale } = fitDrawing(holeDiameter, aboveGround + holeDepth, { maxWidth: 120, maxHeight: 220 })
	const top = DRAWING_MARGIN / 2
	const middle = DRAWING_WIDTH / 2 - DRAWING_MARGIN
	const ground = top + aboveGround * scale
	const bottom = ground + holeDepth * scale
	const hole = {
		x: middle - (holeDiameter / 2) * scale,
		y: ground,
		width: holeDiameter * scale,
		height: holeDepth * scale,
	}
	const post = { x: middle - (postWidth / 2) * scale, y: top, width: postWidth * scale, height: bottom - top }
	const right = hole.x + hole.width + LABEL_SIZE / 2
	return {
		scale,
		hole,
		post,
		ground: [
			[middle - DRAWING_MARGIN * 2.5, ground],
			[middle + DRAWING_MARGIN * 2.5, ground],
		] as readonly [Point, Point],
		holeWidthLine: [
			[hole.x, bottom + LABEL_SIZE],
			[hole.x + hole.width, bottom + LABEL_SIZE],
		] as readonly [Point, Point],
		holeDepthLine: [
			[right, ground],
			[right, bottom],
		] as readonly [Point, Point],
		aboveGroundLine: [
			[right, top],
			[right, ground],
		] as readonly [Point, Point],
		height: bottom + LABEL_SIZE * 2.5,
	}
}
