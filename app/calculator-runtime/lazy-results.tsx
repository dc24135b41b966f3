import { ResultsUnavailable } from '#app/components/results/result-tools-unavailable.tsx'
import { lazyView } from './lazy-view.tsx'

/**
 * The results view of a calculator as a chunk of its own (decision 077): nobody needs it before Calculate, so the
 * page's first load leaves it out. `lazyResults(() => import('./results.tsx'), 'DeckResults')`. The runtime preloads
 * it once the page is idle and again on Calculate, whose 500 ms 'Calculating...' leaves time to fetch it; the service
 * worker precaches it. Should it still fail, the results say so and offer a reload that keeps the inputs.
 */
export function lazyResults<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
	return lazyView(load, name, ResultsUnavailable)
}
