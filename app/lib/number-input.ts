import * as z from 'zod/mini'
import { type DecimalBounds, EMPTY_MESSAGE, parseDecimal } from './parse-decimal.ts'

export { type DecimalBounds, type DecimalParse, EMPTY_MESSAGE, parseDecimal } from './parse-decimal.ts'

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
