import type { DeckLengthField } from './schema.ts'

export const DECK_FIELD_LABELS: Record<DeckLengthField | 'wastePercentage', string> = {
	length: 'Deck Length',
	width: 'Deck Width',
	boardWidth: 'Board Width',
	boardLength: 'Board Length',
	gapSize: 'Gap Between Boards',
	wastePercentage: 'Waste Percentage',
}
