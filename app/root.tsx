import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, useLocation } from 'react-router'
import { UpdatePrompt } from '#app/components/offline/update-prompt.tsx'
import type { Route } from './+types/root'
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

function describeError(error: unknown) {
	if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
	if (error instanceof Error) return error.message
	return String(error)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<main className="error-page">
			<title>Unexpected Application Error!</title>
			<h1>Unexpected Application Error!</h1>
			<pre className="error-page__detail">{describeError(error)}</pre>
			<Link to="/">Back to Home</Link>
		</main>
	)
}
