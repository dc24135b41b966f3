import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { useCalculator } from '#app/components/calculator/use-calculator.ts'
import { computeConcrete } from './compute.ts'
import { ConcreteForm } from './form.tsx'
import { ConcreteResults } from './results.tsx'
import { CONCRETE_DEFAULTS, type ConcreteValues, parseConcrete } from './schema.ts'

/** Seed 001 §4: a new calculation clears the dimensions; unit, shape, type and toggles are kept (a unit change too). */
function clearDimensions(values: ConcreteValues): ConcreteValues {
	return { ...values, length: '', width: '', height: '', diameter: '' }
}

export function ConcreteCalculator() {
	const calculator = useCalculator({
		defaults: CONCRETE_DEFAULTS,
		parse: parseConcrete,
		compute: computeConcrete,
		clearForStartNew: clearDimensions,
	})
	if (calculator.results) return <ConcreteResults {...calculator.results} onStartNew={calculator.startNew} />
	return (
		<ConcreteForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			onValuesChange={calculator.update}
			// The one unit rule (lib/unit-change.ts): the dimensions start again; shape, type and toggles stay.
			onUnitChange={(unit) =>
				calculator.setValues((previous) =>
					valuesForNewUnit(CONCRETE_DEFAULTS, previous, { unit }, [
						'shape',
						'concreteType',
						'includeWastage',
						'includeReinforcement',
					]),
				)
			}
			onSubmit={calculator.submit}
		/>
	)
}
