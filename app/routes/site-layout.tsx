import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Outlet } from 'react-router'
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
// Without a connection or the worker, a plainer page in this chunk stands in, so nothing breaks twice.
const ErrorPage = lazy(() =>
	import('#app/components/pages/error-page.tsx').then(
		({ ErrorPage }) => ({ default: ErrorPage }),
		() => ({ default: OfflineErrorPage }),
	),
)

// Clears the calculator's drafts as the full page does, so a draft that broke the page cannot again.
function OfflineErrorPage() {
	const calculatorId = /^\/calculators\/([a-z0-9-]+)\/?$/.exec(window.location.pathname)?.[1]
	useEffect(() => {
		if (calculatorId) clearDrafts(calculatorId)
	}, [calculatorId])
	return (
		<div className="error-page">
			<PlainErrorPage />
		</div>
	)
}

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
