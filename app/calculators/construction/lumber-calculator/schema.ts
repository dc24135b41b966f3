import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, pathTo } from '#app/lib/number-input.ts'
import { isEqualTol } from '#app/lib/rounding.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { headerTooLongMessage, headerLength } from './header.ts'
import { defaultHeaderSize, LUMBER_SYSTEMS } from './options.ts'

export type LumberWallValues = Entry & { length: string; height: string }
export type LumberOpeningValues = Entry & { width: string; quantity: string }

export type LumberValues = {
	unit: UnitSystem
	studSize: string
	spacing: string
	topPlates: string
	/** Noggin rows (metric) or blocking rows (imperial). */
	rows: string
	plateStock: string
	walls: ReadonlyArray<LumberWallValues>
	corners: string
	openings: ReadonlyArray<LumberOpeningValues>
	headerSize: string
	headerPlies: string
	waste: string
}

/** The first wall has a fixed id so the pre-rendered HTML and the hydrated page agree. */
const FIRST_WALL: LumberWallValues = { id: 'wall-1', name: 'Wall 1', length: '', height: '' }

/** Each system's defaults (docs/calculators/lumber-calculator.md §2): one blank wall, no openings. */
export const LUMBER_SYSTEM_DEFAULTS: Record<UnitSystem, LumberValues> = {
	metric: {
		unit: 'metric',
		studSize: '38x89',
		spacing: '400',
		topPlates: '1',
		rows: '1',
		plateStock: '4.8',
		walls: [FIRST_WALL],
		corners: '0',
		openings: [],
		headerSize: '38x89',
		headerPlies: '1',
		waste: '10',
	},
	imperial: {
		unit: 'imperial',
		studSize: '2x4',
		spacing: '16',
		topPlates: '2',
		rows: '0',
		plateStock: '16',
		walls: [FIRST_WALL],
		corners: '0',
		openings: [],
		headerSize: '2x4',
		headerPlies: '2',
		waste: '10',
	},
}

export const LUMBER_DEFAULTS = LUMBER_SYSTEM_DEFAULTS.metric

/** Bounds of the typed fields, by system (lengths in m or ft). */
export const LUMBER_BOUNDS = {
	metric: { wallLength: [0.3, 30], wallHeight: [1.5, 5], openingWidth: [0.3, 3] },
	imperial: { wallLength: [1, 100], wallHeight: [5, 16], openingWidth: [1, 10] },
} as const

export const COUNT_BOUNDS = {
	rows: { min: 0, max: 3 },
	corners: { min: 0, max: 100 },
	quantity: { min: 1, max: 50 },
	headerPlies: { min: 1, max: 3 },
} as const

export const WASTE_BOUNDS = { min: 0, max: 30, unit: '%' } as const

/** A new stud size; the header size follows it unless it was changed by hand. */
export function withStudSize(values: LumberValues, studSize: string): Partial<LumberValues> {
	const isHeaderUnedited = values.headerSize === defaultHeaderSize(values.studSize)
	return isHeaderUnedited ? { studSize, headerSize: defaultHeaderSize(studSize) } : { studSize }
}

const count = (bounds: { min: number; max: number }) => decimal({ ...bounds, isWhole: true })

/**
 * The inputs and their bounds (docs/calculators/lumber-calculator.md §2), for the chosen system, with one check across
 * fields: a header longer than the plate stock it is cut from is an error on its opening's width.
 */
export function createLumberSchema(values: Pick<LumberValues, 'unit'>) {
	const system = LUMBER_SYSTEMS[values.unit]
	const bounds = LUMBER_BOUNDS[values.unit]
	const unit = system.lengthUnit
	const length = ([min, max]: readonly [number, number]) => decimal({ min, max, unit })
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			studSize: v.picklist(system.studs.map((section) => section.id)),
			spacing: v.picklist(system.spacings),
			topPlates: v.picklist(['1', '2']),
			rows: count(COUNT_BOUNDS.rows),
			plateStock: v.picklist(system.plateStocks),
			walls: v.array(v.object({ length: length(bounds.wallLength), height: length(bounds.wallHeight) })),
			corners: count(COUNT_BOUNDS.corners),
			openings: v.array(v.object({ width: length(bounds.openingWidth), quantity: count(COUNT_BOUNDS.quantity) })),
			headerSize: v.picklist(system.headers.map((section) => section.id)),
			headerPlies: count(COUNT_BOUNDS.headerPlies),
			waste: decimal(WASTE_BOUNDS),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			if (!dataset.typed) return
			const input = dataset.value
			const stock = Number(input.plateStock)
			input.openings.forEach((opening, index) => {
				const header = headerLength(input.unit, input.studSize, opening.width)
				if (header > stock && !isEqualTol(header, stock)) {
					addIssue({
						message: headerTooLongMessage(input.unit, header, stock),
						path: pathTo(input, 'openings', index, 'width'),
					})
				}
			})
		}),
	)
}

export type LumberInput = v.InferOutput<ReturnType<typeof createLumberSchema>>
