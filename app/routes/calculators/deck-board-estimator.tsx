import { DeckBoardCalculator } from '#app/calculators/deck-board-estimator/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/components/calculator/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('deck-board-estimator')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function DeckBoardEstimatorRoute() {
	return (
		<CalculatorPage entry={entry}>
			<DeckBoardCalculator />
		</CalculatorPage>
	)
}
