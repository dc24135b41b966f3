import { type ComponentType, Suspense } from 'react'
import { lazyView } from '#app/calculator-runtime/lazy-view.tsx'

function NoDrawing() {
	return null
}

/**
 * A calculator's drawing as a chunk of its own (issue #29, decision 078), declared in the results view module:
 * `lazyDrawing(() => import('./drawing.tsx'), 'TileDrawing')`. It is fetched as that module loads (once the page is
 * idle, decision 077), never with the page: so a page loaded before its service worker still draws with the
 * connection dropped, and the drawing is here when the results show, drawn with them rather than shifting what is
 * under it. The service worker precaches it. Should the fetch fail, the results show without it.
 */
export function lazyDrawing<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
	const View = lazyView(load, name, NoDrawing) as ComponentType<object> & { preload: () => void }
	View.preload()
	function LazyDrawing(props: object) {
		return (
			<Suspense fallback={null}>
				<View {...props} />
			</Suspense>
		)
	}
	return LazyDrawing as TModule[TName]
}
