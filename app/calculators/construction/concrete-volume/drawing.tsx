import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import { typedLengthUnit } from '#app/lib/units.ts'
import type { ConcreteResult } from './compute.ts'
import { boxDrawingLayout, columnDrawingLayout } from './drawing-layout.ts'
import { findConcreteShape } from './options.ts'
import type { ConcreteInput } from './schema.ts'

type ConcreteDrawingProps = Pick<ResultsProps<ConcreteInput, ConcreteResult>, 'input' | 'result'>

const THICKENED = ' A side too thin to show at this scale is drawn a little thicker.'

/** The view's name above it, at its top left. */
function ViewTitle({ x, y, children }: { x: number; y: number; children: string }) {
	return (
		<text x={x} y={y - LABEL_SIZE / 2} fontSize={LABEL_SIZE} className={drawingStyles.label}>
			{children}
		</text>
	)
}

/** A slab, footing or wall: its side view (section, or a wall's face) above its plan, at one scale. */
function BoxDrawing({ input }: { input: ConcreteInput }) {
	const size = (value: number) => drawingLength(value, typedLengthUnit(input))
	const shape = (findConcreteShape(input.shape)?.name ?? 'Slab').toLowerCase()
	const isWall = input.shape === 'wall'
	const sideName = isWall ? 'Elevation' : 'Section'
	const { side, plan, isThickened, height } = boxDrawingLayout(input, {
		right: [size(input.height), size(input.width)],
		bottom: size(input.length),
	})
	const thickness = isWall ? 'thick' : 'wide'
	const deep = input.shape === 'slab' ? 'thick' : isWall ? 'high' : 'deep'
	const description = [
		`The ${shape} to one scale: its ${sideName.toLowerCase()}, ${size(input.length)} long and ${size(input.height)} ${deep},`,
		` above its plan, ${size(input.length)} by ${size(input.width)} ${thickness}.`,
		isThickened ? THICKENED : '',
	].join('')
	const right = side.x + side.width + LABEL_SIZE / 2
	return (
		<DrawingFigure name={`${sideName} and plan of the ${shape}`} description={description} height={height}>
			<ViewTitle x={side.x} y={side.y}>
				{sideName}
			</ViewTitle>
			<rect {...side} className={drawingStyles.accent} />
			<DimensionLine from={[right, side.y]} to={[right, side.y + side.height]} label={size(input.height)} side={1} />
			<ViewTitle x={plan.x} y={plan.y}>
				Plan
			</ViewTitle>
			<rect {...plan} className={drawingStyles.accent} />
			<DimensionLine from={[right, plan.y]} to={[right, plan.y + plan.height]} label={size(input.width)} side={1} />
			<DimensionLine
				from={[plan.x, plan.y + plan.height + LABEL_SIZE]}
				to={[plan.x + plan.width, plan.y + plan.height + LABEL_SIZE]}
				label={size(input.length)}
				side={1}
			/>
		</DrawingFigure>
	)
}

/** A round column: an upright cylinder, its diameter under it and its height beside it. */
function ColumnDrawing({ input }: { input: ConcreteInput }) {
	const size = (value: number) => drawingLength(value, typedLengthUnit(input))
	const diameter = `Ø ${size(input.diameter)}`
	const { body, ellipse, isThickened, height } = columnDrawingLayout(input, {
		right: size(input.height),
		bottom: diameter,
	})
	const middle = body.x + ellipse.rx
	const bottom = body.y + body.height
	const right = body.x + body.width
	const outline = [
		`M ${body.x} ${body.y}`,
		`L ${body.x} ${bottom}`,
		`A ${ellipse.rx} ${ellipse.ry} 0 0 0 ${right} ${bottom}`,
		`L ${right} ${body.y}`,
		'Z',
	].join(' ')
	const description = [
		`The round column to one scale: ${size(input.diameter)} across and ${size(input.height)} high, drawn as a cylinder.`,
		isThickened ? THICKENED : '',
	].join('')
	return (
		<DrawingFigure name="Round column" description={description} height={height}>
			<path d={outline} className={drawingStyles.accent} />
			<ellipse cx={middle} cy={body.y} rx={ellipse.rx} ry={ellipse.ry} className={drawingStyles.accent} />
			<DimensionLine
				from={[right + LABEL_SIZE / 2, body.y]}
				to={[right + LABEL_SIZE / 2, bottom]}
				label={size(input.height)}
				side={1}
			/>
			<DimensionLine
				from={[body.x, bottom + ellipse.ry + LABEL_SIZE]}
				to={[right, bottom + ellipse.ry + LABEL_SIZE]}
				label={diameter}
				side={1}
			/>
		</DrawingFigure>
	)
}

/**
 * The concrete to pour, to scale (issue #29), from the sizes typed: the volume, weight and mix are the result's and
 * stay in its tables. A column is round (docs/calculators/concrete-volume.md §3); every other shape a box.
 */
export function ConcreteDrawing({ input }: ConcreteDrawingProps) {
	return (
		<Drawings>
			{input.shape === 'column' ? <ColumnDrawing input={input} /> : <BoxDrawing input={input} />}
			<DrawingKey items={[{ swatch: 'accent', label: 'Concrete' }]} />
		</Drawings>
	)
}
