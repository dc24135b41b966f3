import { calculatorPath, calculators } from './calculators.ts'
import { NOT_BUILT_PATHS } from './not-built.ts'
import { PROJECT_PATH } from '../config/paths.ts'

/** The one pre-rendered page the server answers unknown paths with (HTTP 404). */
export const NOT_FOUND_PATH = '/404'

export const STATIC_PAGE_PATHS = ['/privacy-policy', '/about', '/contact'] as const

export const prerenderPaths = [
	'/',
	'/calculators',
	...calculators.filter((calculator) => calculator.isBuilt).map((calculator) => calculatorPath(calculator.id)),
	...NOT_BUILT_PATHS,
	...STATIC_PAGE_PATHS,
	PROJECT_PATH,
	NOT_FOUND_PATH,
]
