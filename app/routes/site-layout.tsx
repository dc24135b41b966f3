import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Outlet, useMatches } from 'react-router'
import { calculatorOfMatches } from '#app/catalogue/calculator-match.ts'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { PlainErrorPage } from '#app/components/pages/plain-error-page.tsx'
import { clearDrafts } from '#app/kept-state/draft-keys.ts'
import type { Route } from './+types/site-layout'

export default function SiteLayout() {
	return (
		<SiteChrome>
			<Outlet />
		</SiteChrome>
	)
}

// Loaded only when a page breaks (it is precached for offline use): no page pays for it up front.
// Without a connection or the worker, the plain page in this chunk stands in, so nothing breaks twice.
const ErrorPage = lazy(() =>
	import('#app/components/pages/error-page.tsx').then(
		({ ErrorPage }) => ({ default: ErrorPage }),
		() => ({ default: () => <PlainErrorPage /> }),
	),
)

/**
 * A page that breaks shows the site's error page inside the header and footer, with a way back. On a
 * calculator, the inputs kept for it are cleared first, so a draft that broke the page cannot again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const calculator = calculatorOfMatches(useMatches())
	useEffect(() => {
		if (calculator) clearDrafts(calculator.id)
	}, [calculator])
	return (
		<SiteChrome>
			<div className="error-page">
				<Suspense fallback={<p role="status">Something went wrong. Loading the details…</p>}>
					<ErrorPage error={error} />
				</Suspense>
			</div>
		</SiteChrome>
	)
}

function SiteChrome({ children }: { children: ReactNode }) {
	return (
		<>
			<a href="#main-content" className="skip-link">
				Skip to content
			</a>
			<SiteHeader />
			<main id="main-content" className="page" tabIndex={-1}>
				{children}
			</main>
			<SiteFooter />
		</>
	)
}
