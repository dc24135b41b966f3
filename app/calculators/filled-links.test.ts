import { expect, test } from 'vitest'
import { readLink } from '#app/kept-state/address.ts'
import { ALL_CALCULATORS } from '../../tests/support/all-calculators.ts'
import { withoutIds } from '../../tests/support/without-ids.ts'
import { filledQueryOf, filledValuesOf } from '../../tests/support/filled-values.ts'

for (const definition of ALL_CALCULATORS) {
	test(`${definition.id}: a form with every list filled comes back whole from its link`, () => {
		const values = filledValuesOf(definition)
		const query = filledQueryOf(definition)
		const read = readLink(query, definition.defaults, definition.schema)
		expect(withoutIds(read.values)).toEqual(withoutIds(values))
		expect(read.unusable).toEqual([])
	})
}
