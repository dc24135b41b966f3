import { type ComponentType, Suspense } from 'react'
import { lazyView } from '#app/calculator-runtime/lazy-view.tsx'
import { loadOnCalculate } from '#app/calculator-runtime/on-calculate.ts'

function NoDrawing() {
	return null
}

/**
 * A calculator's drawing as a chunk of its own (issue #29, decision 078), declared in the results view module:
 * `lazyDrawing(() => import('./drawing.tsx'), 'TileDrawing')`. It is fetched on the first Calculate (or a link that
 * opens results), never with the page nor while it idles, and is usually here when the results show 500 ms later,
 * so it is drawn with them rather than shifting what is under it. The service worker precaches it. Until it comes,
 * and should the fetch fail, the results show without it.
 */
export function lazyDrawing<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
	const View = lazyView(load, name, NoDrawing) as ComponentType<object> & { preload: () => void }
	loadOnCalculate(View.preload)
	function LazyDrawing(props: object) {
		return (
			<Suspense fallback={null}>
				<View {...props} />
			</Suspense>
		)
	}
	return LazyDrawing as TModule[TName]
}
