/**
 * Addresses that mean a page but are not its canonical path: '/ABOUT', '/Calculators/Paint-Calculator'
 * (capitals) and '/about/index.html', '/index.html' (the file behind it). They answer 301 to the page.
 * The server applies the general rule; static hosts get the same rules, spelled out, in `_redirects`.
 */

/** The canonical path a request path means, or null when it is canonical already or means no page. */
export function redirectTarget(pathname, pages) {
	const withoutIndex = pathname.replace(/\/index\.html$/i, '') || '/'
	const page = withoutIndex.toLowerCase().replace(/(.)\/$/, '$1')
	if (page === pathname || !pages.has(page)) return null
	return page
}

/** 'paint-calculator' → 'Paint-Calculator'. */
function titleCase(path) {
	return path.replace(/(^|[/-])([a-z])/g, (_, separator, letter) => separator + letter.toUpperCase())
}

/** `_redirects` lines (Netlify / Cloudflare Pages syntax) for every page: its index.html, ALL CAPS and Title-Case. */
export function redirectsFile(pages) {
	const lines = []
	for (const page of [...pages].sort()) {
		const variants = [page === '/' ? '/index.html' : `${page}/index.html`, page.toUpperCase(), titleCase(page)]
		for (const variant of new Set(variants)) if (variant !== page) lines.push(`${variant} ${page} 301`)
	}
	return `# Generated at build time (scripts/postbuild.mjs, server/redirects.mjs).\n${lines.join('\n')}\n`
}
