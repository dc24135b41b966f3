import { Outlet } from 'react-router'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'

export default function SiteLayout() {
	return (
		<>
			<a href="#main-content" className="skip-link">
				Skip to content
			</a>
			<SiteHeader />
			<main id="main-content" className="page" tabIndex={-1}>
				<Outlet />
			</main>
			<SiteFooter />
		</>
	)
}
