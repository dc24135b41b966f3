import { useLocation, useMatches, useSearchParams } from 'react-router'
import { calculatorOfMatches } from '#app/catalogue/calculator-match.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { activeNavKey } from './nav-links.ts'

export function useActiveNavKey() {
	const { pathname } = useLocation()
	const [searchParams] = useSearchParams()
	const isHydrated = useHydrated()
	const calculator = calculatorOfMatches(useMatches())
	return activeNavKey(pathname, isHydrated ? searchParams.get('category') : null, calculator?.category)
}
