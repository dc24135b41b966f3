import { ConcreteCalculator } from '#app/calculators/concrete-volume/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/calculator-runtime/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('concrete-volume')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function ConcreteVolumeRoute() {
	return (
		<CalculatorPage entry={entry}>
			<ConcreteCalculator />
		</CalculatorPage>
	)
}
