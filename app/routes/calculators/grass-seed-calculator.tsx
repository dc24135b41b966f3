import { GrassSeedCalculator } from '#app/calculators/grass-seed-calculator/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/calculator-runtime/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('grass-seed-calculator')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function GrassSeedCalculatorRoute() {
	return (
		<CalculatorPage entry={entry}>
			<GrassSeedCalculator />
		</CalculatorPage>
	)
}
