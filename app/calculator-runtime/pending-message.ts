import { type FieldErrors, hasEmptyField } from '#app/lib/number-input.ts'

export const CORRECT_FIELDS_MESSAGE = 'Correct the highlighted fields to calculate.'

/** What a disabled Calculate waits for: empty fields first (the calculator's own words), then fields to correct. */
export function pendingMessageFor(errors: FieldErrors, emptyMessage: string) {
	return hasEmptyField(errors) ? emptyMessage : CORRECT_FIELDS_MESSAGE
}
