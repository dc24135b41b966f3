import { isRouteErrorResponse, Link, useLocation } from 'react-router'
import { findCalculatorByPath } from '#app/catalogue/calculators.ts'
import { PlainErrorPage } from './plain-error-page.tsx'

function describeError(error: unknown) {
	if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
	if (error instanceof Error) return error.message
	return String(error)
}

/**
 * The site's own page for anything that breaks while a page runs (issue #26): what happened in plain
 * words, a way back, and the technical detail folded away. The site layout's boundary has cleared the
 * calculator's drafts, so a draft which broke the page cannot break it again.
 */
export function ErrorPage({ error }: { error: unknown }) {
	const calculator = findCalculatorByPath(useLocation().pathname)
	return (
		<PlainErrorPage>
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
			<details>
				<summary>Technical details</summary>
				<pre className="error-page__detail">{describeError(error)}</pre>
			</details>
		</PlainErrorPage>
	)
}
