import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { BoxDimensions, DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import {
	DrawingFigure,
	DrawingKey,
	Drawings,
	drawingStyles,
	MOST_ENTRIES_DRAWN,
} from '#app/components/drawing/job-drawing.tsx'
import { formatCount } from '#app/lib/format.ts'
import type { LumberResult, OpeningFrame, WallFrame } from './compute.ts'
import { openingFrameLayout, type Piece, wallFrameLayout } from './drawing-layout.ts'
import { LUMBER_SYSTEMS } from './options.ts'
import type { LumberInput } from './schema.ts'

type DrawingProps = Pick<ResultsProps<LumberInput, LumberResult>, 'input' | 'result'>

const countOf = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`

function Pieces({ pieces, className }: { pieces: ReadonlyArray<Piece>; className: string | undefined }) {
	return pieces.map((piece, index) => (
		<rect key={index} x={piece.x} y={piece.y} width={piece.width} height={piece.height} className={className} />
	))
}

/** Many small pieces (a row of noggins) as one path of closed rectangles: one element, however many bays. */
function PiecesPath({ pieces, className }: { pieces: ReadonlyArray<Piece>; className: string | undefined }) {
	if (pieces.length === 0) return null
	const d = pieces.map((piece) => `M${piece.x} ${piece.y}h${piece.width}v${piece.height}h${-piece.width}z`).join('')
	return <path d={d} className={className} />
}

function WallElevation({ frame, name, input }: { frame: WallFrame; name: string; input: LumberInput }) {
	const system = LUMBER_SYSTEMS[input.unit]
	const length = (value: number) => drawingLength(value, system.lengthUnit)
	const spacing = drawingLength(Number(input.spacing), system.spacingUnit)
	const rowsItem = system.rowsItem.toLowerCase()
	const layout = wallFrameLayout(frame)
	const { wall } = layout
	const description = [
		`${name}, ${length(frame.length)} long and ${length(frame.height)} high: a bottom plate and `,
		countOf(frame.topPlates, 'top plate', 'top plates'),
		` the whole length, ${countOf(frame.layoutStuds, 'stud', 'studs')} at ${spacing} centres`,
		frame.rows > 0
			? ` and ${countOf(frame.rows, 'row', 'rows')} of ${rowsItem}, ${countOf(frame.rowPieces, 'piece', 'pieces')} between the studs.`
			: '.',
	].join('')
	return (
		<DrawingFigure name={`Stud wall elevation of ${name}`} description={description} height={layout.height}>
			<Pieces pieces={layout.plates} className={drawingStyles.whole} />
			<Pieces pieces={layout.studs} className={drawingStyles.whole} />
			{layout.nogginRows.map((row, index) => (
				<PiecesPath key={index} pieces={row} className={drawingStyles.accent} />
			))}
			<rect {...wall} className={drawingStyles.outline} />
			<DimensionLine from={layout.spacingLine[0]} to={layout.spacingLine[1]} label={spacing} side={-1} />
			<BoxDimensions box={wall} width={length(frame.length)} height={length(frame.height)} />
		</DrawingFigure>
	)
}

function OpeningFraming({ frame, name, input }: { frame: OpeningFrame; name: string; input: LumberInput }) {
	const system = LUMBER_SYSTEMS[input.unit]
	const length = (value: number) => drawingLength(value, system.lengthUnit)
	const layout = openingFrameLayout(frame)
	const { header, opening } = layout
	const description = [
		`${name}${frame.quantity > 1 ? `, one of ${formatCount(frame.quantity)} alike` : ''}: `,
		`a header of ${countOf(frame.plies, 'ply', 'plies')}, each ${length(frame.headerLength)} long, rests on a jack stud each side `,
		`over an opening ${length(frame.width)} wide, with a king stud beside each jack. `,
		'The opening’s height is not asked, so the studs are drawn cut short.',
	].join('')
	return (
		<DrawingFigure name={`Header framing of ${name}`} description={description} height={layout.height}>
			<rect {...opening} className={drawingStyles.cutout} />
			<Pieces pieces={layout.kingStuds} className={drawingStyles.whole} />
			<Pieces pieces={layout.jackStuds} className={drawingStyles.whole} />
			<rect {...header} className={drawingStyles.accent} />
			<DimensionLine
				from={[header.x, header.y - LABEL_SIZE / 2]}
				to={[header.x + header.width, header.y - LABEL_SIZE / 2]}
				label={`Header ${length(frame.headerLength)}`}
			/>
			<DimensionLine
				from={[opening.x, opening.y + opening.height + LABEL_SIZE / 2]}
				to={[opening.x + opening.width, opening.y + opening.height + LABEL_SIZE / 2]}
				label={length(frame.width)}
				side={1}
			/>
		</DrawingFigure>
	)
}

/**
 * Each wall's studs, plates and noggins (blocking) as framed, to scale (issue #29), from the compute result's wall
 * frames: the first MOST_ENTRIES_DRAWN walls.
 */
export function LumberDrawing({ input, result }: DrawingProps) {
	const system = LUMBER_SYSTEMS[input.unit]
	const frames = result.wallFrames.slice(0, MOST_ENTRIES_DRAWN)
	const openings = result.openingFrames.slice(0, MOST_ENTRIES_DRAWN)
	const accent = [...(input.rows > 0 ? [system.rowsItem] : []), ...(openings.length > 0 ? ['Headers'] : [])]
	return (
		<Drawings total={result.wallFrames.length} noun={{ one: 'wall', many: 'walls' }}>
			{frames.map((frame, index) => (
				<WallElevation key={index} frame={frame} name={`Wall ${index + 1}`} input={input} />
			))}
			{openings.map((frame, index) => (
				<OpeningFraming key={index} frame={frame} name={`Opening ${index + 1}`} input={input} />
			))}
			{result.openingFrames.length > MOST_ENTRIES_DRAWN ? (
				<p>{`The first ${MOST_ENTRIES_DRAWN} openings are drawn; ${countOf(result.openingFrames.length - MOST_ENTRIES_DRAWN, 'more opening is', 'more openings are')} counted in the results but not drawn.`}</p>
			) : null}
			{input.corners > 0 ? (
				<p>The studs for corners and T-junctions are in the cut list but not drawn: they go where the walls meet.</p>
			) : null}
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Studs and plates' },
					...(accent.length > 0 ? [{ swatch: 'accent' as const, label: accent.join(' and ') }] : []),
					...(openings.length > 0 ? [{ swatch: 'cutout' as const, label: 'Openings, dashed' }] : []),
				]}
			/>
		</Drawings>
	)
}
