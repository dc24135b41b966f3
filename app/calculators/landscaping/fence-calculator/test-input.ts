import { parseWith } from '#app/lib/number-input.ts'
import { createFenceSchema, FENCE_SYSTEM_DEFAULTS, type FenceValues, type SectionType } from './schema.ts'

/** Sections as [type, length] pairs, named 'Section 1', 'Section 2'… as the form names them. */
export function sectionsOf(...sections: ReadonlyArray<readonly [SectionType, string]>): FenceValues['sections'] {
	return sections.map(([type, length], index) => ({
		id: `section-${index + 1}`,
		name: `Section ${index + 1}`,
		type,
		length,
	}))
}

/** The form's values: a system's defaults with a patch, as a person would leave them. */
export function fenceValues(patch: Partial<FenceValues>): FenceValues {
	return { ...FENCE_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], ...patch }
}

/** The parsed input of those values, for the tests of compute and the drawing; throws with the errors if invalid. */
export function fenceInput(patch: Partial<FenceValues>) {
	const values = fenceValues(patch)
	const { data, errors } = parseWith(createFenceSchema(values), values)
	if (!data) throw new Error(`invalid fence input: ${JSON.stringify(errors)}`)
	return data
}

/** The errors of those values, by path. */
export function fenceErrors(patch: Partial<FenceValues>) {
	const values = fenceValues(patch)
	return parseWith(createFenceSchema(values), values).errors
}
