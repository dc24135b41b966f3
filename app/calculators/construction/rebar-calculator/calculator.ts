import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { type FieldErrors, REQUIRED_MESSAGE } from '#app/lib/number-input.ts'
import { keepingOnUnitChange } from '#app/lib/unit-change.ts'
import { clearRebarMeasurements } from './fields.ts'
import { RebarForm } from './form.tsx'
import {
	INCOMPLETE_ENTRIES_MESSAGE,
	createRebarSchema,
	REBAR_DEFAULTS,
	type RebarValues,
	SELECT_SIZE_MESSAGE,
} from './schema.ts'

const INCOMPLETE_GRID_MESSAGE =
	'Please fill in the slab length, slab width, rebar spacing, edge spacing, rebar size and single rebar length to calculate.'

/** The hint shown while the active mode's inputs are incomplete (a size not chosen, a field empty). */
function incompleteMessage(values: RebarValues, errors: FieldErrors) {
	const prefix = values.mode === 'grid' ? 'grid.' : 'entries.'
	const isIncomplete = Object.entries(errors).some(
		([path, message]) => path.startsWith(prefix) && (message === SELECT_SIZE_MESSAGE || message === REQUIRED_MESSAGE),
	)
	if (!isIncomplete) return undefined
	return values.mode === 'grid' ? INCOMPLETE_GRID_MESSAGE : INCOMPLETE_ENTRIES_MESSAGE
}

/** The choices a unit change keeps; the measurements start again. */
const KEPT_CHOICES = ['mode', 'includeLapSplice', 'lapSplicePercentage', 'includeWastage', 'wastagePercentage'] as const

export const rebarCalculator = defineCalculator({
	id: 'rebar-calculator',
	defaults: REBAR_DEFAULTS,
	schema: createRebarSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeRebar'),
	reset: {
		startNew: clearRebarMeasurements,
		// The one unit rule (lib/unit-change.ts): entries, grid and prices start again (No.13 and £/m mean
		// nothing in feet); the mode and the lap splice and wastage choices stay.
		unitChange: keepingOnUnitChange(REBAR_DEFAULTS, KEPT_CHOICES),
	},
	// Empty fields outside the entries or the grid can only be the percentages.
	messages: { empty: 'Fill in the percentage to calculate.', pending: incompleteMessage },
	Form: RebarForm,
	Results: lazyResults(() => import('./results.tsx'), 'RebarResults'),
})
