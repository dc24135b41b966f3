import { Link } from 'react-router'
import { POPULAR_FALLBACK_LINKS } from '#app/config/site.ts'

export function PopularCalculators() {
	return (
		<section aria-labelledby="popular-calculators">
			<h2 id="popular-calculators">Popular Calculators</h2>
			<ul className="text-link-list">
				{POPULAR_FALLBACK_LINKS.map((link) => (
					<li key={link.path}>
						<Link to={link.path}>{link.name}</Link>
					</li>
				))}
			</ul>
		</section>
	)
}
