import type { ReactNode } from 'react'

/**
 * The error page with nothing that could break again: the root's last resort, the site layout's
 * stand-in when the full error page cannot be fetched (offline, no service worker), and the full
 * page's frame (`children`: its way back to the calculator and the technical details).
 */
export function PlainErrorPage({ children }: { children?: ReactNode }) {
	return (
		<>
			<title>Something went wrong</title>
			<h1>Something went wrong</h1>
			<p>This page ran into a problem it could not get past. Nothing you typed was sent anywhere.</p>
			{children}
			<p>
				<a href="/">Back to Home</a>
			</p>
		</>
	)
}
