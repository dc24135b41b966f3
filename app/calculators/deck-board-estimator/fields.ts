import { formatEntered } from '#app/lib/format.ts'
import { mmToM, mToMm, ftToM } from '#app/lib/units.ts'
import type { DeckLengthField, DeckValues } from './schema.ts'

export const DECK_FIELD_LABELS: Record<DeckLengthField | 'wastePercentage', string> = {
	length: 'Deck Length',
	width: 'Deck Width',
	boardWidth: 'Board Width',
	boardLength: 'Board Length',
	gapSize: 'Gap Between Boards',
	wastePercentage: 'Waste Percentage',
}

export const UNIT_SYSTEM_LABELS = {
	mm: 'Metric (millimeters)',
	m: 'Metric (meters)',
	ft: 'Imperial (feet)',
} as const

/** The converted value under a length field: mm and ft show metres, metres show millimetres. */
export function convertedHint(value: number, unit: 'mm' | 'm' | 'ft') {
	if (unit === 'mm') return `= ${formatEntered(mmToM(value))} m`
	if (unit === 'm') return `= ${formatEntered(mToMm(value))} mm`
	return `= ${formatEntered(ftToM(value))} m`
}

export type DeckFieldName = keyof typeof DECK_FIELD_LABELS
export type DeckTextValues = Pick<DeckValues, DeckFieldName>
