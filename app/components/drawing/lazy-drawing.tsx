import { type ComponentType, Suspense } from 'react'
import { lazyView } from '#app/calculator-runtime/lazy-view.tsx'

function NoDrawing() {
	return null
}

/**
 * A calculator's drawing as a chunk of its own (issue #29, decision 078), called where the results view module is
 * evaluated: `lazyDrawing(() => import('./drawing.tsx'), 'TileDrawing')`. The fetch starts then, so the drawing comes
 * with the results view (once the page is idle, or on Calculate), never with the page, and is usually there when
 * the results show, drawn in the same frame rather than shifting what is under it. The service worker precaches
 * it. Until it comes, and should the fetch fail, the results show without it.
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
