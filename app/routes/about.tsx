import { Link } from 'react-router'
import { calculators } from '#app/catalogue/calculators.ts'
import { StaticPage } from '#app/components/pages/static-page.tsx'
import { SITE_NAME } from '#app/config/site.ts'
import { pageMeta } from '#app/config/page-meta.ts'

export const meta = () =>
	pageMeta({
		title: 'About',
		description: `${SITE_NAME} makes free, accurate construction calculators for contractors, DIY builders and homeowners.`,
		path: '/about',
	})

export default function AboutRoute() {
	return (
		<StaticPage title="About" path="/about">
			<p>
				{SITE_NAME} is a free collection of {calculators.length} construction and home-improvement calculators for
				contractors, DIY builders and homeowners in the UK and the US.
			</p>
			<p>
				Type a few measurements, in metric or imperial, and get the number of boards, tiles, bags, tins or rolls to buy.
				Counts are always rounded up to whole items, waste allowances are shown, and every calculation happens on your
				device, so it works at the supplier's counter and nothing you type leaves your phone.
			</p>
			<p>
				Missing a calculator you need? <Link to="/contact">Tell us</Link>.
			</p>
		</StaticPage>
	)
}
