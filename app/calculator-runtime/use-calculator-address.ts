import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { type Pricing, readPricing, writePricing } from '#app/estimate/pricing.ts'
import { carriesValues, decodeValues, encodeValues } from '#app/kept-state/address.ts'
import type { CalculatorDefinition } from './define-calculator.ts'
import { readDraft, writeDraft } from '#app/kept-state/drafts.ts'

/** How often, at most, typing rewrites the address and the draft. */
const SYNC_INTERVAL_MS = 300
export const RESULTS_HASH = '#results'

type View = 'form' | 'results'

/**
 * A calculator's inputs in the address and in a draft on the device (issue #14). After hydration
 * (the pre-rendered page is the defaults) it opens what a link carries, else the last draft, and says
 * which view the address asks for. While the person types, the draft is saved at every change and the
 * address replaced (never a new history entry per key) at most every 300 ms. Calculate's results and Start New
 * are entries of their own, so Back returns to the filled form and Forward to the results; `onOpen`
 * is called for those moves too.
 */
export function useCalculatorAddress<TValues extends object>({
	definition,
	values,
	pricing,
	view,
	onOpen,
}: {
	definition: Pick<CalculatorDefinition<TValues, unknown, unknown>, 'id' | 'defaults' | 'schema'>
	values: TValues
	/** The prices typed for the things to buy (issue #17): inputs too, kept beside the values. */
	pricing: Pricing
	view: View
	/** Values and prices read from the address or a draft, and the view it asks for. */
	onOpen: (values: TValues, view: View, source: 'link' | 'draft' | 'history', pricing: Pricing) => void
}) {
	const { id, defaults, schema } = definition
	const location = useLocation()
	const navigationType = useNavigationType()
	const navigate = useNavigate()
	// Set once the address or draft has been read: nothing is written before, or the defaults would win.
	const isOpened = useRef(false)
	const latest = useRef({ values, pricing, view, location })
	useLayoutEffect(() => {
		latest.current = { values, pricing, view, location }
	})
	const timer = useRef<number | undefined>(undefined)
	const query = (next: TValues, nextPricing: Pricing) => {
		const params = new URLSearchParams(encodeValues(next, defaults, schema))
		writePricing(params, nextPricing)
		return params.toString()
	}

	// Once, after hydration: what a link carries wins over the draft, but a reload is the page's own
	// address, up to 300 ms behind the typing, while the draft has every key: then the draft wins.
	useEffect(() => {
		const { search, hash } = latest.current.location
		// A bare address with #results is a link to the defaults' results (calculators whose defaults are a full form).
		const link = carriesValues(search, defaults) || hash === RESULTS_HASH ? search : null
		const draft = readDraft(id)
		const isReload = performance
			.getEntriesByType('navigation')
			.some((entry) => 'type' in entry && entry.type === 'reload')
		const source = link !== null && !(isReload && draft !== null) ? 'link' : draft !== null ? 'draft' : null
		if (source !== null) {
			const opened = source === 'link' ? (link ?? '') : (draft ?? '')
			const view = link !== null && hash === RESULTS_HASH ? 'results' : 'form'
			onOpen(decodeValues(opened, defaults, schema), view, source, readPricing(opened))
		}
		isOpened.current = true
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render after hydration
	}, [])

	// Back and Forward: the entry's own inputs and view (not the page's first load, also a 'POP').
	const isFirstLocation = useRef(true)
	useEffect(() => {
		const isFirst = isFirstLocation.current
		isFirstLocation.current = false
		if (isFirst || navigationType !== 'POP') return
		const { search, hash } = location
		onOpen(
			decodeValues(search, defaults, schema),
			hash === RESULTS_HASH ? 'results' : 'form',
			'history',
			readPricing(search),
		)
		// eslint-disable-next-line react-hooks/exhaustive-deps -- on each move through history
	}, [location.key])

	// While typing: the draft keeps every key; the address is replaced at most every SYNC_INTERVAL_MS.
	useEffect(() => {
		if (!isOpened.current) return
		writeDraft(id, query(values, pricing))
		if (timer.current !== undefined) return
		timer.current = window.setTimeout(() => {
			timer.current = undefined
			const { values: now, pricing: nowPricing, view: nowView, location: here } = latest.current
			const search = query(now, nowPricing)
			const hash = nowView === 'results' ? RESULTS_HASH : ''
			if (here.search !== (search ? `?${search}` : '') || here.hash !== hash) {
				void navigate({ search, hash }, { replace: true, preventScrollReset: true })
			}
		}, SYNC_INTERVAL_MS)
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the timer reads the latest values itself
	}, [values, pricing, view])

	useEffect(() => () => window.clearTimeout(timer.current), [])

	return {
		/** A new history entry for a view (Calculate's results, Start New's form) with these values. */
		push: (next: TValues, nextView: View) => {
			const search = query(next, pricing)
			writeDraft(id, search)
			void navigate({ search, hash: nextView === 'results' ? RESULTS_HASH : '' }, { preventScrollReset: true })
		},
		/** The address that opens these values' results anywhere: for Copy link and Share. */
		shareUrl: (next: TValues) => {
			const search = query(next, pricing)
			return `${window.location.origin}${location.pathname}${search ? `?${search}` : ''}${RESULTS_HASH}`
		},
	}
}
