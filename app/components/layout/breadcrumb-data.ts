import type { BreadcrumbList, WithContext } from 'schema-dts'
import { SITE_URL } from '#app/config/site.ts'

export type Crumb = { name: string; path: string }

/** schema.org BreadcrumbList for a trail that starts at Home. */
export function breadcrumbJsonLd(trail: ReadonlyArray<Crumb>): WithContext<BreadcrumbList> {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: trail.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: `${SITE_URL}${crumb.path}`,
		})),
	}
}

/** JSON for a script element: '<' escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown) {
	return JSON.stringify(data).replace(/</g, '\\u003c')
}
