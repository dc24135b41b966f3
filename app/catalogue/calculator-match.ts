import type { CalculatorEntry } from './calculators.ts'

/**
 * What a calculator's route loads as its page is pre-rendered (app/calculator-runtime/calculator-loader.ts): its
 * 'How it's calculated' section and its catalogue entry. The page and the site's header read the entry from here, so
 * no page but the lists, the project and the error page loads the whole catalogue.
 */
export type CalculatorLoaderData = { method: string; entry: CalculatorEntry }

/** The catalogue entry of the calculator the page shows, if it shows one: `matches` from React Router's useMatches(). */
export function calculatorOfMatches(matches: ReadonlyArray<{ loaderData: unknown }>): CalculatorEntry | undefined {
	for (const match of matches) {
		const data = match.loaderData as Partial<CalculatorLoaderData> | undefined
		if (data?.entry) return data.entry
	}
	return undefined
}
