import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { preloadResultTools } from './result-tools-loader.ts'
import { NO_PRICING, type Pricing } from '#app/estimate/pricing.ts'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { loadEachWhenIdle } from '#app/lib/when-loaded-and-idle.ts'
import type { CalculatorDefinition } from './define-calculator.ts'
import { pendingMessageFor } from './pending-message.ts'
import { memoiseSchema } from './schema-memo.ts'
import { useCalculatorAddress } from './use-calculator-address.ts'
import { useCalculationFlow } from './use-calculation-flow.ts'
import { changedControls, replayChanges } from './typed-before-hydration.ts'

/** Calculate pressed before compute's code came, and it could not be fetched (issue #30). */
const NOT_LOADED = 'No connection: the calculator did not finish loading. Reload when online (your inputs are kept).'

/** What Calculate shows: the input as submitted and compute's result for it, computed once. */
type Calculated<TData, TResult> = { input: TData; result: TResult }

/**
 * The state of one calculator: the form's values, their parse, the Calculate → 'Calculating...'
 * (500 ms) → results flow, and 'Start New Calculation'. Each thing is computed once (decision 074):
 * the schema per change of the values that shape it, the parse per change of the values, and the
 * result at Calculate, kept with the submitted input. A CalculationError stops the submit and is
 * shown as the alert until the input no longer causes it.
 */
