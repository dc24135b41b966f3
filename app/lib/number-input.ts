import * as v from 'valibot'
import { type DecimalBounds, NUMBER_MESSAGE, parseDecimal, REQUIRED_MESSAGE } from './parse-decimal.ts'

export {
	type DecimalBounds,
	type DecimalParse,
	NUMBER_MESSAGE,
	parseDecimal,
	REQUIRED_MESSAGE,
} from './parse-decimal.ts'

/** The number in `text`, or an issue with the reason it is not one. */
function readDecimal(text: string, bounds: DecimalBounds, context: { addIssue: (info: { message: string }) => void }) {
	const parsed = parseDecimal(text, bounds)
	if (parsed.ok) return parsed.value
	context.addIssue({ message: parsed.message })
	return null
}

/**
 * Schema for one numeric text field: a string in, a finite number within bounds out. It carries its `bounds`, so
 * the working can find the fields typed as a sum and their unit (app/estimate/estimate-tools-sums.ts).
 */
export function decimal(bounds: DecimalBounds) {
	const schema = v.pipe(
		v.string(),
		v.rawTransform<string, number>(
			({ dataset, addIssue, NEVER }) => readDecimal(dataset.value, bounds, { addIssue }) ?? NEVER,
		),
	)
	return Object.assign(schema, { bounds })
}

/** Schema for an optional numeric text field (a price): empty gives null, anything else must be a valid decimal. */
export function optionalDecimal(bounds: DecimalBounds) {
	const schema = v.pipe(
		v.string(),
		v.rawTransform<string, number | null>(({ dataset, addIssue, NEVER }) => {
			if (dataset.value.trim() === '') return null
			return readDecimal(dataset.value, bounds, { addIssue }) ?? NEVER
		}),
	)
	return Object.assign(schema, { bounds })
}

export type FieldErrors = Partial<Record<string, string>>

type Issues = ReadonlyArray<{
	message: string
	type?: string
	path?: ReadonlyArray<{ key: unknown }> | undefined
}>

/** The issue's path joined with dots ('walls.0.length'); '' for the whole value. */
export function issuePath(issue: Issues[number]) {
	return issue.path?.map((item) => String(item.key)).join('.') ?? ''
}

/** valibot's own wording ('Invalid type: Expected ("230-single" | …) but received "120-single"'). */
const LIBRARY_MESSAGE = /^Invalid \w+: /

/** What a person reads for an issue: its message, never the library's wording (issue #26). */
function plainMessage(issue: Issues[number]) {
	if (!LIBRARY_MESSAGE.test(issue.message)) return issue.message
	return issue.type === 'picklist' ? 'Choose one of the options' : NUMBER_MESSAGE
}

/** First message per top-level field, keyed by field name. */
export function fieldErrors(result: { success: boolean; issues?: Issues | undefined }): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of result.success ? [] : (result.issues ?? [])) errors[issuePath(issue)] ??= plainMessage(issue)
	return errors
}

/** Parses a form's values with its schema: the output once every field is valid, and the first message per field path. */
export function parseWith<TSchema extends v.GenericSchema>(
	schema: TSchema,
	values: unknown,
): { data: v.InferOutput<TSchema> | null; errors: FieldErrors } {
	const result = v.safeParse(schema, values)
	return result.success ? { data: result.output, errors: {} } : { data: null, errors: fieldErrors(result) }
}

/** Whether a field whose path starts with `prefix` ('' for any) is still empty. */
export function hasEmptyField(errors: FieldErrors, prefix = '') {
	return Object.entries(errors).some(([path, message]) => message === REQUIRED_MESSAGE && path.startsWith(prefix))
}

/**
 * The valibot issue path from `root` down `keys` ('openings', 2, 'length'), so a cross-field check
 * (v.rawCheck) can put its message on one field: `addIssue({ message, path: pathTo(input, 'rollLength') })`.
 */
export function pathTo(root: object, ...keys: [string | number, ...Array<string | number>]) {
	let current: unknown = root
	const path = keys.map((key) => {
		const input = current
		current = (input as Record<PropertyKey, unknown>)[key]
		return Array.isArray(input)
			? ({ type: 'array', origin: 'value', input, key: Number(key), value: current } as const)
			: ({
					type: 'object',
					origin: 'value',
					input: input as Record<string, unknown>,
					key: String(key),
					value: current,
				} as const)
	})
	return path as [v.IssuePathItem, ...Array<v.IssuePathItem>]
}

/**
 * A field the form does not show now (the other mode's, or one whose toggle is off): not validated, and whatever
 * was typed there reads as `value` (docs/calculators/site-rules.md §6: a field not shown is not checked).
 */
export function hiddenField<T>(value: T) {
	return v.pipe(
		v.unknown(),
		v.transform(() => value),
	)
}
