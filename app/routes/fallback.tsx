import { FallbackPage } from '#app/components/pages/fallback-page.tsx'

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function FallbackRoute() {
	return <FallbackPage />
}
