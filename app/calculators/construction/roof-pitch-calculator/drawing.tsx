import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import { formatNumber } from '#app/lib/format.ts'
import type { RoofPitchResult } from './compute.ts'
import { birdsmouthLayout, type Point, roofSectionLayout } from './drawing-layout.ts'
import { ROOF_PITCH_SYSTEMS } from './options.ts'
import type { RoofPitchInput } from './schema.ts'

type RafterDrawingProps = Pick<ResultsProps<RoofPitchInput, RoofPitchResult>, 'input' | 'result'>

function pointsOf(outline: ReadonlyArray<Point>) {
	return outline.map(([x, y]) => `${x},${y}`).join(' ')
}

function Notes({ lines, at }: { lines: ReadonlyArray<string>; at: (line: number) => Point }) {
	return lines.map((line, index) => (
		<text key={line} x={at(index)[0]} y={at(index)[1]} fontSize={LABEL_SIZE} className={drawingStyles.label}>
			{line}
		</text>
	))
}

/** The roof in section: the rafters, ridge board and walls to scale, the span and rise dimensioned. */
function SectionFigure({ input, result }: RafterDrawingProps) {
	const system = ROOF_PITCH_SYSTEMS[input.unit]
	const length = (value: number) => drawingLength(value, system.lengthUnit, 2)
	const isGable = input.roofType === 'gable'
	const layout = roofSectionLayout(result.section, isGable)
	const pitch = `${formatNumber(result.degrees, 1)}° (${formatNumber(result.slope * 12)} in 12)`
	const notes = [`Pitch ${pitch}`, `Rafter ${length(result.rafterLength)}, tail to ${isGable ? 'ridge' : 'high end'}`]
	const description = [
		`Section of a ${isGable ? 'gable' : 'lean-to'} roof pitched ${pitch}, to scale: the span of ${length(input.span)}`,
		` is measured from the outside of one wall plate to the outside of the ${isGable ? 'other' : 'high wall'}, and the`,
		` roof rises ${length(result.roofRise)} from the plate to the ${isGable ? 'ridge centreline' : 'high end'}.`,
		` Each rafter is ${length(result.rafterLength)} from its tail to its ${isGable ? 'ridge' : 'high'} end, cut plumb`,
		input.seat > 0
			? ` at both, and notched over a wall plate ${drawingLength(input.seat, system.fineUnit)} wide.`
			: ' at both, and sits on the outside corner of the wall plate with no birdsmouth.',
	].join('')
	const [ridgeFrom, ridgeTo] = layout.highWall ?? []
	return (
		<DrawingFigure
			name={`Roof section, ${isGable ? 'gable' : 'lean-to'}`}
			description={description}
			height={layout.height(notes.length)}
		>
			{layout.walls.map((wall) => (
				<rect key={wall.x} {...wall} className={drawingStyles.cutout} />
			))}
			{layout.rafters.map((outline, index) => (
				<polygon key={index} points={pointsOf(outline)} className={drawingStyles.accent} />
			))}
			{layout.ridge ? <rect {...layout.ridge} className={drawingStyles.outline} /> : null}
			{ridgeFrom && ridgeTo ? (
				<line x1={ridgeFrom[0]} y1={ridgeFrom[1]} x2={ridgeTo[0]} y2={ridgeTo[1]} className={drawingStyles.cutout} />
			) : null}
			<DimensionLine from={layout.span[0]} to={layout.span[1]} label={length(input.span)} side={1} />
			<DimensionLine from={layout.rise[0]} to={layout.rise[1]} label={length(result.roofRise)} side={1} />
			<Notes lines={notes} at={layout.notesAt} />
		</DrawingFigure>
	)
}

/** The birdsmouth at the wall plate, close up: heel, seat and height above the plate. */
function BirdsmouthFigure({ input, result }: RafterDrawingProps) {
	const { fineUnit } = ROOF_PITCH_SYSTEMS[input.unit]
	const fine = (value: number) => drawingLength(value, fineUnit, 1)
	const layout = birdsmouthLayout(result.section)
	const standing = `${fine(result.heightAbovePlate)} of rafter (HAP) stands above the plate there, of a rafter ${fine(input.rafterDepth)} deep.`
	const description =
		input.seat > 0
			? `The birdsmouth close up, to scale, the rafter drawn cut short: a seat ${fine(input.seat)} long sits level on the wall plate, the heel is cut ${fine(result.heel)} high at the outside of the plate, and ${standing}`
			: `The rafter at the wall plate, to scale, drawn cut short: with no seat there is no birdsmouth; the rafter bears on the outside corner of the plate, and ${standing}`
	const ends = [layout.heel[0], layout.heel[1], layout.abovePlate[1]]
	return (
		<DrawingFigure name="Birdsmouth at the wall plate" description={description} height={layout.height}>
			<rect {...layout.plate} className={drawingStyles.cutout} />
			<polygon points={pointsOf(layout.rafter)} className={drawingStyles.accent} />
			{ends.map(([x, y], index) => (
				<line key={index} x1={x} y1={y} x2={layout.plate.x} y2={y} className={drawingStyles.cutout} strokeWidth={0.5} />
			))}
			{result.heel > 0 ? (
				<DimensionLine from={layout.heel[0]} to={layout.heel[1]} label={`Heel ${fine(result.heel)}`} />
			) : null}
			<DimensionLine
				from={layout.abovePlate[0]}
				to={layout.abovePlate[1]}
				label={`HAP ${fine(result.heightAbovePlate)}`}
			/>
			{input.seat > 0 ? (
				<DimensionLine from={layout.seat[0]} to={layout.seat[1]} label={`Seat ${fine(input.seat)}`} side={1} />
			) : null}
		</DrawingFigure>
	)
}

/** The roof in section and the birdsmouth close up (issue #29), from the compute result's section. */
export function RafterDrawing(props: RafterDrawingProps) {
	return (
		<Drawings>
			<SectionFigure {...props} />
			<BirdsmouthFigure {...props} />
			<DrawingKey
				items={[
					{ swatch: 'accent', label: 'Rafters, cut plumb at each end and notched over the plate' },
					{ swatch: 'cutout', label: 'Walls and wall plates' },
				]}
			/>
		</Drawings>
	)
}
