import { useLoaderData } from 'react-router'
import type { CalculatorLoaderData } from '#app/catalogue/calculator-match.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { calculatorMeta } from '#app/config/page-meta.ts'
import { CalculatorPage } from './calculator-page.tsx'
import { CalculatorRuntime } from './calculator-runtime.tsx'
import type { AnyCalculatorDefinition } from './define-calculator.ts'

/**
 * The route module of a calculator: its meta and its page, with its one-sentence description
 * (`calculator-description:<id>`), and its 'How it's calculated' section and catalogue entry from the route's loader (calculator-loader.ts). Each calculator folder's route.tsx re-exports these; app/routes.ts adds one route per built catalogue entry.
 */
export function calculatorRoute(definition: AnyCalculatorDefinition, description: string) {
	return {
		meta: ({ loaderData }: { loaderData: CalculatorLoaderData | undefined }) =>
			loaderData ? calculatorMeta(loaderData.entry, getCategory(loaderData.entry.category).name, description) : [],
		Component: function CalculatorRoute() {
			const { method, entry } = useLoaderData<CalculatorLoaderData>()
			return (
				<CalculatorPage entry={entry} description={description} method={method}>
					<CalculatorRuntime definition={definition} name={entry.name} />
				</CalculatorPage>
			)
		},
	}
}
