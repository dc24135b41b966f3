import { type ComponentType, Suspense } from 'react'
import { lazyView } from '#app/calculator-runtime/lazy-view.tsx'

function NoDrawing() {
	return null
}

/**
 * A calculator's drawing as a chunk of its own (issue #29): fetched when its results appear, so neither the page nor
 * Calculate waits for it; the service worker precaches it. Until it comes, and should the fetch fail, the results
 * show without it. `lazyDrawing(() => import('./drawing.tsx'), 'TileDrawing')`.
 */
export function lazyDrawing<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
	const View = lazyView(load, name, NoDrawing) as ComponentType<object>
	function LazyDrawing(props: object) {
		return (
			<Suspense fallback={null}>
				<View {...props} />
			</Suspense>
		)
	}
	return LazyDrawing as TModule[TName]
}
