import { isNotBuiltPath } from '#app/catalogue/not-built.ts'
import { FallbackPage } from '#app/components/pages/fallback-page.tsx'
import { pageMeta } from '#app/config/page-meta.ts'
import { lastPathSegment, titleCaseSegment } from '#app/lib/title-case.ts'
import type { Route } from './+types/fallback'

export const meta = ({ location }: Route.MetaArgs) => {
	if (!isNotBuiltPath(location.pathname)) return [{ name: 'robots', content: 'noindex' }]
	const name = titleCaseSegment(lastPathSegment(location.pathname))
	return pageMeta({
		description: `The ${name} is coming soon to Calcwright. Meanwhile, try our free deck, tile, paint and concrete calculators.`,
		path: location.pathname.replace(/\/+$/, ''),
	})
}

export default function FallbackRoute() {
	return <FallbackPage />
}
