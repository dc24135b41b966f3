import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import {
	CutRect,
	DrawingFigure,
	DrawingKey,
	Drawings,
	drawingStyles,
	MOST_ENTRIES_DRAWN,
} from '#app/components/drawing/job-drawing.tsx'
import { entryLabel } from '#app/lib/entries.ts'
import { formatCount } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { type BoardRows, boardUnit, inBoardUnit } from './board-rows.ts'
import type { Room } from './compute.ts'
import { boardRowsDrawn, roomDrawingLayout } from './room-drawing-layout.ts'

type NamedRoom = Room & { name: string }

/** Compute's rows of boards: the board width (m or ft) and each room's rows, in the order typed. */
export type RowsOfBoards = { boardWidth: number; rooms: ReadonlyArray<BoardRows> }

/**
 * The rooms of a hard-floor calculator (hardwood, laminate) to scale, one figure each, the first MOST_ENTRIES_DRAWN
 * of them (issue #29). `laidRooms` (compute's, laminate) is the floor inside the expansion gap `gap`; without them the
 * floor runs wall to wall. `pattern` says how the boards are laid, when the calculator asks. `rows` (compute's) are
 * drawn along the room's length from its top edge, the last row hatched when it is ripped narrower than a board.
 */
export function RoomsDrawing({
	floor,
	unit,
	rooms,
	laidRooms,
	gap,
	pattern,
	rows,
}: {
	floor: 'Laminate' | 'Hardwood'
	unit: UnitSystem
	rooms: ReadonlyArray<NamedRoom>
	laidRooms?: ReadonlyArray<Room>
	gap?: { value: number; unit: 'mm' | 'in' }
	pattern?: string
	rows: RowsOfBoards
}) {
	const hasGap = gap !== undefined && gap.value > 0
	const hasRows = rows.rooms.length > 0
	return (
		<Drawings total={rooms.length} noun={{ one: 'room', many: 'rooms' }}>
			{rooms.slice(0, MOST_ENTRIES_DRAWN).map((room, index) => (
				<RoomFigure
					key={index}
					floor={floor}
					unit={unit}
					name={entryLabel({ id: '', name: room.name }, 'Room', index)}
					room={room}
					laid={hasGap ? (laidRooms?.[index] ?? null) : null}
					gap={hasGap ? gap : undefined}
					pattern={pattern}
					rows={rows.rooms[index]}
					boardWidth={rows.boardWidth}
				/>
			))}
			<DrawingKey
				items={[
					{ swatch: 'accent', label: hasRows ? `${floor} laid, in rows` : `${floor} laid` },
					...(hasRows ? [{ swatch: 'cut' as const, label: 'Last row, ripped to width' }] : []),
					...(hasGap ? [{ swatch: 'whole' as const, label: 'Expansion gap at the walls' }] : []),
				]}
			/>
		</Drawings>
	)
}

