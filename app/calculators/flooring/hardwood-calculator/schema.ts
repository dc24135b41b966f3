import * as v from 'valibot'
import {
	BOARD_WIDTH_FIELD,
	NOT_ASKED,
	optionalSpecDecimal,
	type PerSystem,
	specDecimal,
	WASTE_FIELD,
} from '#app/calculators/flooring/shared/fields.ts'
import { firstRoom, HARD_FLOOR_ROOMS, type RoomValues, roomSchema } from '#app/calculators/flooring/shared/rooms.ts'
import { ANY_NUMBER, parseDecimal } from '#app/lib/parse-decimal.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { HARDWOOD_FIELDS, type HardwoodLayout } from './fields.ts'

export type HardwoodValues = {
	unit: UnitSystem
	rooms: ReadonlyArray<RoomValues>
	coverage: string
	boardWidth: string
	layout: HardwoodLayout
	waste: string
	price: string
	includeUnderlay: boolean
	underlayCoverage: string
}

/** Waste 10 % straight, 15 % diagonal or herringbone (docs/calculators/hardwood-calculator.md §2). */
export const WASTE_BY_LAYOUT: Record<HardwoodLayout, string> = { straight: '10', diagonal: '15' }

/**
 * Coverage 2.00 m² / 20 ft² a box; boards 127 mm / 5 in wide, a common strip (docs/calculators/hardwood-calculator.md
 * §2 and §5); underlay 10 m² / 100 ft² a roll.
 */
const SYSTEM_DEFAULTS: PerSystem<Pick<HardwoodValues, 'coverage' | 'boardWidth' | 'underlayCoverage'>> = {
	metric: { coverage: '2.00', boardWidth: '127', underlayCoverage: '10' },
	imperial: { coverage: '20', boardWidth: '5', underlayCoverage: '100' },
}

/** The form of a unit system before anything is typed: one blank room and that system's defaults. */
export function hardwoodDefaults(unit: UnitSystem): HardwoodValues {
	return {
		unit,
		rooms: [firstRoom()],
		...SYSTEM_DEFAULTS[unit],
		layout: 'straight',
		waste: WASTE_BY_LAYOUT.straight,
		price: '',
		includeUnderlay: true,
	}
}

export const HARDWOOD_DEFAULTS = hardwoodDefaults('metric')

/**
 * A layout change moves the waste to the new layout's default only while the waste is
 * still the old layout's default; a waste the person typed stays (docs/calculators/hardwood-calculator.md §2,
 * decision 055).
 */
export function wasteAfterLayoutChange(waste: string, from: HardwoodLayout, to: HardwoodLayout) {
	const typed = parseDecimal(waste, ANY_NUMBER)
	return typed.ok && typed.value === Number(WASTE_BY_LAYOUT[from]) ? WASTE_BY_LAYOUT[to] : waste
}

/** The waste after choosing `layout` in a form that has `values` (wasteAfterLayoutChange). */
export function wasteForLayout(values: HardwoodValues, layout: HardwoodLayout) {
	return wasteAfterLayoutChange(values.waste, values.layout, layout)
}

/**
 * The bounds of docs/calculators/hardwood-calculator.md §2; underlay coverage only while underlay is included, the
 * price only when given.
 */
export function createHardwoodSchema(values: Pick<HardwoodValues, 'unit' | 'includeUnderlay'>) {
	const fields = HARDWOOD_FIELDS[values.unit]
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		rooms: v.array(roomSchema(HARD_FLOOR_ROOMS[values.unit])),
		coverage: specDecimal(fields.coverage),
		boardWidth: specDecimal(BOARD_WIDTH_FIELD[values.unit]),
		layout: v.picklist(['straight', 'diagonal']),
		waste: specDecimal(WASTE_FIELD),
		price: optionalSpecDecimal(fields.price),
		includeUnderlay: v.boolean(),
		underlayCoverage: values.includeUnderlay ? specDecimal(fields.underlayCoverage) : NOT_ASKED,
	})
}

/** Lengths in m (metric) or ft (imperial), the board width in mm or in, areas in m² or ft², the price per box or null. */
export type HardwoodInput = v.InferOutput<ReturnType<typeof createHardwoodSchema>>
