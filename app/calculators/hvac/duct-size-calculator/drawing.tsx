import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { BoxDimensions, DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import type { DuctResult } from './compute.ts'
import { ductDrawingLayout } from './drawing-layout.ts'
import { SIZE_UNITS } from './options.ts'
import type { DuctInput } from './schema.ts'

/** The round duct and its rectangular equivalent side by side, to one scale (issue #29). */
export function DuctDrawing({ input, result }: Pick<ResultsProps<DuctInput, DuctResult>, 'input' | 'result'>) {
	const unit = SIZE_UNITS[input.unit]
	const size = (value: number) => drawingLength(value, unit)
	const { round, required, rectangle, height } = ductDrawingLayout(result)
	const roundName = result.standardSize === null ? 'required' : 'standard'
	const description = [
		`A ${size(round.diameter)} ${roundName} round duct`,
		result.standardSize !== null && result.requiredDiameter < round.diameter
			? `, with the ${size(required.diameter)} the air needs dashed inside it`
			: '',
		rectangle
			? `, beside the ${size(rectangle.sizes.height)} × ${size(rectangle.sizes.width)} rectangular duct that matches it`
			: '',
		', drawn to one scale.',
	].join('')
	return (
		<Drawings>
			<DrawingFigure name="Duct cross-sections to scale" description={description} height={height}>
				<circle cx={round.cx} cy={round.cy} r={round.r} className={drawingStyles.accent} />
				{required.r < round.r ? (
					<circle cx={round.cx} cy={round.cy} r={required.r} className={drawingStyles.cutout} fill="none" />
				) : null}
				<DimensionLine
					from={[round.cx - round.r, round.cy + round.r + LABEL_SIZE]}
					to={[round.cx + round.r, round.cy + round.r + LABEL_SIZE]}
					label={`Ø ${size(round.diameter)}`}
					side={1}
				/>
				{rectangle ? (
					<>
						<rect
							x={rectangle.x}
							y={rectangle.y}
							width={rectangle.width}
							height={rectangle.height}
							className={drawingStyles.accent}
						/>
						<BoxDimensions box={rectangle} width={size(rectangle.sizes.width)} height={size(rectangle.sizes.height)} />
					</>
				) : null}
			</DrawingFigure>
			<DrawingKey
				items={[
					{ swatch: 'accent', label: 'Duct to fit' },
					...(required.r < round.r ? [{ swatch: 'cutout' as const, label: 'Diameter the air needs' }] : []),
				]}
			/>
		</Drawings>
	)
}
