// Runs in the page, inlined by hydrate-after-paint.mjs as `(this function)(the page's preloads)`:
// preloads the modules, then runs the inert router script as a module once the page has painted.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read as text and called in the page
function loader(preloads) {
	const inert = document.currentScript.previousElementSibling
	let started = false
	const start = () => {
		if (started) return
		started = true
		// Starting a fetch costs a phone a few milliseconds, so each preload gets a task of its own.
		for (const href of preloads) {
			setTimeout(() => {
				const link = document.createElement('link')
				link.rel = 'modulepreload'
				link.href = href
				document.head.append(link)
			})
		}
		const run = () => {
			const script = document.createElement('script')
			script.type = 'module'
			script.textContent = inert.textContent
			document.body.append(script)
		}
		// Evaluate the chunks one task each, dependencies first (the build orders them), so no task
		// evaluates a chunk and everything it imports at once; the script that hydrates runs last.
		const hydrating = /import\("([^"]+)"\)/.exec(inert.textContent)?.[1]
		const chunks = preloads.filter((href) => href !== hydrating)
		const next = () => {
			const chunk = chunks.shift()
			if (chunk) import(chunk).then(() => setTimeout(next), run)
			else run()
		}
		setTimeout(next)
	}
	if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
		requestAnimationFrame(() => setTimeout(start))
		return
	}
	new PerformanceObserver((list) => {
		if (list.getEntriesByName('first-contentful-paint').length > 0) start()
	}).observe({ type: 'paint', buffered: true })
	// A page opened in a background tab paints only when shown; hydrate it anyway, a little later.
	setTimeout(start, 3000)
}
