import { calculatorPath, calculators } from './calculators.ts'

/**
 * Paths that show 'Coming Soon!': the 14 unbuilt catalogue entries plus pipe-calculator,
 * which seed 000 names but SPEC-NOTES §1 keeps out of the catalogue.
 */
export const NOT_BUILT_PATHS: ReadonlyArray<string> = [
	...calculators.filter((calculator) => !calculator.isBuilt).map((calculator) => calculatorPath(calculator.id)),
	calculatorPath('pipe-calculator'),
]

export function isNotBuiltPath(pathname: string) {
	return NOT_BUILT_PATHS.includes(pathname.replace(/\/+$/, ''))
}
