import type * as v from 'valibot'
import { readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'

/**
 * A link as the address, a draft or a project entry keeps it, read, checked and calculated as the page does (and as
 * tests/docs/calculator-docs.test.ts reads a worked example): what was read, what could not be used, the field errors
 * and, when there are none, the result of `compute` (the calculator's own, not the lazy one of its declaration).
 */
export function openLink<TValues extends object, TData, TResult>(
	definition: { defaults: TValues; schema: (values: TValues) => v.GenericSchema<unknown, TData> },
	compute: (data: TData) => TResult,
	query: string,
) {
	const link = readLink(query, definition.defaults, definition.schema)
	const { data, errors } = parseWith(definition.schema(link.values), link.values)
	return { ...link, errors, result: data === null ? null : compute(data) }
}
