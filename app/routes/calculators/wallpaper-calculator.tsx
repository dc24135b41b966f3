import { WallpaperCalculator } from '#app/calculators/wallpaper-calculator/calculator.tsx'
import { getCalculator } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { CalculatorPage } from '#app/calculator-runtime/calculator-page.tsx'
import { calculatorMeta } from '#app/lib/page-meta.ts'

const entry = getCalculator('wallpaper-calculator')

export const meta = () => calculatorMeta(entry, getCategory(entry.category).name)

export default function WallpaperCalculatorRoute() {
	return (
		<CalculatorPage entry={entry}>
			<WallpaperCalculator />
		</CalculatorPage>
	)
}
