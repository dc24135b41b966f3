import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { useCalculator } from '#app/components/calculator/use-calculator.ts'
import { computeDrywall } from './compute.ts'
import { clearDrywallMeasurements } from './fields.ts'
import { DrywallForm } from './form.tsx'
import { DrywallResults } from './results.tsx'
import { DRYWALL_DEFAULTS, parseDrywall } from './schema.ts'

export function DrywallCalculator() {
	const calculator = useCalculator({
		defaults: DRYWALL_DEFAULTS,
		parse: parseDrywall,
		compute: computeDrywall,
		clearForStartNew: clearDrywallMeasurements,
	})
	if (calculator.results) return <DrywallResults {...calculator.results} onStartNew={calculator.startNew} />
	return (
		<DrywallForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			alert={calculator.alert}
			onValuesChange={calculator.update}
			// The one unit rule (lib/unit-change.ts): walls, openings and ceiling start again; type, board and toggles stay.
			onUnitChange={(unit) =>
				calculator.setValues((previous) =>
					valuesForNewUnit(DRYWALL_DEFAULTS, previous, { unit }, [
						'drywallType',
						'boardSize',
						'includeCeiling',
						'includeWastage',
						'includeTapeAndMud',
					]),
				)
			}
			onSubmit={calculator.submit}
		/>
	)
}
