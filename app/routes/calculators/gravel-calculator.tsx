import { GravelCalculator } from '#app/calculators/gravel-calculator/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/calculator-runtime/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('gravel-calculator')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function GravelCalculatorRoute() {
	return (
		<CalculatorPage entry={entry}>
			<GravelCalculator />
		</CalculatorPage>
	)
}
