import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE, labelWidth } from '#app/components/drawing/fit-drawing.ts'
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
import { inToFt } from '#app/lib/units.ts'
import type { CarpetResult, CarpetRun } from './compute.ts'
import { carpetRoomLayout, roomAcross } from './drawing-layout.ts'
import type { CarpetInput } from './schema.ts'

type Props = Pick<ResultsProps<CarpetInput, CarpetResult>, 'input' | 'result'>
type RoomInput = CarpetInput['rooms'][number]

const SEAM_WIDTH = 2.5

function count(value: number, one: string, many: string) {
	return `${formatCount(value)} ${value === 1 ? one : many}`
}

function RoomFigure({
	name,
	room,
	run,
	rollWidth,
	trim,
	unit,
}: {
	name: string
	room: RoomInput
	run: CarpetRun
	rollWidth: number
	trim: number
	unit: 'm' | 'ft'
}) {
	const length = (value: number) => drawingLength(value, unit)
	const labels = { across: length(roomAcross(room, run)), rollWidth: `roll ${length(rollWidth)}` }
	const { bought, drops, floor, seams, height } = carpetRoomLayout(room, run, rollWidth, trim, labels)
	const description = [
		`${name}: ${count(run.drops, 'drop', 'drops')} of ${length(run.cutPerDrop)} cut from the ${length(rollWidth)} roll,`,
		` running along the ${length(run.runLength)} side`,
		run.seams === 0 ? ', with no seam.' : `, with ${count(run.seams, 'seam', 'seams')} (heavy lines) between them.`,
		' The hatched offcut round the room is the trim allowance and any roll width beyond the room.',
	].join('')
	const underDrops = bought.y + bought.height
	return (
		<DrawingFigure name={`Carpet drops for ${name}`} description={description} height={height}>
			<CutRect {...bought} data-part="offcut" />
			<rect {...floor} className={drawingStyles.whole} data-part="floor" />
			{drops.map((drop, index) => (
				<rect key={index} {...drop} className={drawingStyles.outline} data-part="drop" />
			))}
			{seams.map((seam, index) => (
				<g key={index} data-part="seam">
					<line x1={seam.x1} y1={seam.y} x2={seam.x2} y2={seam.y} stroke="currentColor" strokeWidth={SEAM_WIDTH} />
					{(drops[0]?.height ?? 0) > LABEL_SIZE + 4 && bought.width > labelWidth('seam') + 8 ? (
						<text x={seam.x1 + 4} y={seam.y - 4} fontSize={LABEL_SIZE} className={drawingStyles.label}>
							seam
						</text>
					) : null}
				</g>
			))}
			<DimensionLine
				from={[floor.x, bought.y - LABEL_SIZE * 0.75]}
				to={[floor.x + floor.width, bought.y - LABEL_SIZE * 0.75]}
				label={length(run.runLength)}
			/>
			<DimensionLine
				from={[bought.x - LABEL_SIZE * 0.75, floor.y]}
				to={[bought.x - LABEL_SIZE * 0.75, floor.y + floor.height]}
				label={labels.across}
			/>
			<DimensionLine
				from={[bought.x, underDrops + LABEL_SIZE]}
				to={[bought.x + bought.width, underDrops + LABEL_SIZE]}
				label={`drop ${length(run.cutPerDrop)}`}
				side={1}
			/>
			{drops[0] ? (
				<DimensionLine
					from={[bought.x + bought.width + LABEL_SIZE * 0.75, drops[0].y]}
					to={[bought.x + bought.width + LABEL_SIZE * 0.75, drops[0].y + drops[0].height]}
					label={labels.rollWidth}
					side={1}
				/>
			) : null}
		</DrawingFigure>
	)
}

/** Each room's drops as cut from the roll, its seams and the offcut, to scale (issue #29). */
export function CarpetDrawing({ input, result }: Props) {
	const unit = input.unit === 'metric' ? 'm' : 'ft'
	// The allowance is typed in inches in imperial (docs/calculators/carpet-calculator.md §3: a = in ÷ 12).
	const trim = input.unit === 'imperial' ? inToFt(input.trimAllowance) : input.trimAllowance
	const drawn = result.runs.slice(0, MOST_ENTRIES_DRAWN)
	return (
		<Drawings total={result.runs.length} noun={{ one: 'room', many: 'rooms' }}>
			{drawn.map((run, index) => {
				const room = input.rooms[index]
				if (!room) return null
				return (
					<RoomFigure
						key={index}
						name={entryLabel({ id: '', name: room.name }, 'Room', index)}
						room={room}
						run={run}
						rollWidth={result.rollWidth}
						trim={trim}
						unit={unit}
					/>
				)
			})}
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Carpet laid on the floor, drops outlined' },
					{ swatch: 'cut', label: 'Offcut: bought, not laid' },
				]}
			/>
		</Drawings>
	)
}
