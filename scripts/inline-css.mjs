// Inline each page's stylesheets so the first paint needs no CSS request (a round trip on a phone).
// The <link> stays, with media="print", so the markup React hydrates is unchanged (React does not
// compare attributes when hydrating a production build); its copy loads late and never blocks.
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g

/** @param {string} html @param {(href: string) => string} readCss */
export function inlineStylesheets(html, readCss) {
	return html.replace(STYLESHEET_LINK, (link, href) => {
		const css = readCss(href).replace(/<\/style/gi, '<\\/style')
		return `<style>${css}</style>${link.replace('/>', ' media="print"/>')}`
	})
}
