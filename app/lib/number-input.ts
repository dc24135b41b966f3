import * as z from 'zod/mini'

export type DecimalBounds = {
	min: number
	max: number
	/** Shown in range messages: 'Must be at least 100 mm'. */
	unit?: string
	/** Allow only whole numbers (coats, quantities). */
	isWhole?: boolean
}

/** Longest text we try to read as a number; anything longer is not a measurement. */
const MAX_INPUT_LENGTH = 32

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** The message of an empty field: never shown under it; the line under Calculate says what is missing. */
export const EMPTY_MESSAGE = 'Enter a value'

export type DecimalParse = { ok: true; value: number } | { ok: false; message: string }

function withUnit(value: number, unit: string | undefined) {
	const text = value.toLocaleString('en-GB', { maximumFractionDigits: 4 })
	if (!unit) return text
	return unit === '%' ? `${text}%` : `${text} ${unit}`
}

/**
 * Reads what a person typed as a plain decimal. Exponents, 'Infinity', units ('12 ft') and
 * thousands separators are refused with a message, never guessed at: a wrong guess costs money.
 * A single comma with other than three digits after it is read as a decimal point ('2,5').
 */
export function parseDecimal(text: string, bounds: DecimalBounds): DecimalParse {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: EMPTY_MESSAGE }
	if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, message: 'Enter a shorter number' }
	const normalised = /^[+-]?\d*,\d{0,2}$|^[+-]?\d*,\d{4,}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed
	if (!PLAIN_DECIMAL.test(normalised)) {
		return {
			ok: false,
			message: /,/.test(trimmed)
				? 'Enter the number without thousands separators, e.g. 1200'
				: 'Enter a number using digits only, e.g. 2.5',
		}
	}
	const value = Number(normalised)
	if (!Number.isFinite(value)) return { ok: false, message: 'Enter a number using digits only, e.g. 2.5' }
	if (bounds.isWhole && !Number.isInteger(value)) return { ok: false, message: 'Enter a whole number' }
	if (value < bounds.min) return { ok: false, message: `Must be at least ${withUnit(bounds.min, bounds.unit)}` }
	if (value > bounds.max) return { ok: false, message: `Must be at most ${withUnit(bounds.max, bounds.unit)}` }
	return { ok: true, value }
}

/** The number in `text`, or an issue with the reason it is not one. */
function readDecimal(text: string, bounds: DecimalBounds, ctx: z.core.ParsePayload<unknown>) {
	const parsed = parseDecimal(text, bounds)
	if (parsed.ok) return parsed.value
	ctx.issues.push({ code: 'custom', message: parsed.message, input: text })
	return z.NEVER
}

/** Schema for one numeric text field: a string in, a finite number within bounds out. */
export function decimal(bounds: DecimalBounds) {
	return z.pipe(
		z.string(),
		z.transform((text: string, ctx) => readDecimal(text, bounds, ctx)),
	)
}

/** Schema for an optional numeric text field (a price): empty gives null, anything else must be a valid decimal. */
export function optionalDecimal(bounds: DecimalBounds) {
	return z.pipe(
		z.string(),
		z.transform((text: string, ctx): number | null => (text.trim() === '' ? null : readDecimal(text, bounds, ctx))),
	)
}

export type FieldErrors = Partial<Record<string, string>>

/** First message per top-level field, keyed by field name. */
export function fieldErrors(result: { success: boolean; error?: z.core.$ZodError }): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of result.error?.issues ?? []) {
		const key = issue.path.map(String).join('.')
		errors[key] ??= issue.message
	}
	return errors
}

/** The message to show under the field at `path`: none while the field is empty. */
export function visibleError(errors: FieldErrors, path: string) {
	const message = errors[path]
	return message === EMPTY_MESSAGE ? undefined : message
}

/** Whether a field whose path starts with `prefix` ('' for any) is still empty. */
export function hasEmptyField(errors: FieldErrors, prefix = '') {
	return Object.entries(errors).some(([path, message]) => message === EMPTY_MESSAGE && path.startsWith(prefix))
}

/**
 * Parses one part of a form (a wall, an opening) with its schema, adding its messages to `errors` under `prefix`
 * ('walls.0' + 'length'). Lists are parsed entry by entry so a form needs no array or refinement schemas.
 */
export function parseInto<TSchema extends z.ZodMiniType>(
	schema: TSchema,
	value: unknown,
	prefix: string,
	errors: FieldErrors,
): z.output<TSchema> | null {
	const result = schema.safeParse(value)
	if (result.success) return result.data
	for (const issue of result.error.issues)
		errors[[prefix, ...issue.path.map(String)].filter(Boolean).join('.')] ??= issue.message
	return null
}

/** The parsed parts of a list; only used once `errors` is empty, so nothing was dropped. */
export function presentOnly<T>(items: ReadonlyArray<T | null>): Array<T> {
	return items.filter((item): item is T => item !== null)
}
