import { SITE_URL } from './site.ts'

/** Title, description and canonical link for a route's `meta` export. */
export function pageMeta({ title, description, path }: { title?: string; description: string; path: string }) {
	return [
		...(title ? [{ title }] : []),
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: `${SITE_URL}${path === '/' ? '/' : path}` },
	]
}

/** A calculator page is titled '{name} - {Category} Calculator', as the site has always named them. */
export function calculatorMeta(entry: { id: string; name: string }, categoryName: string, description: string) {
	return pageMeta({
		title: `${entry.name} - ${categoryName} Calculator`,
		description,
		path: `/calculators/${entry.id}`,
	})
}
