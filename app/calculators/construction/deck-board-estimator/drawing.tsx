import { BoxDimensions, DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles, useCutFill } from '#app/components/drawing/job-drawing.tsx'
import type { DeckResult } from './compute.ts'
import { deckDrawingLayout } from './drawing-layout.ts'
import { type DeckInput, deckLengthUnit } from './schema.ts'

function describe(layout: ReturnType<typeof deckDrawingLayout>, size: (value: number) => string, input: DeckInput) {
	const deck = `A ${size(input.length)} × ${size(input.width)} deck seen from above`
	if (!layout.isDrawnBoardByBoard) {
		const drawn = layout.rowEnds.length ? 'its outline and the board ends across it are' : 'only its outline is'
		return `${deck}: too many boards to draw one by one at this scale, so ${drawn} drawn.`
	}
	const cuts = [
		layout.isLastRowCut ? (layout.hasJoints ? 'the last row cut to length' : 'cut to length') : '',
		layout.isLastBoardRipped ? 'the last board across ripped to fit' : '',
	].filter(Boolean)
	return [
		`${deck}, boards running along its length`,
		input.gapSize > 0 ? ` with a ${size(input.gapSize)} gap between them` : ', butted together',
		layout.hasJoints ? `, joined end to end where a ${size(input.boardLength)} board runs out` : '',
		cuts.length ? `, ${cuts.join(' and ')} (hatched)` : '',
		'.',
	].join('')
}

/** The deck from above, its boards, gaps and board ends to one scale (issue #29). */
export function DeckDrawing({ input, result }: { input: DeckInput; result: DeckResult }) {
	const unit = deckLengthUnit(input)
	const size = (value: number) => drawingLength(value, unit)
	const layout = deckDrawingLayout(input, result)
	const { deck } = layout
	return (
		<Drawings>
			<DrawingFigure name="Deck boards from above" description={describe(layout, size, input)} height={layout.height}>
				<DeckBoards layout={layout} />
				<rect x={deck.x} y={deck.y} width={deck.width} height={deck.height} className={drawingStyles.outline} />
				{layout.boardLengthDrawn === null ? null : (
					<DimensionLine
						from={[deck.x, deck.y - LABEL_SIZE / 2]}
						to={[deck.x + layout.boardLengthDrawn, deck.y - LABEL_SIZE / 2]}
						label={size(input.boardLength)}
					/>
				)}
				<BoxDimensions box={deck} width={size(input.length)} height={size(input.width)} below={LABEL_SIZE / 2} />
			</DrawingFigure>
			{layout.isDrawnBoardByBoard ? (
				<DrawingKey
					items={[
						{ swatch: 'whole', label: 'Whole board' },
						...(layout.isLastRowCut || layout.isLastBoardRipped
							? [{ swatch: 'cut' as const, label: 'Cut board' }]
							: []),
					]}
				/>
			) : null}
		</Drawings>
	)
}

/** Inside the figure, where the hatching is defined. */
function DeckBoards({ layout }: { layout: ReturnType<typeof deckDrawingLayout> }) {
	const cutFill = useCutFill()
	const { deck } = layout
	return (
		<>
			{layout.boards.map((board) => (
				<rect
					key={`${board.x},${board.y}`}
					x={board.x}
					y={board.y}
					width={board.width}
					height={board.height}
					className={board.isCut ? drawingStyles.cut : drawingStyles.whole}
					fill={board.isCut ? cutFill : undefined}
					data-board={board.isCut ? 'cut' : 'whole'}
				/>
			))}
			{layout.rowEnds.map((x) => (
				<line key={x} x1={x} y1={deck.y} x2={x} y2={deck.y + deck.height} className={drawingStyles.outline} />
			))}
		</>
	)
}
