import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { CfmForm } from './form.tsx'
import { CFM_DEFAULTS, cfmDefaults, cfmValuesForUnits, createCfmSchema } from './schema.ts'

export const cfmCalculator = defineCalculator({
	id: 'cfm-calculator',
	defaults: CFM_DEFAULTS,
	schema: createCfmSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeCfm'),
	reset: {
		// Decision 061: the spec's defaults of the unit system in use; the mode stays.
		startNew: (values) => ({ ...cfmDefaults(values.unit), mode: values.mode }),
		// The room's sizes start again; the rules follow the unit system until changed (decisions 036, 062).
		unitChange: cfmValuesForUnits,
	},
	messages: { empty: 'Fill in the room’s length, width and height to calculate.' },
	Form: CfmForm,
	Results: lazyResults(() => import('./results.tsx'), 'CfmResults'),
})
