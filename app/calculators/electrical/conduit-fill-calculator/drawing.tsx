import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import { formatCount } from '#app/lib/format.ts'
import type { ConduitFillResult, UsConduitFillResult } from './compute.ts'
import { conduitDrawingLayout, type DrawnConductor } from './drawing-layout.ts'
import type { ConduitFillInput } from './schema.ts'
import { conduitTypeName, percentText } from './shown.ts'
import { UkCapacityDrawing } from './uk-drawing.tsx'

const isAre = (count: number) => (count === 1 ? 'is' : 'are')

/** A conductor this wide or more has its row's number written in it. */
const NUMBERED_FROM_RADIUS = LABEL_SIZE * 0.6

const conductors = (count: number) => `${formatCount(count)} conductor${count === 1 ? '' : 's'}`

function Conductor({ conductor, className }: { conductor: DrawnConductor; className: string | undefined }) {
	return (
		<>
			<circle cx={conductor.x} cy={conductor.y} r={conductor.r} className={className} />
			{conductor.r >= NUMBERED_FROM_RADIUS ? (
				<text
					x={conductor.x}
					y={conductor.y}
					fontSize={LABEL_SIZE}
					textAnchor="middle"
					dominantBaseline="central"
					className={drawingStyles.label}
				>
					{conductor.row + 1}
				</text>
			) : null}
		</>
	)
}

/** The words under the drawing: what is drawn, and honestly what could not be. */
function describe(result: UsConduitFillResult, layout: ReturnType<typeof conduitDrawingLayout>, isNumbered: boolean) {
	const conduit = `${result.tradeSize} in ${conduitTypeName(result)}`
	const outside = layout.outside.length
	const drawn = result.conductorCount - layout.notDrawn
	return [
		`The ${conduit} cut across, ${drawingLength(layout.conduitDiameterIn, 'in')} inside, with its`,
		` ${conductors(result.conductorCount)} drawn to the same scale${outside === result.conductorCount ? '' : ' and packed inside it'}.`,
		isNumbered ? ' The numbers are the conductor rows in the tables.' : '',
		outside > 0
			? ` This drawing’s simple packing could not lay ${conductors(outside)} inside without overlapping; ${outside === 1 ? 'it is' : 'they are'} drawn below it, to the same scale.`
			: '',
		layout.notDrawn > 0
			? ` ${conductors(drawn)} ${isAre(drawn)} drawn; ${formatCount(layout.notDrawn)} more ${isAre(layout.notDrawn)} not.`
			: '',
	].join('')
}

/** US: the conduit's inside and every conductor in it to one scale (issue #29), with the fill. */
function ConduitCrossSection({ result }: { result: UsConduitFillResult }) {
	const layout = conduitDrawingLayout(result)
	const { conduit, inside, outside, below } = layout
	const isNumbered = [...inside, ...outside].some((conductor) => conductor.r >= NUMBERED_FROM_RADIUS)
	const dimensionY = conduit.cy + conduit.r + LABEL_SIZE
	return (
		<>
			<DrawingFigure
				name={`Cross-section of the ${result.tradeSize} in ${conduitTypeName(result)}`}
				description={describe(result, layout, isNumbered)}
				height={layout.height}
			>
				<circle cx={conduit.cx} cy={conduit.cy} r={conduit.r} className={drawingStyles.whole} />
				<circle cx={conduit.cx} cy={conduit.cy} r={conduit.r} className={drawingStyles.outline} />
				{inside.map((conductor, index) => (
					<Conductor key={index} conductor={conductor} className={drawingStyles.accent} />
				))}
				<DimensionLine
					from={[conduit.cx - conduit.r, dimensionY]}
					to={[conduit.cx + conduit.r, dimensionY]}
					label={`Ø ${drawingLength(layout.conduitDiameterIn, 'in')} inside`}
					side={1}
				/>
				<text
					x={conduit.cx}
					y={below - LABEL_SIZE / 2}
					fontSize={LABEL_SIZE}
					textAnchor="middle"
					className={drawingStyles.label}
				>
					{`Fill ${percentText(result.fillPercent)} (limit ${result.limitPercent} %)`}
				</text>
				{outside.length > 0 ? (
					<text x={16} y={below + LABEL_SIZE} fontSize={LABEL_SIZE} className={drawingStyles.label}>
						Not laid inside:
					</text>
				) : null}
				{outside.map((conductor, index) => (
					<Conductor key={index} conductor={conductor} className={drawingStyles.cutout} />
				))}
			</DrawingFigure>
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Inside of the conduit' },
					{ swatch: 'accent', label: 'Conductor' },
					...(outside.length > 0 ? [{ swatch: 'cutout' as const, label: 'Conductor not laid inside' }] : []),
				]}
			/>
		</>
	)
}

/**
 * The conduit fill drawn from the result (docs/calculators/conduit-fill-calculator.md §3): in the US its cross-section
 * with the conductors to scale; in the UK, whose cable-factor method gives no areas, the factors against the conduit's.
 */
export function ConduitFillDrawing({
	result,
}: Pick<ResultsProps<ConduitFillInput, ConduitFillResult>, 'input' | 'result'>) {
	return (
		<Drawings>
			{result.standard === 'imperial' ? <ConduitCrossSection result={result} /> : <UkCapacityDrawing result={result} />}
		</Drawings>
	)
}
