import { LinkList } from '#app/components/layout/link-list.tsx'
import { POPULAR_FALLBACK_LINKS } from '#app/config/site.ts'

export function PopularCalculators() {
	return (
		<section aria-labelledby="popular-calculators">
			<h2 id="popular-calculators">Popular Calculators</h2>
			<LinkList links={POPULAR_FALLBACK_LINKS} />
		</section>
	)
}
