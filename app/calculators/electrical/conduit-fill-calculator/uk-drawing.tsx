import { DrawingFigure, DrawingKey, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { formatCount } from '#app/lib/format.ts'
import type { UkConduitFillResult } from './compute.ts'
import { ukCapacityLayout } from './uk-drawing-layout.ts'

/** A segment this wide or more has its row's number written in it. */
const NUMBERED_FROM_WIDTH = LABEL_SIZE

/**
 * UK: the cable-factor method gives no areas to draw a cross-section from, so its figures are drawn as lengths to one
 * scale: the conduit factor as a bar and each row's cable factors end to end in it (issue #29).
 */
export function UkCapacityDrawing({ result }: { result: UkConduitFillResult }) {
	const { conduit, segments, labelY, height } = ukCapacityLayout(result)
	const rows = `${formatCount(result.rows.length)} row${result.rows.length === 1 ? '' : 's'}`
	const fits = result.isPass ? 'end within it' : 'run past its end: they do not fit'
	const description =
		conduit === null
			? `The cables’ factors end to end (${rows}). The table gives no conduit factor for this run, so there is nothing to measure them against.`
			: `The ${result.diameterMm} mm conduit’s factor drawn as a bar, and the cables’ factors end to end inside it (${rows}, numbered as in the tables), to one scale: they ${fits}. Cable factors are not areas, so this is not a cross-section.`
	return (
		<>
			<DrawingFigure name="Cable factors against the conduit factor" description={description} height={height}>
				{conduit ? (
					<>
						<text x={conduit.x} y={conduit.y - LABEL_SIZE / 2} fontSize={LABEL_SIZE} className={drawingStyles.label}>
							{`${result.diameterMm} mm conduit: ${formatCount(result.conduitFactor ?? 0)}`}
						</text>
						<rect {...conduit} className={drawingStyles.whole} />
						<rect {...conduit} className={drawingStyles.outline} />
					</>
				) : null}
				{segments.map((segment) => (
					<g key={segment.row}>
						<rect
							x={segment.x}
							y={segment.y}
							width={segment.width}
							height={segment.height}
							className={drawingStyles.accent}
						/>
						{segment.width >= NUMBERED_FROM_WIDTH ? (
							<text
								x={segment.x + segment.width / 2}
								y={segment.y + segment.height / 2}
								fontSize={LABEL_SIZE}
								textAnchor="middle"
								dominantBaseline="central"
								className={drawingStyles.label}
							>
								{segment.row + 1}
							</text>
						) : null}
					</g>
				))}
				<text x={16} y={labelY} fontSize={LABEL_SIZE} className={drawingStyles.label}>
					{`Cables: ${formatCount(result.cableFactorSum)}`}
				</text>
			</DrawingFigure>
			<DrawingKey
				items={[
					...(conduit ? [{ swatch: 'whole' as const, label: 'Conduit factor' }] : []),
					{ swatch: 'accent', label: 'Cable factors (count × factor per row)' },
				]}
			/>
		</>
	)
}
