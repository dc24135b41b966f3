import type { StairInput } from './schema.ts'

/**
 * The specification's first two worked examples as compute takes them, for the tests
 * (docs/calculators/stair-calculator.md §6): a 2,600 mm rise under UK rules, and a 108 in rise under US rules with a
 * 120 in opening.
 */
export const UK_METRIC: StairInput = {
	unit: 'metric',
	rules: 'uk',
	loft: false,
	totalRise: 2600,
	goingMode: 'choose',
	going: 250,
	availableRun: null,
	nosing: 20,
	floorDepth: 230,
	opening: null,
}

export const US_IMPERIAL: StairInput = {
	...UK_METRIC,
	unit: 'imperial',
	rules: 'us',
	totalRise: 108,
	going: 10,
	nosing: 1,
	floorDepth: 10.5,
	opening: 120,
}
