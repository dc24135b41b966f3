import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { CalculatorRuntime } from '../../app/calculator-runtime/calculator-runtime.tsx'
import type { AnyCalculatorDefinition } from '../../app/calculator-runtime/define-calculator.ts'
import { calculators } from '../../app/catalogue/calculators.ts'

/**
 * Renders a calculator on its runtime inside a router at `url` (the runtime keeps its inputs in the
 * address), with no draft left by an earlier test unless `keepDrafts`.
 */
export function renderCalculator(
	definition: AnyCalculatorDefinition,
	url = '/calculators/test',
	{ keepDrafts = false }: { keepDrafts?: boolean } = {},
) {
	if (!keepDrafts) window.localStorage.clear()
	// The route passes the catalogue's name (from its loader data); a test calculator outside the catalogue goes by its id.
	const name = calculators.find((entry) => entry.id === definition.id)?.name ?? definition.id
	const router = createMemoryRouter(
		[{ path: '*', element: <CalculatorRuntime definition={definition} name={name} /> }],
		{
			initialEntries: [url],
		},
	)
	return { ...render(<RouterProvider router={router} />), router }
}
