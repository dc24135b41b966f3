import { type ComponentType, lazy, useState } from 'react'
import { fetchOnce } from './fetch-once.ts'

type Preloading = { preload: () => Promise<void> }

/**
 * A view whose code is fetched after the page wakes (decisions 071, 077): `lazyView(() => import('./x.tsx'), 'X',
 * Unavailable)` is the export `name` of the module `load` fetches, or `Unavailable` should the fetch fail (the
 * connection dropped before it came). `preload` starts the fetch; a failed one is tried again by the next.
 * Once the code is here the view renders at once: a lazy view suspends on its first render, and React then keeps a
 * Suspense fallback up for 300 ms, which would hold the results back.
 */
export function lazyView<TModule, TName extends keyof TModule>(
	load: () => Promise<TModule>,
	name: TName,
	Unavailable: ComponentType<never>,
): TModule[TName] & Preloading {
	let Loaded: ComponentType<object> | undefined
	const fetchView = fetchOnce(async () => (Loaded = (await load())[name] as ComponentType<object>))
	const Lazy = lazy(() =>
		fetchView().then(
			(View) => ({ default: View }),
			() => ({ default: Unavailable as ComponentType<object> }),
		),
	)
	function View(props: object) {
		// Chosen once per mount, so the view is not swapped (and its state lost) when the code arrives.
		const [Chosen] = useState(() => Loaded ?? Lazy)
		return <Chosen {...props} />
	}
	return Object.assign(View, {
		preload: () =>
			fetchView().then(
				() => undefined,
				() => undefined,
			),
	}) as TModule[TName] & Preloading
}
