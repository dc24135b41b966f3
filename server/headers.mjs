/**
 * Reads a Netlify/Cloudflare-style `_headers` file: a path pattern on its own line, then
 * indented `Name: value` lines, or `! Name` to remove a header an earlier block set.
 * `*` in a pattern matches any run of characters.
 * @returns {Array<{ pattern: RegExp, headers: Array<[string, string | null]> }>}
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
		const rule = rules.at(-1)
		const detached = /^\s+!\s*(\S+)\s*$/.exec(line)
		const separator = line.indexOf(':')
		if (!rule || (!detached && separator === -1)) throw new Error(`Malformed _headers line: ${line}`)
		if (detached) rule.headers.push([detached[1], null])
		else rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
	}
	return rules
}

/** Headers for a request path; a later matching rule overrides an earlier one's header. */
export function headersFor(rules, pathname) {
	const headers = new Map()
	for (const rule of rules) {
		if (!rule.pattern.test(pathname)) continue
		for (const [name, value] of rule.headers) {
			if (value === null) headers.delete(name.toLowerCase())
			else headers.set(name.toLowerCase(), value)
		}
	}
	return headers
}
