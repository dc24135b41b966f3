import { parseWith } from '#app/lib/number-input.ts'
import { createPaverSchema, PAVER_SYSTEM_DEFAULTS, type PaverInput, type PaverValues } from './schema.ts'

export type PaverPatch = Partial<Omit<PaverValues, 'areas'>> & { areas?: ReadonlyArray<[string, string]> }

/** The values of a form filled in from the system's defaults: areas as [length, width] text. */
export function paverValues({ areas = [], ...patch }: PaverPatch): PaverValues {
	const defaults = PAVER_SYSTEM_DEFAULTS[patch.unit ?? 'metric']
	return {
		...defaults,
		...patch,
		areas: areas.map(([length, width], index) => ({
			id: `area-${index + 1}`,
			name: `Area ${index + 1}`,
			length,
			width,
		})),
	}
}

/** The input compute takes for those values; throws when they are not valid. */
export function paverInput(patch: PaverPatch): PaverInput {
	const values = paverValues(patch)
	const { data, errors } = parseWith(createPaverSchema(values), values)
	if (!data) throw new Error(`invalid paver input: ${JSON.stringify(errors)}`)
	return data
}

/** The metric slabs example (docs/calculators/paver-calculator.md §6). */
export const METRIC_PATIO = { areas: [['5.0', '4.0']], edgesWithoutRestraint: '5.0' } as const satisfies PaverPatch

/** The imperial pavers example: 16 × 12 ft, 4 × 8 in brick pavers, herringbone 90° at 10 %. */
export const IMPERIAL_PATIO = {
	unit: 'imperial',
	areas: [['16', '12']],
	pattern: 'herringbone90',
	waste: '10',
} as const satisfies PaverPatch
