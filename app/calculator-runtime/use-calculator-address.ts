import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigation, useNavigationType } from 'react-router'
import type { Pricing } from '#app/estimate/pricing.ts'
import {
	inputsAt,
	inputsQuery,
	type KeptDefinition,
	type Opened,
	openInputs,
	RESULTS_HASH,
	type View,
} from '#app/kept-state/calculator-inputs.ts'
import { type Place, writeDrafts } from '#app/kept-state/drafts.ts'

/** How often, at most, typing rewrites the address and the drafts. */
const SYNC_INTERVAL_MS = 300

const addressOf = (search: string) => search.replace(/^\?/, '')

/**
 * Whether React Router is on its way to another page now. The router is the framework's own global; a click on a link
 * sets its state at once, while `useNavigation()` shows it only once React has rendered the change, which a busy
 * machine can put off past the address's timer (whose replace would then cut the click off). None in unit tests.
 */
function isRouterNavigating() {
	const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
		.__reactRouterDataRouter
	return router ? router.state.navigation.state !== 'idle' : false
}

function isDocumentReload() {
	const [navigation] = performance.getEntriesByType('navigation') as Array<PerformanceNavigationTiming>
	return navigation?.type === 'reload'
}

/**
 * The history entry the browser shows now: its key as React Router gives it (`history.state.key`, or
 * 'default' for the first entry), and its address. Read from the browser, not from React Router's
 * rendered location: that follows a moment later (a transition), and a reload in between would reopen
 * the entry with a draft written for the one before.
 */
function shownEntry() {
	const state = window.history.state as { key?: unknown } | null
	return {
		key: typeof state?.key === 'string' ? state.key : 'default',
		address: addressOf(window.location.search),
	}
}

/**
 * A calculator's inputs in the address and in drafts (issues #14, #26; decision 070). After hydration
 * (the pre-rendered page is the defaults) it opens what `chooseOpening` picks: this tab's own inputs at
 * this address, a link, or the last draft; and the view the address asks for. While the person types,
 * the drafts are saved and the address replaced (never a new history entry per key) at most every
 * 300 ms, off the key press (decision 074); the drafts at once when the page is hidden or goes away. Calculate's results and Start New are entries of their own, so Back returns to the
 * filled form and Forward to the results; `onOpen` is called for those moves too.
 */
