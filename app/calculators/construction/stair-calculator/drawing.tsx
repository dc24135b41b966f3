import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import type { StairResult } from './compute.ts'
import { drawnFlightOf, stairDrawingLayout } from './drawing-layout.ts'
import { STAIR_UNIT, type StairInput } from './schema.ts'

type Point = readonly [number, number]

/** A plain line from `from` to `to`, in drawing units. */
function Segment({ from, to, className }: { from: Point; to: Point; className: string | undefined }) {
	return <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} className={className} />
}

type StairDrawingProps = Pick<ResultsProps<StairInput, StairResult>, 'input' | 'result'>

/**
 * The flight shown in the results, from the side and to scale (issue #29): its steps, the upper floor with the
 * opening needed for the headroom, and the pitch line through the nosings. Every length drawn is the result's.
 */
export function StairDrawing({ input, result }: StairDrawingProps) {
	const unit = STAIR_UNIT[input.unit]
	const size = (value: number) => drawingLength(value, unit, 1)
	const { layout } = result
	const rise = size(input.totalRise)
	const drawing = stairDrawingLayout(drawnFlightOf(input, result), rise)
	const opening =
		layout.openingNeeded === null
			? 'The upper floor is lower than the headroom over the whole flight: only the floor at the top is drawn.'
			: `The upper floor, ${size(input.floorDepth)} deep, stops ${size(layout.openingNeeded)} back from the top riser, the opening needed for ${size(result.headroom)} of headroom above the pitch line.`
	const description = [
		`The flight from the side, to one scale: ${layout.risers} risers of ${size(layout.riser)}`,
		` and ${layout.treads} goings of ${size(layout.going)}, rising ${rise} over a run of ${size(layout.totalRun)};`,
		` the dashed line joins the nosings. ${opening}`,
	].join('')
	return (
		<Drawings>
			<DrawingFigure name="Side view of the flight" description={description} height={drawing.height}>
				{drawing.floorOverFlight ? <rect {...drawing.floorOverFlight} className={drawingStyles.accent} /> : null}
				<rect {...drawing.landing} className={drawingStyles.accent} />
				<Segment {...drawing.ground} className={drawingStyles.outline} />
				<polygon points={drawing.stair} className={drawingStyles.whole} />
				<Segment {...drawing.pitchLine} className={drawingStyles.cutout} />
				<DimensionLine {...drawing.riseLine} label={rise} side={1} />
				<DimensionLine {...drawing.runLine} label={size(layout.totalRun)} side={1} />
				{drawing.openingLine && layout.openingNeeded !== null ? (
					<DimensionLine {...drawing.openingLine} label={size(layout.openingNeeded)} side={-1} />
				) : null}
				{drawing.headroomLine ? (
					<DimensionLine {...drawing.headroomLine} label={size(result.headroom)} side={1} />
				) : null}
			</DrawingFigure>
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Stringer and steps' },
					{ swatch: 'accent', label: 'Upper floor' },
					{ swatch: 'cutout', label: 'Pitch line through the nosings' },
				]}
			/>
		</Drawings>
	)
}
