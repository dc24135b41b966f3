import { StaticPage } from '#app/components/pages/static-page.tsx'
import { AD_CLIENT, SITE_NAME } from '#app/config/site.ts'
import { pageMeta } from '#app/config/page-meta.ts'

export const meta = () =>
	pageMeta({
		title: 'Privacy Policy',
		description: `How ${SITE_NAME} handles your data: calculator inputs stay in your browser and are never stored on our servers.`,
		path: '/privacy-policy',
	})

export default function PrivacyPolicyRoute() {
	return (
		<StaticPage title="Privacy Policy" path="/privacy-policy">
			<p>Last updated: June 2024</p>
			<h2>Your calculator inputs</h2>
			<p>
				Every calculation runs in your browser. The measurements and options you enter are not sent to us and are not
				stored on our servers.
			</p>
			<h2>What is kept on your device</h2>
			<p>
				Each calculator keeps your last inputs, with any prices you typed, in your browser&apos;s local storage, so that
				a reload, a closed tab or a dropped connection loses nothing; they come back when you return, with a note, and
				Start New clears them. Each tab also keeps its own copy in the browser&apos;s session storage, so that two tabs
				never overwrite each other; the browser drops it when the tab closes. The estimates you add to your project are
				kept there too, until you remove them. They never leave your device: a shared project link carries the list
				itself, not a copy on our servers. Nothing else is kept. Clearing your browser&apos;s site data removes them.
			</p>
			<p>
				The page&apos;s address also carries your inputs, so that Back and Forward work and you can send an estimate to
				someone. Anyone you give that address to sees the same inputs and results; nothing is sent to us when they open
				it.
			</p>
			<h2>Analytics and advertising</h2>
			<p>
				The site is built so that a web analytics service and an advertising service can be switched on. They are off
				unless configured, and{' '}
				{AD_CLIENT ? 'an advertising service is configured on this site' : 'none is configured on this site'}: pages
				make no requests to other websites. If a service is switched on, this page will name it, say what it collects
				and how to opt out, before it loads.
			</p>
			<h2>Cookies</h2>
			<p>We set no cookies and keep no account or profile for you.</p>
			<h2>Contact</h2>
			<p>Questions about this policy are welcome through the Contact page.</p>
		</StaticPage>
	)
}
