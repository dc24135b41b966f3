import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { OpeningFrame, WallFrame } from './compute.ts'

/** Room right of the wall for its height's label, fractions and all (`15' 11 15/16"`). */
const RIGHT_LABEL = 92
/** Room above the wall for the spacing's dimension. */
const TOP = DRAWING_MARGIN

export type Piece = { x: number; y: number; width: number; height: number }

/**
 * A stud wall's elevation in drawing units, from the wall's frame in the compute result alone
 * (docs/calculators/lumber-calculator.md §3): the bottom plate and the top plates along the whole length, the layout
 * studs between them (the first and last flush with the wall's ends, the rest centred on each spacing) and each noggin
 * (blocking) row as one piece per bay, the rows evenly up the studs.
 */
export function wallFrameLayout(frame: WallFrame) {
	const { scale } = fitDrawing(frame.length, frame.height, {
		maxWidth: DRAWING_WIDTH - DRAWING_MARGIN - RIGHT_LABEL,
		maxHeight: 160,
	})
	const left = DRAWING_MARGIN
	const top = TOP
	const width = frame.length * scale
	const height = frame.height * scale
	const t = Math.min(frame.thickness * scale, height / (2 + frame.topPlates))
	const studWidth = Math.min(frame.thickness * scale, width)
	const bottom = top + height
	const studTop = top + frame.topPlates * t
	const studHeight = Math.max(0, frame.studCut * scale)
	const plate = (y: number): Piece => ({ x: left, y, width, height: t })
	const plates = [plate(bottom - t), ...Array.from({ length: frame.topPlates }, (_, index) => plate(top + index * t))]
	const last = frame.layoutStuds - 1
	const studX = (index: number) =>
		index === 0
			? left
			: index === last
				? left + width - studWidth
				: Math.min(left + index * frame.spacing * scale - studWidth / 2, left + width - studWidth)
	const studs = Array.from({ length: frame.layoutStuds }, (_, index): Piece => ({
		x: studX(index),
		y: studTop,
		width: studWidth,
		height: studHeight,
	}))
	const nogginRows = Array.from({ length: frame.rows }, (_, row) => {
		const y = studTop + (studHeight * (row + 1)) / (frame.rows + 1) - t / 2
		return studs.slice(1).map((stud, bay): Piece => {
			const from = (studs[bay]?.x ?? left) + studWidth
			return { x: from, y, width: Math.max(0, stud.x - from), height: t }
		})
	})
	return {
		scale,
		wall: { x: left, y: top, width, height },
		plates,
		studs,
		/** Per row, one piece per bay between neighbouring studs. */
		nogginRows,
		/** The first spacing, from the wall's end to the second stud's centre, dimensioned above the wall. */
		spacingLine: [
			[left, top - LABEL_SIZE / 2],
			[left + Math.min(frame.spacing * scale, width), top - LABEL_SIZE / 2],
		] as const,
		height: bottom + DRAWING_MARGIN,
	}
}

/** How far the studs under a header are drawn: the opening's height is not asked, so they stop short. */
const STUD_STUB = 56

/**
 * An opening's framing in drawing units, from its frame in the compute result (docs/calculators/lumber-calculator.md
 * §3.3, §3.7): the header h = width + 2t across the opening and the jack studs it rests on, a king stud beside each
 * jack running up past the header, the opening dashed between the jacks. Across, all to one scale; the studs are cut
 * short below the header.
 */
export function openingFrameLayout(frame: OpeningFrame) {
	const across = frame.headerLength + 2 * frame.thickness
	const { scale } = fitDrawing(across, frame.headerDepth, {
		maxWidth: DRAWING_WIDTH - 2 * DRAWING_MARGIN,
		maxHeight: 60,
	})
	const left = DRAWING_MARGIN
	const top = DRAWING_MARGIN
	const t = frame.thickness * scale
	const header: Piece = { x: left + t, y: top, width: frame.headerLength * scale, height: frame.headerDepth * scale }
	const underHeader = header.y + header.height
	const bottom = underHeader + STUD_STUB
	const stud = (x: number, y: number): Piece => ({ x, y, width: t, height: bottom - y })
	const kingStuds = [stud(left, top), stud(header.x + header.width, top)]
	const jackStuds = [stud(header.x, underHeader), stud(header.x + header.width - t, underHeader)]
	return {
		scale,
		header,
		kingStuds,
		jackStuds,
		opening: { x: header.x + t, y: underHeader, width: frame.width * scale, height: STUD_STUB },
		height: bottom + DRAWING_MARGIN,
	}
}
