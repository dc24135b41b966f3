import { useLocation, useSearchParams } from 'react-router'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { activeNavKey } from './nav-links.ts'

export function useActiveNavKey() {
	const { pathname } = useLocation()
	const [searchParams] = useSearchParams()
	const isHydrated = useHydrated()
	return activeNavKey(pathname, isHydrated ? searchParams.get('category') : null)
}
