import { lazy, type ReactNode, Suspense } from 'react'
import { Outlet } from 'react-router'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import type { Route } from './+types/site-layout'

export default function SiteLayout() {
	return (
		<SiteChrome>
			<Outlet />
		</SiteChrome>
	)
}

// Loaded only when a page breaks (it is precached for offline use): no page pays for it up front.
const ErrorPage = lazy(() =>
	import('#app/components/pages/error-page.tsx').then(({ ErrorPage }) => ({ default: ErrorPage })),
)

/** A page that breaks shows the site's error page inside the header and footer, with a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<SiteChrome>
			<Suspense fallback={<p role="status">Something went wrong. Loading the details…</p>}>
				<ErrorPage error={error} />
			</Suspense>
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