function RoomFigure({
	floor,
	unit,
	name,
	room,
	laid,
	gap,
	pattern,
	rows,
	boardWidth,
}: {
	floor: string
	unit: UnitSystem
	name: string
	room: Room
	laid: Room | null
	gap?: { value: number; unit: 'mm' | 'in' }
	pattern?: string
	rows: BoardRows | undefined
	boardWidth: number
}) {
	const length = (value: number) => drawingLength(value, unit === 'metric' ? 'm' : 'ft')
	const { walls, floor: laidFloor, isGapWidened, height } = roomDrawingLayout(room, laid)
	const drawnRows = rows ? boardRowsDrawn(laidFloor, rows, boardWidth) : null
	const gapText = gap ? drawingLength(gap.value, gap.unit) : ''
	const description = [
		`${name}, ${length(room.length)} × ${length(room.width)}`,
		laid && gap
			? `, with a ${gapText} expansion gap at every wall${isGapWidened ? ' (drawn wider than to scale)' : ''} and ${length(laid.length)} × ${length(laid.width)} of ${floor.toLowerCase()} laid inside it`
			: `, ${floor.toLowerCase()} over the whole floor`,
		pattern ? `, ${pattern}` : '',
		'.',
		rows ? ` ${rowsInWords(rows, boardWidth, unit, drawnRows !== null)}` : '',
	].join('')
	const below = walls.y + walls.height + LABEL_SIZE / 2
	return (
		<DrawingFigure name={`${floor} layout of ${name}`} description={description} height={height}>
			<rect
				x={laidFloor.x}
				y={laidFloor.y}
				width={laidFloor.width}
				height={laidFloor.height}
				className={drawingStyles.accent}
			/>
			{drawnRows && rows?.isLastRowCut ? <CutRect {...drawnRows.lastRow} data-part="last-row" /> : null}
			{drawnRows && drawnRows.lineYs.length > 0 ? (
				<path
					d={drawnRows.lineYs.map((y) => `M${laidFloor.x} ${y}H${laidFloor.x + laidFloor.width}`).join('')}
					className={drawingStyles.whole}
					fill="none"
					data-part="row-lines"
				/>
			) : null}
			<rect x={walls.x} y={walls.y} width={walls.width} height={walls.height} className={drawingStyles.outline} />
			{laid && gap ? (
				<>
					<text x={walls.x} y={walls.y - LABEL_SIZE / 2} fontSize={LABEL_SIZE} className={drawingStyles.label}>
						{`${gapText} gap at the walls`}
					</text>
					<text x={walls.x} y={below + LABEL_SIZE * 2.8} fontSize={LABEL_SIZE} className={drawingStyles.label}>
						{`Laid ${length(laid.length)} × ${length(laid.width)}`}
					</text>
				</>
			) : null}
			{rows ? (
				<text
					x={walls.x}
					y={below + LABEL_SIZE * (laid && gap ? 4.2 : 2.8)}
					fontSize={LABEL_SIZE}
					className={drawingStyles.label}
				>
					{rowsLabel(rows, unit, drawnRows !== null)}
				</text>
			) : null}
			<DimensionLine from={[walls.x, below]} to={[walls.x + walls.width, below]} label={length(room.length)} side={1} />
			<DimensionLine
				from={[walls.x + walls.width + LABEL_SIZE / 2, walls.y]}
				to={[walls.x + walls.width + LABEL_SIZE / 2, walls.y + walls.height]}
				label={length(room.width)}
				side={1}
			/>
		</DrawingFigure>
	)
}

/** A board-sized length as the drawing labels it: whole mm (a sliver under 1 mm as typed), or inches to 1/16". */
function boardLength(value: number, unit: UnitSystem) {
	const inUnit = inBoardUnit(value, unit)
	return drawingLength(unit === 'metric' && inUnit >= 1 ? Math.round(inUnit) : inUnit, boardUnit(unit))
}

function rowCount(rows: BoardRows) {
	return `${formatCount(rows.rows)} ${rows.rows === 1 ? 'row' : 'rows'}`
}

/** Under the room: '19 rows; last row 124 mm (hatched)', or the count alone when there are too many to draw. */
function rowsLabel(rows: BoardRows, unit: UnitSystem, isDrawn: boolean) {
	if (!isDrawn) return `${rowCount(rows)}, too many to draw`
	const last = boardLength(rows.lastRowWidth, unit)
	return rows.isLastRowCut ? `${rowCount(rows)}; last row ${last} (hatched)` : `${rowCount(rows)} of whole boards`
}

function rowsInWords(rows: BoardRows, boardWidth: number, unit: UnitSystem, isDrawn: boolean) {
	const laid = `Boards ${boardLength(boardWidth, unit)} wide in ${rowCount(rows)} along the length`
	const drawn = isDrawn ? '' : ' (too many to draw one by one)'
	const last = rows.isLastRowCut
		? `; the last row, hatched, is ripped to ${boardLength(rows.lastRowWidth, unit)}.`
		: '; the last row is a whole board.'
	const edge =
		rows.edgeRowWidth === null
			? ''
			: ` It is under a third of a board: rip the first row too, so both edge rows are ${boardLength(rows.edgeRowWidth, unit)}.`
	return `${laid}${drawn}${last}${edge}`
}
