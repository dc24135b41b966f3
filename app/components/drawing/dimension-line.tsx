import { DRAWING_WIDTH, LABEL_SIZE, labelWidth } from './fit-drawing.ts'
import styles from './drawing.module.css'

const TICK = 4

/**
 * A dimension as on a builder's drawing: a thin line from `from` to `to` (drawing units), short ticks at both ends,
 * and its label at the middle, beside the line (`side` -1 or 1: above or below it, left or right of an upright one).
 * A level label near an edge of the drawing moves in from it rather than run off it (a 100 mm deck's '100 mm').
 */
export function DimensionLine({
	from,
	to,
	label,
	side = -1,
}: {
	from: readonly [number, number]
	to: readonly [number, number]
	label: string
	side?: -1 | 1
}) {
	const [x1, y1] = from
	const [x2, y2] = to
	const isUpright = Math.abs(x2 - x1) < Math.abs(y2 - y1)
	const middle = [(x1 + x2) / 2, (y1 + y2) / 2] as const
	const gap = LABEL_SIZE * 0.5
	const tick = isUpright ? ([TICK, 0] as const) : ([0, TICK] as const)
	const halfLabel = labelWidth(label) / 2
	const levelX = Math.min(Math.max(middle[0], halfLabel), DRAWING_WIDTH - halfLabel)
	const labelAt = isUpright
		? ([middle[0] + side * gap, middle[1]] as const)
		: ([levelX, middle[1] + side * gap + (side > 0 ? LABEL_SIZE * 0.7 : 0)] as const)
	return (
		<g className={styles.dimension}>
			<line x1={x1} y1={y1} x2={x2} y2={y2} />
			<line x1={x1 - tick[0]} y1={y1 - tick[1]} x2={x1 + tick[0]} y2={y1 + tick[1]} />
			<line x1={x2 - tick[0]} y1={y2 - tick[1]} x2={x2 + tick[0]} y2={y2 + tick[1]} />
			<text
				x={labelAt[0]}
				y={labelAt[1]}
				fontSize={LABEL_SIZE}
				textAnchor={isUpright ? (side < 0 ? 'end' : 'start') : 'middle'}
				dominantBaseline={isUpright ? 'middle' : 'auto'}
			>
				{label}
			</text>
		</g>
	)
}

/** A box's width dimensioned below it (`below` units down) and its height to its right, as plans and elevations are. */
export function BoxDimensions({
	box,
	width,
	height,
	below = LABEL_SIZE,
}: {
	box: { x: number; y: number; width: number; height: number }
	width: string
	height: string
	below?: number
}) {
	const bottom = box.y + box.height + below
	const right = box.x + box.width + LABEL_SIZE / 2
	return (
		<>
			<DimensionLine from={[box.x, bottom]} to={[box.x + box.width, bottom]} label={width} side={1} />
			<DimensionLine from={[right, box.y]} to={[right, box.y + box.height]} label={height} side={1} />
		</>
	)
}
