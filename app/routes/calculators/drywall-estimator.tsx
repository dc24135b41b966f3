import { DrywallCalculator } from '#app/calculators/drywall-estimator/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/calculator-runtime/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('drywall-estimator')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function DrywallEstimatorRoute() {
	return (
		<CalculatorPage entry={entry}>
			<DrywallCalculator />
		</CalculatorPage>
	)
}
