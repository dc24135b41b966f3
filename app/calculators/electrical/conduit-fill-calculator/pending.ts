import { entryLabel } from '#app/lib/entries.ts'
import { COUNT_MESSAGE } from '#app/calculators/electrical/shared/electrical-input.ts'
import { CONDUIT_FILL_LABELS, MESSAGES, ROW_NAMES } from './fields.ts'
import type { ConduitFillValues } from './schema.ts'

/**
 * The line under a disabled Calculate while a field is empty: the spec's message for the first empty field
 * ('Enter run length.', 'Conductor 1 Count: Enter a whole number from 1 to 200.'). An empty field shows no
 * message under itself (decisions 002 and 067); otherwise the runtime's 'Correct the highlighted fields'.
 */
export function pendingConduitFillMessage(values: ConduitFillValues) {
	if (values.standard === 'metric') {
		if (values.runLength.trim() === '') return MESSAGES.runLength
		if (values.bends.trim() === '') return MESSAGES.bends
	}
	const index = values.rows.findIndex((row) => row.count.trim() === '')
	const row = values.rows[index]
	if (!row) return undefined
	return `${entryLabel(row, ROW_NAMES[values.standard].legend, index)} ${CONDUIT_FILL_LABELS.count}: ${COUNT_MESSAGE}`
}
