import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, useLocation } from 'react-router'
import { useEffect } from 'react'
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

export default function App() {
	useScrollToTopOnPathChange()
	return <Outlet />
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
