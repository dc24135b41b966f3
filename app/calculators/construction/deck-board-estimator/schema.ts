import * as v from 'valibot'
import { decimal } from '#app/lib/number-input.ts'
import { type MetricLengthUnit, typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'

export const DECK_LENGTH_FIELDS = ['length', 'width', 'boardWidth', 'boardLength', 'gapSize'] as const
export type DeckLengthField = (typeof DECK_LENGTH_FIELDS)[number]

export type DeckValues = Record<DeckLengthField | 'wastePercentage', string> & {
	unit: UnitSystem
	metricUnit: MetricLengthUnit
}

export const DEFAULT_WASTE_PERCENTAGE = '10'

export const DECK_DEFAULTS: DeckValues = {
	unit: 'metric',
	metricUnit: 'mm',
	length: '',
	width: '',
	boardWidth: '',
	boardLength: '',
	gapSize: '',
	wastePercentage: DEFAULT_WASTE_PERCENTAGE,
}

type LengthMinimums = Record<DeckLengthField, number>

/** Minimums per unit (docs/calculators/deck-board-estimator.md §2). */
const MINIMUMS: Record<'ft' | MetricLengthUnit, LengthMinimums> = {
	ft: { length: 1, width: 1, boardLength: 1, boardWidth: 0.1, gapSize: 0 },
	mm: { length: 100, width: 100, boardLength: 100, boardWidth: 10, gapSize: 0 },
	m: { length: 0.1, width: 0.1, boardLength: 0.1, boardWidth: 0.01, gapSize: 0 },
}

/** Upper bounds of our own (docs/calculators/deck-board-estimator.md §2): a 1 km deck or a 1 m gap is a typo. */
const MAXIMUMS: Record<'ft' | MetricLengthUnit, LengthMinimums> = {
	ft: { length: 3280, width: 3280, boardLength: 100, boardWidth: 10, gapSize: 1 },
	mm: { length: 1_000_000, width: 1_000_000, boardLength: 30_000, boardWidth: 3000, gapSize: 300 },
	m: { length: 1000, width: 1000, boardLength: 30, boardWidth: 3, gapSize: 0.3 },
}

/** docs/calculators/deck-board-estimator.md §2: waste 0 to 50%. */
export const WASTE_BOUNDS = { min: 0, max: 50, unit: '%' } as const

export function deckLengthUnit(values: Pick<DeckValues, 'unit' | 'metricUnit'>) {
	return typedLengthUnit(values) as MetricLengthUnit | 'ft'
}

export function createDeckSchema(values: Pick<DeckValues, 'unit' | 'metricUnit'>) {
	const unit = deckLengthUnit(values)
	const lengthField = (field: DeckLengthField) =>
		decimal({ min: MINIMUMS[unit][field], max: MAXIMUMS[unit][field], unit })
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		metricUnit: v.picklist(['mm', 'm']),
		length: lengthField('length'),
		width: lengthField('width'),
		boardWidth: lengthField('boardWidth'),
		boardLength: lengthField('boardLength'),
		gapSize: lengthField('gapSize'),
		wastePercentage: decimal(WASTE_BOUNDS),
	})
}

export type DeckInput = v.InferOutput<ReturnType<typeof createDeckSchema>>
