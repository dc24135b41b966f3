/**
 * Reads a Netlify/Cloudflare-style `_headers` file: a path pattern on its own line, then
 * indented `Name: value` lines. `*` in a pattern matches any run of characters.
 * @returns {Array<{ pattern: RegExp, headers: Array<[string, string]> }>}
 */
export function parseHeadersFile(text) {
	const rules = []
	for (const line of text.split(/\r?\n/)) {
		if (!line.trim() || line.trim().startsWith('#')) continue
		if (!/^\s/.test(line)) {
			const source = line
				.trim()
				.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
				.replace(/\*/g, '.*')
			rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
			continue
		}
		const separator = line.indexOf(':')
		const rule = rules.at(-1)
		if (!rule || separator === -1) throw new Error(`Malformed _headers line: ${line}`)
		rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
	}
	return rules
}

/** Headers for a request path; a later matching rule overrides an earlier one's header. */
export function headersFor(rules, pathname) {
	const headers = new Map()
	for (const rule of rules) {
		if (!rule.pattern.test(pathname)) continue
		for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), value)
	}
	return headers
}
