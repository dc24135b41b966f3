import { type CalculatorId, getCalculator } from '#app/catalogue/calculators.ts'
import type { CalculatorLoaderData } from '#app/catalogue/calculator-match.ts'

/** A calculator route's loader: it runs as the page is pre-rendered, so the browser's code never carries the catalogue. */
export function calculatorLoader(id: CalculatorId, method: string) {
	return (): CalculatorLoaderData => ({ method, entry: getCalculator(id) })
}
