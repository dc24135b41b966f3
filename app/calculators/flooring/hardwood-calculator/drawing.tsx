import { RoomsDrawing } from '#app/calculators/flooring/shared/rooms-drawing.tsx'
import type { HardwoodResult } from './compute.ts'
import type { HardwoodInput } from './schema.ts'

/** docs/calculators/hardwood-calculator.md §2: the layout changes the waste, not the floor drawn. */
const PATTERN = { straight: 'laid straight', diagonal: 'laid on the diagonal or in herringbone' } as const

/**
 * Each room to scale, the hardwood over its whole floor as the boxes are counted (no gap is asked for) in compute's
 * rows of boards (issue #29).
 */
export function HardwoodDrawing({ input, result }: { input: HardwoodInput; result: HardwoodResult }) {
	return (
		<RoomsDrawing
			floor="Hardwood"
			unit={input.unit}
			rooms={input.rooms}
			pattern={PATTERN[input.layout]}
			rows={{ boardWidth: result.boardWidth, rooms: result.boardRows }}
		/>
	)
}
