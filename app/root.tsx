import { type ReactNode, useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, useLocation } from 'react-router'
import { PlainErrorPage } from '#app/components/pages/plain-error-page.tsx'
import { UpdatePrompt } from '#app/components/offline/update-prompt.tsx'
import './app.css'

export function Layout({ children }: { children: ReactNode }) {
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#ea580c" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<link rel="manifest" href="/manifest.webmanifest" />
				<link rel="apple-touch-icon" href="/icon-192.png" />
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				<Scripts />
			</body>
		</html>
	)
}

function useScrollToTopOnPathChange() {
	const { pathname } = useLocation()
	useEffect(() => {
		window.scrollTo(0, 0)
	}, [pathname])
}

function useHydrationMarker() {
	// Lets browser tests (and CSS, if ever needed) know the pre-rendered page is now interactive.
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
}

export default function App() {
	useScrollToTopOnPathChange()
	useHydrationMarker()
	return (
		<>
			<Outlet />
			<UpdatePrompt />
		</>
	)
}

/**
 * What the site layout's own error page (routes/site-layout.tsx) could not catch: the header itself
 * breaking. Plain, with nothing that could break again.
 */
export function ErrorBoundary() {
	return (
		<main className="error-page">
			<PlainErrorPage />
		</main>
	)
}
