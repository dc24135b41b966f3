import { fetchOnce } from './fetch-once.ts'

/**
 * A calculator's compute as a chunk of its own (issue #30): nobody needs the maths before Calculate, so the page's
 * first load leaves it out. The runtime calls `load` once the page is idle and on Calculate (whose 500 ms
 * 'Calculating...' leaves time to fetch it), and calls the function only once `isLoaded`; the service worker
 * precaches the chunk, so a page opened offline has it. compute itself stays pure and synchronous.
 */
type Loading = {
	load: () => Promise<void>
	isLoaded: () => boolean
}

/** `lazyCompute(() => import('./compute.ts'), 'computeDeckBoards')`: the export `name` of the module `load` fetches. */
export function lazyCompute<TModule, TName extends keyof TModule>(
	load: () => Promise<TModule>,
	name: TName,
): TModule[TName] & Loading {
	let compute: ((data: unknown) => unknown) | undefined
	const run = (data: unknown) => {
		if (!compute) throw new Error('compute was called before its code loaded')
		return compute(data)
	}
	const lazyParts: Loading = {
		load: fetchOnce(async () => {
			compute = (await load())[name] as (data: unknown) => unknown
		}),
		isLoaded: () => compute !== undefined,
	}
	return Object.assign(run, lazyParts) as TModule[TName] & Loading
}
