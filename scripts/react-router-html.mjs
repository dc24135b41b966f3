// The build's post-processing (inline-css.mjs, hydrate-after-paint.mjs, csp.mjs) reads React Router's
// pre-rendered HTML with regular expressions. This checks, page by page, that the HTML still has the
// shape they rely on, so an upgrade that changes it fails the build with a message saying what moved,
// instead of shipping pages whose styles block the paint or that never hydrate.

const ASSUMPTIONS = [
	{
		what: 'stylesheets as <link rel="stylesheet" href="/assets/….css"/> (inline-css.mjs)',
		all: /<link[^>]*rel="stylesheet"[^>]*>/g,
		expected: /^<link rel="stylesheet" href="\/assets\/[^"#]+\.css#?"\/>$/,
		atLeastOne: true,
	},
	{
		what: 'module preloads as <link rel="modulepreload" href="…"/> (hydrate-after-paint.mjs)',
		all: /<link[^>]*rel="modulepreload"[^>]*>/g,
		expected: /^<link rel="modulepreload" href="\/assets\/[^"]+\.js"\/>$/,
		atLeastOne: true,
	},
	{
		what: 'one module script, <script type="module" async="">, that imports the route chunks (hydrate-after-paint.mjs)',
		all: /<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g,
		expected: /^<script type="module" async="">[\s\S]*import\("\/assets\/[^"]+\.js"\)[\s\S]*<\/script>$/,
		exactlyOne: true,
	},
	{
		what: 'the router context as an inline <script> (csp.mjs hashes it)',
		all: /<script>window\.__reactRouterContext = /g,
		expected: /./,
		exactlyOne: true,
	},
]

/** Throws, naming the assumption, when a page's HTML no longer has the shape the build relies on. */
export function assertReactRouterHtml(html, page) {
	for (const assumption of ASSUMPTIONS) {
		const found = html.match(assumption.all) ?? []
		const unexpected = found.find((tag) => !assumption.expected.test(tag))
		const countIsWrong = (assumption.exactlyOne && found.length !== 1) || (assumption.atLeastOne && found.length === 0)
		if (unexpected || countIsWrong) {
			throw new Error(
				`${page}: React Router's HTML has changed; the build expects ${assumption.what}, ` +
					`found ${found.length === 0 ? 'none' : (unexpected ?? `${found.length}`).slice(0, 200)}. ` +
					'Update scripts/react-router-html.mjs and the step that relies on it.',
			)
		}
	}
}
