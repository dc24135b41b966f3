import { RoomsDrawing } from '#app/calculators/flooring/shared/rooms-drawing.tsx'
import type { LaminateResult } from './compute.ts'
import type { LaminateInput } from './schema.ts'

/**
 * Each room, its expansion gap, the laminate laid inside it (compute's laid sizes) and its rows of boards (compute's
 * rows), to scale (issue #29).
 */
export function LaminateDrawing({ input, result }: { input: LaminateInput; result: LaminateResult }) {
	return (
		<RoomsDrawing
			floor="Laminate"
			unit={input.unit}
			rooms={input.rooms}
			laidRooms={result.laidRooms}
			gap={{ value: input.gap, unit: input.unit === 'metric' ? 'mm' : 'in' }}
			rows={{ boardWidth: result.boardWidth, rooms: result.boardRows }}
		/>
	)
}
