import type { Thing, WithContext } from 'schema-dts'
import { serializeJsonLd } from './breadcrumb-data.ts'

/**
 * A schema.org JSON-LD block. Catalogue data only, never user text; '<' is escaped by serializeJsonLd.
 * It is for crawlers, which read the pre-rendered page: callers pass `import.meta.env.SSR ? data : null`,
 * so the browser's code does not carry it, and hydration keeps the pre-rendered block as it is.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | null }) {
	return (
		<script
			type="application/ld+json"
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: data ? serializeJsonLd(data) : '' }}
		/>
	)
}
