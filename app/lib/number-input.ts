import * as z from 'zod/mini'
import { type DecimalBounds, parseDecimal } from './parse-decimal.ts'

export { type DecimalBounds, type DecimalParse, parseDecimal } from './parse-decimal.ts'

/** Schema for one numeric text field: a string in, a finite number within bounds out. */
export function decimal(bounds: DecimalBounds) {
	return z.pipe(
		z.string(),
		z.transform((text: string, ctx) => {
			const parsed = parseDecimal(text, bounds)
			if (parsed.ok) return parsed.value
			ctx.issues.push({ code: 'custom', message: parsed.message, input: text })
			return z.NEVER
		}),
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