export function useCalculatorRuntime<TValues extends object, TData, TResult>(
	definition: CalculatorDefinition<TValues, TData, TResult>,
) {
	const { defaults, schema, compute, reset, messages } = definition
	const [values, setValues] = useState(defaults)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	// Set by a Calculate that a CalculationError stopped, with its input; the alert then follows the current input.
	const [stopped, setStopped] = useState<{ input: TData; message: string } | null>(null)
	// Set while Calculate waits for compute's code (fetched when the page is idle, so seldom), and when that failed.
	const [isLoadingCompute, setIsLoadingCompute] = useState(false)
	const [loadProblem, setLoadProblem] = useState<string | null>(null)
	// Counts the openings of a link or history entry: an opening waiting for compute's code yields to a later one.
	const openings = useRef(0)
	// Set while an opening that shows results waits for compute's code: the address and drafts keep its results view.
	const [isOpeningResults, setIsOpeningResults] = useState(false)
	// Set when the form opened with the draft of an earlier visit: a note says so, with a way to clear it.
	const [isDraftRestored, setIsDraftRestored] = useState(false)
	// Set when a link or draft gave choices the form does not offer: a note says their defaults are used.
	const [hasUnusableChoices, setHasUnusableChoices] = useState(false)
	// Set when a link or draft had more entries in a list than a list takes: a note says only the first are used.
	const [hasCutLists, setHasCutLists] = useState(false)
	const formRef = useRef<HTMLFormElement>(null)
	// Before the address opens anything: what was typed into the pre-rendered form becomes the form's state. Only a
	// form hydrated from the pre-rendered page can hold such typing: one React drew itself (Open on the project, Back
	// from another page) holds its own state, and its selects mark no option as the page's, so would all read as typed.
	const isHydrated = useHydrated()
	const isHydrating = useRef(!isHydrated)
	const isTypedBeforeHydration = useRef(false)
	useEffect(() => {
		const changes = isHydrating.current ? changedControls(formRef.current) : []
		isTypedBeforeHydration.current = changes.length > 0
		void replayChanges(changes)
	}, [])
	// What serves a result is fetched once the page is idle, so a connection dropped later costs nothing; and at once
	// on Calculate, should that have failed.
	const resultLoads = useMemo(
		() => [definition.compute.load, definition.Results.preload, preloadResultTools],
		[definition],
	)
	useEffect(() => loadEachWhenIdle(resultLoads), [resultLoads])
	const [pricing, setPricing] = useState<Pricing>(NO_PRICING)
	const flow = useCalculationFlow<Calculated<TData, TResult>>()
	// One schema per change of the values that shape it, shared with the address (decision 074).
	const schemaFor = useMemo(() => memoiseSchema(schema), [schema])
	const kept = useMemo(() => ({ ...definition, schema: schemaFor }), [definition, schemaFor])
	const { data, errors } = useMemo(() => parseWith(schemaFor(values), values), [schemaFor, values])
	// compute runs once per Calculate (its result goes into the flow), and while an alert shows, once per change.
	const computedAlert = useMemo(() => {
		if (stopped === null || data === null) return null
		if (data === stopped.input) return stopped.message
		const outcome = attemptCalculation(() => compute(data))
		return outcome.ok ? null : outcome.message
	}, [stopped, data, compute])
	const alert = loadProblem ?? computedAlert

	const address = useCalculatorAddress({
		definition: kept,
		values,
		pricing,
		view: flow.phase === 'results' || isOpeningResults ? 'results' : 'form',
		isTypedBeforeHydration: () => isTypedBeforeHydration.current,
		onOpen: ({ values: opened, pricing: openedPricing, view, source, unusable, cut }) => {
			setValues(opened)
			setPricing(openedPricing)
			setStopped(null)
			setIsDraftRestored(source === 'draft')
			setHasUnusableChoices(unusable.length > 0)
			setHasCutLists(cut.length > 0)
			const parsed = view === 'results' ? parseWith(schemaFor(opened), opened).data : null
			const opening = ++openings.current
			setIsOpeningResults(parsed !== null)
			if (parsed === null) return flow.startNew()
			const settle = (show: () => void) => {
				if (opening !== openings.current) return
				setIsOpeningResults(false)
				show()
			}
			whenComputeLoaded(
				() =>
					settle(() => {
						const shown = attemptCalculation(() => compute(parsed))
						if (shown.ok) flow.show({ input: parsed, result: shown.result })
						else flow.startNew()
					}),
				() => settle(flow.startNew),
			)
		},
	})

	/** Runs `then` with compute's code here: at once when it is (fetched when idle, so nearly always), else once fetched. */
	function whenComputeLoaded(then: () => void, failed: () => void) {
		if (compute.isLoaded?.() ?? true) then()
		else void compute.load?.().then(then, failed)
	}

	const update = useCallback((patch: Partial<TValues>) => setValues((previous) => ({ ...previous, ...patch })), [])
	const changeUnit = useCallback(
		(selection: Partial<TValues>) =>
			setValues((previous) =>
				reset.unitChange ? reset.unitChange(previous, selection) : { ...previous, ...selection },
			),
		[reset],
	)

	return {
		form: { values, errors, update, changeUnit },
		formRef,
		isReady: data !== null,
		isCalculating: flow.isCalculating || isLoadingCompute,
		pendingMessage: messages.pending?.(values, errors) ?? pendingMessageFor(errors, messages.empty),
		alert,
		focusStartField: hasStartedNew,
		results: flow.phase === 'results' ? flow.submitted : null,
		isDraftRestored,
		hasUnusableChoices,
		hasCutLists,
		/** Prices for the things to buy; Start New keeps them (a supplier's prices outlast one job). */
		pricing,
		setPricing,
		shareUrl: () => address.shareUrl(values),
		submit: () => {
			if (!data) return
			for (const load of resultLoads) load?.().catch(() => undefined)
			setLoadProblem(null)
			const calculate = () => {
				setIsLoadingCompute(false)
				const calculated = attemptCalculation(() => compute(data))
				setStopped(calculated.ok ? null : { input: data, message: calculated.message })
				if (calculated.ok)
					flow.submit({ input: data, result: calculated.result }, () => address.push(values, 'results'))
			}
			if (!(compute.isLoaded?.() ?? true)) setIsLoadingCompute(true)
			whenComputeLoaded(calculate, () => {
				setIsLoadingCompute(false)
				setLoadProblem(NOT_LOADED)
			})
		},
		startNew: () => {
			openings.current++
			setIsOpeningResults(false)
			const next = reset.startNew(values)
			setValues(next)
			setHasStartedNew(true)
			setStopped(null)
			setIsDraftRestored(false)
			setHasUnusableChoices(false)
			setHasCutLists(false)
			flow.startNew()
			address.push(next, 'form')
		},
		/** Clears a restored draft: the calculator's defaults, and the note goes. */
		clearDraft: () => {
			setValues(defaults)
			setPricing(NO_PRICING)
			setIsDraftRestored(false)
			setHasStartedNew(true)
			setStopped(null)
		},
	}
}
