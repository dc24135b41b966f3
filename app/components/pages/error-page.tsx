import { useEffect } from 'react'
import { isRouteErrorResponse, Link, useLocation } from 'react-router'
import { findCalculatorByPath } from '#app/catalogue/calculators.ts'
import { clearDrafts } from '#app/kept-state/draft-keys.ts'

function describeError(error: unknown) {
	if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
	if (error instanceof Error) return error.message
	return String(error)
}

/**
 * The site's own page for anything that breaks while a page runs (issue #26): what happened in plain
 * words, a way back, and the technical detail folded away. On a calculator, the inputs kept on this
 * device for it are cleared, so that a draft which broke the page cannot break it again.
 */
export function ErrorPage({ error }: { error: unknown }) {
	const { pathname } = useLocation()
	const calculator = findCalculatorByPath(pathname)
	useEffect(() => {
		if (calculator) clearDrafts(calculator.id)
	}, [calculator])
	return (
		<div className="error-page">
			<title>Something went wrong</title>
			<h1>Something went wrong</h1>
			<p>This page ran into a problem it could not get past. Nothing you typed was sent anywhere.</p>
			{calculator ? (
				<>
					<p>The last inputs kept on this device for the {calculator.name} were cleared, so it opens cleanly.</p>
					<p>
						<Link to={`/calculators/${calculator.id}`} reloadDocument className="button">
							Back to the {calculator.name}
						</Link>
					</p>
				</>
			) : null}
			<p>
				<Link to="/" reloadDocument>
					Back to Home
				</Link>
			</p>
			<details>
				<summary>Technical details</summary>
				<pre className="error-page__detail">{describeError(error)}</pre>
			</details>
		</div>
	)
}
