import { type ComponentType, lazy } from 'react'
import { ResultsUnavailable } from '#app/components/results/result-tools-unavailable.tsx'

type Preloading = { preload: () => void }

/**
 * The results view of a calculator as a chunk of its own (issue #30): nobody needs it before Calculate, so the
 * page's first load leaves it out. `lazyResults(() => import('./results.tsx'), 'DeckResults')` is the export `name`
 * of the module `load` fetches. The runtime preloads it once the page is idle and again on Calculate, whose 500 ms
 * 'Calculating...' leaves time to fetch it; the service worker precaches it, so a page opened offline has it. Should
 * it still fail (the connection dropped before it came), the results say so and offer a reload that keeps the inputs.
 */
export function lazyResults<TModule, TName extends keyof TModule>(
	load: () => Promise<TModule>,
	name: TName,
): TModule[TName] & Preloading {
	let loading: Promise<TModule> | undefined
	const fetchOnce = () => (loading ??= load())
	const View = lazy(() =>
		fetchOnce().then(
			(loaded) => ({ default: loaded[name] as ComponentType<object> }),
			() => ({ default: ResultsUnavailable as ComponentType<object> }),
		),
	)
	const Results = (props: object) => <View {...props} />
	return Object.assign(Results, { preload: () => void fetchOnce().catch(() => undefined) }) as TModule[TName] &
		Preloading
}