export function useCalculatorAddress<TValues extends object>({
	definition,
	values,
	pricing,
	view,
	isTypedBeforeHydration,
	onOpen,
}: {
	definition: KeptDefinition<TValues>
	values: TValues
	/** The prices typed for the things to buy (issue #17): inputs too, kept beside the values. */
	pricing: Pricing
	view: View
	/** True when the person typed into the pre-rendered form: what they typed is the form, nothing is opened. */
	isTypedBeforeHydration: () => boolean
	onOpen: (opened: Opened<TValues>) => void
}) {
	const location = useLocation()
	const navigationType = useNavigationType()
	const navigate = useNavigate()
	// Set once the address or draft has been read: nothing is written before, or the defaults would win.
	const isOpened = useRef(false)
	// A navigation on its way (a link to another page whose code is still loading) must not be cut off by the
	// address's replace: the person's click would be lost.
	const isNavigating = useNavigation().state !== 'idle'
	const latest = useRef({ values, pricing, view, location, isNavigating })
	useLayoutEffect(() => {
		latest.current = { values, pricing, view, location, isNavigating }
	})

	// Once, after hydration: this tab's inputs at this address, else a link, else the last draft.
	useEffect(() => {
		const { search, hash, key } = latest.current.location
		// 'default' is the key of an entry the router has not written: only this document's first one.
		const isReloadWithoutKey = key === 'default' && isDocumentReload()
		const place = { address: addressOf(search), hash, key, isReloadWithoutKey }
		const opened = isTypedBeforeHydration() ? null : openInputs(definition, place)
		if (opened) onOpen(opened)
		isOpened.current = true
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render after hydration
	}, [])

	// Back and Forward: the entry's own inputs and view (not the page's first load, also a 'POP').
	const isFirstLocation = useRef(true)
	useEffect(() => {
		const isFirst = isFirstLocation.current
		isFirstLocation.current = false
		if (isFirst || navigationType !== 'POP') return
		onOpen(inputsAt(definition, addressOf(location.search), location.hash))
		// eslint-disable-next-line react-hooks/exhaustive-deps -- on each move through history
	}, [location.key])

	// One query string per change of the values or prices, for the address and the drafts alike.
	const lastQuery = useRef<{ values: TValues; pricing: Pricing; query: string } | null>(null)
	const queryOf = (next: TValues, nextPricing: Pricing) => {
		const last = lastQuery.current
		if (last?.values === next && last.pricing === nextPricing) return last.query
		const query = inputsQuery(definition, next, nextPricing)
		lastQuery.current = { values: next, pricing: nextPricing, query }
		return query
	}

	// Off the key press (decision 074): once typing pauses for SYNC_INTERVAL_MS, the address is replaced,
	// and once it shows (a new entry's key), the drafts keep the inputs and the history entry the browser
	// shows. When the page is hidden or goes away (a reload, a closed tab) or the calculator is left,
	// the drafts are written at once, so no key typed is lost.
	const timer = useRef<number | undefined>(undefined)
	const keepDrafts = useCallback((entry: Place = shownEntry()) => {
		const { values: now, pricing: nowPricing } = latest.current
		writeDrafts(definition.id, queryOf(now, nowPricing), entry)
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the definition does not change
	}, [])
	const flush = useCallback(
		(entry?: Place) => {
			window.clearTimeout(timer.current)
			timer.current = undefined
			if (isOpened.current) keepDrafts(entry)
		},
		[keepDrafts],
	)
	useEffect(() => {
		if (!isOpened.current) return
		window.clearTimeout(timer.current)
		timer.current = window.setTimeout(() => {
			timer.current = undefined
			const {
				values: now,
				pricing: nowPricing,
				view: nowView,
				location: here,
				isNavigating: isLeaving,
			} = latest.current
			const search = queryOf(now, nowPricing)
			const hash = nowView === 'results' ? RESULTS_HASH : ''
			// The new entry's key changes: the drafts are written for it once it shows (this effect, again).
			if (isLeaving || isRouterNavigating()) keepDrafts()
			else if (here.search !== (search ? `?${search}` : '') || here.hash !== hash) {
				void navigate({ search, hash }, { replace: true, preventScrollReset: true })
			} else keepDrafts()
		}, SYNC_INTERVAL_MS)
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the timer reads the latest values itself
	}, [values, pricing, view, location.key])
	useEffect(() => {
		const flushNow = () => flush()
		const flushWhenHidden = () => {
			if (document.visibilityState === 'hidden') flush()
		}
		window.addEventListener('pagehide', flushNow)
		document.addEventListener('visibilitychange', flushWhenHidden)
		return () => {
			window.removeEventListener('pagehide', flushNow)
			document.removeEventListener('visibilitychange', flushWhenHidden)
			// The calculator is left for another page, whose history entry the browser already shows: the drafts
			// are this page's last entry's, so Back to it reopens every key typed (decision 085).
			const { key, search } = latest.current.location
			if (timer.current !== undefined) flush({ key, address: addressOf(search) })
		}
	}, [flush])

	return {
		/** A new history entry for a view (Calculate's results, Start New's form) with these values. */
		push: (next: TValues, nextView: View) => {
			const search = queryOf(next, pricing)
			void navigate({ search, hash: nextView === 'results' ? RESULTS_HASH : '' }, { preventScrollReset: true })
		},
		/** The address that opens these values' results anywhere: for Copy link and Share. */
		shareUrl: (next: TValues) => {
			const search = queryOf(next, pricing)
			return `${window.location.origin}${location.pathname}${search ? `?${search}` : ''}${RESULTS_HASH}`
		},
	}
}
