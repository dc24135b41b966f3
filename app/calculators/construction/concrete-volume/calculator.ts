import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { hasEmptyField } from '#app/lib/number-input.ts'
import { keepingOnUnitChange } from '#app/lib/unit-change.ts'
import { ConcreteForm } from './form.tsx'
import { CONCRETE_DEFAULTS, createConcreteSchema } from './schema.ts'

/** The choices a unit change keeps; the measurements start again. */
const KEPT_CHOICES = ['shape', 'concreteType', 'includeWastage', 'includeReinforcement'] as const

export const concreteVolume = defineCalculator({
	id: 'concrete-volume',
	defaults: CONCRETE_DEFAULTS,
	schema: createConcreteSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeConcrete'),
	reset: {
		// docs/calculators/concrete-volume.md §2: a new calculation clears the dimensions; unit, shape, type and toggles
		// are kept.
		startNew: (values) => ({ ...values, length: '', width: '', height: '', diameter: '' }),
		// The one unit rule (lib/unit-change.ts): the dimensions start again; shape, type and toggles stay.
		unitChange: keepingOnUnitChange(CONCRETE_DEFAULTS, KEPT_CHOICES),
	},
	messages: {
		empty: 'Fill in the length, width and height to calculate.',
		pending: (values, errors) =>
			values.shape === 'column' && hasEmptyField(errors) ? 'Fill in the diameter and height to calculate.' : undefined,
	},
	Form: ConcreteForm,
	Results: lazyResults(() => import('./results.tsx'), 'ConcreteResults'),
})
