// Minimal types for the two structured-data packages, which ship none.
declare module '@adobe/structured-data-validator' {
	export default class Validator {
		constructor(schemaOrgJson?: unknown)
		validate(data: unknown): Promise<Array<{ issueMessage: string; severity: string }>>
	}
}

declare module '@marbec/web-auto-extractor' {
	type Extracted = { jsonld?: Record<string, Array<Record<string, unknown>>> }
	export default class WebAutoExtractor {
		constructor(options?: { addLocation?: boolean; embedSource?: Array<string> })
		parse(html: string): Extracted
	}
}
