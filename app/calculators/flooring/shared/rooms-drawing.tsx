import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import {
	DrawingFigure,
	DrawingKey,
	Drawings,
	drawingStyles,
	MOST_ENTRIES_DRAWN,
} from '#app/components/drawing/job-drawing.tsx'
import { entryLabel } from '#app/lib/entries.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { Room } from './compute.ts'
import { roomDrawingLayout } from './room-drawing-layout.ts'

type NamedRoom = Room & { name: string }

/**
 * The rooms of a hard-floor calculator (hardwood, laminate) to scale, one figure each, the first MOST_ENTRIES_DRAWN
 * of them (issue #29). `laidRooms` (compute's, laminate) is the floor inside the expansion gap `gap`; without them the
 * floor runs wall to wall. `pattern` says how the boards are laid, when the calculator asks.
 */
export function RoomsDrawing({
	floor,
	unit,
	rooms,
	laidRooms,
	gap,
	pattern,
}: {
	floor: 'Laminate' | 'Hardwood'
	unit: UnitSystem
	rooms: ReadonlyArray<NamedRoom>
	laidRooms?: ReadonlyArray<Room>
	gap?: { value: number; unit: 'mm' | 'in' }
	pattern?: string
}) {
	const hasGap = gap !== undefined && gap.value > 0
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
				/>
			))}
			<DrawingKey
				items={[
					{ swatch: 'accent', label: `${floor} laid` },
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
}: {
	floor: string
	unit: UnitSystem
	name: string
	room: Room
	laid: Room | null
	gap?: { value: number; unit: 'mm' | 'in' }
	pattern?: string
}) {
	const length = (value: number) => drawingLength(value, unit === 'metric' ? 'm' : 'ft')
	const { walls, floor: laidFloor, isGapWidened, height } = roomDrawingLayout(room, laid)
	const gapText = gap ? drawingLength(gap.value, gap.unit) : ''
	const description = [
		`${name}, ${length(room.length)} × ${length(room.width)}`,
		laid && gap
			? `, with a ${gapText} expansion gap at every wall${isGapWidened ? ' (drawn wider than to scale)' : ''} and ${length(laid.length)} × ${length(laid.width)} of ${floor.toLowerCase()} laid inside it`
			: `, ${floor.toLowerCase()} over the whole floor`,
		pattern ? `, ${pattern}` : '',
		'.',
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
