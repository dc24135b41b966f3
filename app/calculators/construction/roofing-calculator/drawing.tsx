import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { BoxDimensions, DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import { formatNumber } from '#app/lib/format.ts'
import type { RoofingResult } from './compute.ts'
import { roofPlanLayout } from './drawing-layout.ts'
import { ROOFING_SYSTEMS } from './options.ts'
import type { RoofingInput } from './schema.ts'

/** Lengths worked out (not typed): to the cm in metric; imperial ones go to the 1/16" anyway. */
function planLength(value: number, unit: 'm' | 'ft') {
	return drawingLength(value, unit, 2)
}

/** The roof seen from above, eaves to ridge, to scale (issue #29), from the compute result's plan. */
export function RoofDrawing({ input, result }: Pick<ResultsProps<RoofingInput, RoofingResult>, 'input' | 'result'>) {
	const system = ROOFING_SYSTEMS[input.unit]
	const length = (value: number) => planLength(value, system.lengthUnit)
	const isHip = input.shape === 'hip'
	const plan = result.roofPlan
	const layout = roofPlanLayout(plan, isHip)
	const { eaves, building, ridge, hips } = layout
	const ridgeLength = result.ridge[input.unit]
	const hasOverhang = plan.overhang > 0
	const overhang = drawingLength(input.overhang, system.overhangUnit)
	const pitch = `${formatNumber(result.rise)}/12, ${formatNumber(result.degrees, 1)}°`
	const notes = [
		`Pitch ${pitch}`,
		`Slope ${length(plan.slopeLength)}, eaves to ridge`,
		...(isHip ? [`Hips ${length(plan.hipLength)} each`] : []),
	]
	const description = [
		`Plan of a ${isHip ? 'hip' : 'gable'} roof, ${length(plan.long)} by ${length(plan.short)} at the eaves, pitched ${pitch}`,
		isHip
			? ridgeLength > 0
				? `: four slopes meet a ridge of ${length(ridgeLength)} and four hips of ${length(plan.hipLength)} each run to the corners`
				: `: four slopes meet at a point, with four hips of ${length(plan.hipLength)} each`
			: `: two slopes meet at a ridge of ${length(ridgeLength)}`,
		`. Each slope is ${length(plan.slopeLength)} from eaves to ridge.`,
		hasOverhang ? ` The building's walls are dashed ${overhang} inside the eaves.` : '',
	].join('')
	return (
		<Drawings>
			<DrawingFigure name={`Roof plan, ${isHip ? 'hip' : 'gable'}`} description={description} height={layout.height}>
				<rect {...eaves} className={drawingStyles.accent} />
				{hasOverhang ? <rect {...building} className={drawingStyles.cutout} fill="none" /> : null}
				<line
					x1={ridge[0][0]}
					y1={ridge[0][1]}
					x2={ridge[1][0]}
					y2={ridge[1][1]}
					className={drawingStyles.outline}
					strokeWidth={3}
				/>
				{hips.map(([from, to]) => (
					<line
						key={`${from[0]},${from[1]}`}
						x1={from[0]}
						y1={from[1]}
						x2={to[0]}
						y2={to[1]}
						className={drawingStyles.outline}
					/>
				))}
				{ridgeLength > 0 ? (
					<DimensionLine from={layout.ridgeLine[0]} to={layout.ridgeLine[1]} label={`Ridge ${length(ridgeLength)}`} />
				) : null}
				<BoxDimensions box={eaves} width={length(plan.long)} height={length(plan.short)} />
				{notes.map((note, line) => (
					<text
						key={note}
						x={layout.notesAt(line)[0]}
						y={layout.notesAt(line)[1]}
						fontSize={LABEL_SIZE}
						className={drawingStyles.label}
					>
						{note}
					</text>
				))}
			</DrawingFigure>
			<DrawingKey
				items={[
					{ swatch: 'accent', label: 'Roof to the eaves; the thick line is the ridge' },
					...(hasOverhang ? [{ swatch: 'cutout' as const, label: `Walls, ${overhang} in from the eaves` }] : []),
				]}
			/>
		</Drawings>
	)
}
