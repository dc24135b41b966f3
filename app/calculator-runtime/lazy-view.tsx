import { type ComponentType, lazy, useState } from 'react'

type Preloading = { preload: () => void }

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
	let loading: Promise<ComponentType<object>> | undefined
	let Loaded: ComponentType<object> | undefined
	const fetchOnce = () =>
		(loading ??= load().then(
			(loaded) => (Loaded = loaded[name] as ComponentType<object>),
			(error: unknown) => {
				loading = undefined
				throw error
			},
		))
	const Lazy = lazy(() =>
		fetchOnce().then(
			(View) => ({ default: View }),
			() => ({ default: Unavailable as ComponentType<object> }),
		),
	)
	function View(props: object) {
		// Chosen once per mount, so the view is not swapped (and its state lost) when the code arrives.
		const [Chosen] = useState(() => Loaded ?? Lazy)
		return <Chosen {...props} />
	}
	return Object.assign(View, { preload: () => void fetchOnce().catch(() => undefined) }) as TModule[TName] & Preloading
}
