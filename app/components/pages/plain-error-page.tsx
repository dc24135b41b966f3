/**
 * The error page with nothing that could break again: the root's last resort, and the site layout's
 * stand-in when the full error page cannot be fetched (offline, no service worker).
 */
export function PlainErrorPage() {
	return (
		<>
			<title>Something went wrong</title>
			<h1>Something went wrong</h1>
			<p>This page ran into a problem it could not get past. Nothing you typed was sent anywhere.</p>
			<a href="/">Back to Home</a>
		</>
	)
}
