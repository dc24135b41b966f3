import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { NO_USABLE_SURFACE_MESSAGE } from './fields.ts'
import { correctFieldMessage } from './fields.ts'
import { TileForm } from './form.tsx'
import { createTileSchema, TILE_DEFAULTS } from './schema.ts'

export const tileCalculator = defineCalculator({
	id: 'tile-calculator',
	defaults: TILE_DEFAULTS,
	schema: createTileSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeTile'),
	reset: {
		// Decision 021: one surface 'Wall 1', no obstructions, 300 × 300 mm; the unit and wastage choice stay.
		startNew: (values) => ({
			...TILE_DEFAULTS,
			unit: values.unit,
			metricUnit: values.metricUnit,
			includeWastage: values.includeWastage,
		}),
		// The one unit rule: the surfaces and obstructions start again; the tile size (always mm) and wastage stay.
		unitChange: (values, selection) =>
			valuesForNewUnit(TILE_DEFAULTS, values, selection, ['tileLength', 'tileWidth', 'includeWastage']),
	},
	messages: {
		// Never shown: no tile field is required (blank entries are skipped, a blank tile size is 300 mm).
		empty: NO_USABLE_SURFACE_MESSAGE,
		pending: correctFieldMessage,
	},
	Form: TileForm,
	Results: lazyResults(() => import('./results.tsx'), 'TileResults'),
})
