import { expect } from 'vitest'
import type { AnyCalculatorDefinition } from '#app/calculator-runtime/define-calculator.ts'
import { readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'

/**
 * What a calculator shows for a link, as the page reads it: the address into the form's values (readLink), the
 * schema, then compute. A link made before a change has none of the fields the change added; it must still calculate.
 */
export async function computeLink<TResult>(definition: AnyCalculatorDefinition, query: string) {
	await definition.compute.load?.()
	const link = readLink(query, definition.defaults, definition.schema)
	expect(link.unusable).toEqual([])
	const { data, errors } = parseWith(definition.schema(link.values), link.values)
	expect(errors).toEqual({})
	if (!data) throw new Error(`${definition.id}: the link did not parse`)
	return definition.compute(data) as TResult
}
