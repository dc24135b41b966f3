import { MulchCalculator } from '#app/calculators/mulch-calculator/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/calculator-runtime/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('mulch-calculator')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function MulchCalculatorRoute() {
	return (
		<CalculatorPage entry={entry}>
			<MulchCalculator />
		</CalculatorPage>
	)
}
