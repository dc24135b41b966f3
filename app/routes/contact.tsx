import { StaticPage } from '#app/components/pages/static-page.tsx'
import { CONTACT_EMAIL } from '#app/config/site.ts'
import { pageMeta } from '#app/config/page-meta.ts'

export const meta = () =>
	pageMeta({
		title: 'Contact',
		description: 'Get in touch with questions, corrections or ideas for new calculators.',
		path: '/contact',
	})

export default function ContactRoute() {
	return (
		<StaticPage title="Contact" path="/contact">
			<p>We reply to every message within 2 business days.</p>
			<p>
				Suggestions for new calculators are welcome by e-mail at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
				.
			</p>
			<p>If a result looks wrong, tell us the calculator and the numbers you typed, and we will check it.</p>
		</StaticPage>
	)
}
