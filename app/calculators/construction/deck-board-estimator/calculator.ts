import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { DeckForm } from './form.tsx'
import { createDeckSchema, DECK_DEFAULTS } from './schema.ts'

export const deckBoardEstimator = defineCalculator({
	id: 'deck-board-estimator',
	defaults: DECK_DEFAULTS,
	schema: createDeckSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeDeckBoards'),
	reset: {
		// docs/calculators/deck-board-estimator.md §2: an empty form with waste reset to 10.
		startNew: () => DECK_DEFAULTS,
		// docs/calculators/deck-board-estimator.md §2: a unit change clears the measurements (and so their hints); the
		// waste percentage stays.
		unitChange: (values, selection) => valuesForNewUnit(DECK_DEFAULTS, values, selection, ['wastePercentage']),
	},
	messages: { empty: 'Fill in all six fields to calculate.' },
	Form: DeckForm,
	Results: lazyResults(() => import('./results.tsx'), 'DeckResults'),
})
