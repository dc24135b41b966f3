import type { Thing, WithContext } from 'schema-dts'
import { serializeJsonLd } from './breadcrumb-data.ts'

/** A schema.org JSON-LD block. Catalogue data only, never user text; '<' is escaped by serializeJsonLd. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
	return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
