import { calculatorPath, calculators } from './calculators.ts'

/** Paths that show 'Coming Soon!': the catalogue entries not built yet (a built one leaves the list). */
export const NOT_BUILT_PATHS: ReadonlyArray<string> = calculators
	.filter((calculator) => !calculator.isBuilt)
	.map((calculator) => calculatorPath(calculator.id))

export function isNotBuiltPath(pathname: string) {
	return NOT_BUILT_PATHS.includes(pathname.replace(/\/+$/, ''))
}
