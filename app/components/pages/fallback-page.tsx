import { Link, useLocation } from 'react-router'
import { isNotBuiltPath } from '#app/catalogue/not-built.ts'
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import { lastPathSegment, titleCaseSegment } from '#app/lib/title-case.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { PopularCalculators } from './popular-calculators.tsx'
import styles from './fallback-page.module.css'

function FallbackLinks() {
	return (
		<>
			<p>
				<Link to="/" className="button">
					Back to Home
				</Link>
			</p>
			<PopularCalculators />
		</>
	)
}

/** 'Coming Soon!' for a calculator not built yet, '404 Page Not Found' for anything else. */
export function FallbackPage() {
	const { pathname } = useLocation()
	// One pre-rendered 404 page answers every unknown path, so its title follows the path only once hydrated.
	const isHydrated = useHydrated()
	const name = titleCaseSegment(lastPathSegment(pathname))

	if (isNotBuiltPath(pathname)) {
		return (
			<div className={styles.fallback}>
				<title>{name}</title>
				<Breadcrumbs
					trail={[
						{ name: 'All Calculators', path: '/calculators' },
						{ name, path: pathname },
					]}
				/>
				<h1>Coming Soon!</h1>
				<p className={styles.name}>{name}</p>
				<p>We're currently working on this calculator tool. It will be available soon!</p>
				<FallbackLinks />
			</div>
		)
	}

	return (
		<div className={styles.fallback}>
			<title>{isHydrated && name ? name : 'Page Not Found'}</title>
			<h1>404 Page Not Found</h1>
			<p>We couldn't find the page you were looking for. It might have been moved, deleted, or never existed.</p>
			<FallbackLinks />
		</div>
	)
}
