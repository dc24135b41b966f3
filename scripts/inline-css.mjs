// Inline each page's stylesheets so the first paint needs no CSS request (a round trip on a phone).
// The <link> stays, marked `disabled`, so the markup React hydrates is unchanged (React does not
// compare attributes when hydrating a production build) and the browser never fetches the copy.
// React Router appends '#' to CSS that is also imported dynamically (Vite dedupes on it).
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g
const ACTIVE_STYLESHEET = /<link rel="stylesheet"(?![^>]* disabled)[^>]*>/

/** @param {string} html @param {(href: string) => string} readCss */
export function inlineStylesheets(html, readCss) {
	return html.replace(STYLESHEET_LINK, (link, href) => {
		const css = readCss(href).replace(/<\/style/gi, '<\\/style')
		return `<style>${css}</style>${link.replace('/>', ' disabled=""/>')}`
	})
}

/** Throws if a page still links a stylesheet that would block its first paint. @param {string} html */
export function assertNoBlockingStylesheet(html, page) {
	const link = ACTIVE_STYLESHEET.exec(html)
	if (link) throw new Error(`${page}: render-blocking stylesheet left after inlining: ${link[0]}`)
}
