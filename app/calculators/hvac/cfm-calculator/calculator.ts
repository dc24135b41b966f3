import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computeCfm } from './compute.ts'
import { CfmForm } from './form.tsx'
import { CfmResults } from './results.tsx'
import { CFM_DEFAULTS, cfmDefaults, cfmValuesForUnits, createCfmSchema } from './schema.ts'

export const cfmCalculator = defineCalculator({
	id: 'cfm-calculator',
	defaults: CFM_DEFAULTS,
	schema: createCfmSchema,
	compute: computeCfm,
	reset: {
		// Decision 061: the spec's defaults of the unit system in use; the mode stays.
		startNew: (values) => ({ ...cfmDefaults(values.unit), mode: values.mode }),
		// The room's sizes start again; the rules follow the unit system until changed (decisions 036, 062).
		unitChange: cfmValuesForUnits,
	},
	messages: { empty: 'Fill in the room’s length, width and height to calculate.' },
	Form: CfmForm,
	Results: CfmResults,
})
