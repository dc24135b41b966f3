import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { preloadResultTools } from './result-tools-loader.ts'
import { NO_PRICING, type Pricing } from '#app/estimate/pricing.ts'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { whenLoadedAndIdle } from '#app/lib/when-loaded-and-idle.ts'
import type { CalculatorDefinition } from './define-calculator.ts'
import { pendingMessageFor } from './pending-message.ts'
import { useCalculatorAddress } from './use-calculator-address.ts'
import { useCalculationFlow } from './use-calculation-flow.ts'
import { changedControls, replayChanges } from './typed-before-hydration.ts'

/** Why valid input cannot be calculated: the message of a CalculationError from compute, or null. */
function calculationProblem<TData>(compute: (data: TData) => unknown, data: TData) {
	const outcome = attemptCalculation(() => compute(data))
	return outcome.ok ? null : outcome.message
}

/**
 * The state of one calculator: the form's values, their parse, the Calculate → 'Calculating...'
 * (500 ms) → results flow, and 'Start New Calculation'. The result is derived in render from the
 * submitted input, never stored. A CalculationError stops the submit and is shown as the alert
 * until the input no longer causes it.
 */
export function useCalculatorRuntime<TValues extends object, TData, TResult>(
	definition: CalculatorDefinition<TValues, TData, TResult>,
) {
	const { defaults, schema, compute, reset, messages } = definition
	const [values, setValues] = useState(defaults)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	// Set by a Calculate that a CalculationError stopped; the alert then follows the current input.
	const [hasAttempted, setHasAttempted] = useState(false)
	// Set when the form opened with the draft of an earlier visit: a note says so, with a way to clear it.
	const [isDraftRestored, setIsDraftRestored] = useState(false)
	// Set when a link or draft gave choices the form does not offer: a note says their defaults are used.
	const [hasUnusableChoices, setHasUnusableChoices] = useState(false)
	const formRef = useRef<HTMLFormElement>(null)
	// Before the address opens anything: what was typed into the pre-rendered form becomes the form's state.
	const isTypedBeforeHydration = useRef(false)
	useEffect(() => {
		const changes = changedControls(formRef.current)
		isTypedBeforeHydration.current = changes.length > 0
		replayChanges(changes)
	}, [])
	// What serves a result is fetched once the page is idle, so a connection dropped later costs nothing.
	useEffect(() => whenLoadedAndIdle(preloadResultTools), [])
	const [pricing, setPricing] = useState<Pricing>(NO_PRICING)
	const flow = useCalculationFlow<TData>()
	const { data, errors } = useMemo(() => parseWith(schema(values), values), [schema, values])
	const submitted = flow.phase === 'results' ? flow.submitted : null
	const result = useMemo(() => (submitted ? compute(submitted) : null), [compute, submitted])

	const address = useCalculatorAddress({
		definition,
		values,
		pricing,
		view: flow.phase === 'results' ? 'results' : 'form',
		isTypedBeforeHydration: () => isTypedBeforeHydration.current,
		onOpen: ({ values: opened, pricing: openedPricing, view, source, unusable }) => {
			setValues(opened)
			setPricing(openedPricing)
			setHasAttempted(false)
			setIsDraftRestored(source === 'draft')
			setHasUnusableChoices(unusable.length > 0)
			const parsed = parseWith(schema(opened), opened).data
			if (view === 'results' && parsed !== null && calculationProblem(compute, parsed) === null) flow.show(parsed)
			else flow.startNew()
		},
	})

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
		isCalculating: flow.isCalculating,
		pendingMessage: messages.pending?.(values, errors) ?? pendingMessageFor(errors, messages.empty),
		alert: hasAttempted && data ? calculationProblem(compute, data) : null,
		focusStartField: hasStartedNew,
		results: submitted !== null && result !== null ? { input: submitted, result } : null,
		isDraftRestored,
		hasUnusableChoices,
		/** Prices for the things to buy; Start New keeps them (a supplier's prices outlast one job). */
		pricing,
		setPricing,
		shareUrl: () => address.shareUrl(values),
		submit: () => {
			if (!data) return
			const problem = calculationProblem(compute, data)
			setHasAttempted(problem !== null)
			if (problem === null) {
				preloadResultTools()
				flow.submit(data, () => address.push(values, 'results'))
			}
		},
		startNew: () => {
			const next = reset.startNew(values)
			setValues(next)
			setHasStartedNew(true)
			setHasAttempted(false)
			setIsDraftRestored(false)
			setHasUnusableChoices(false)
			flow.startNew()
			address.push(next, 'form')
		},
		/** Clears a restored draft: the calculator's defaults, and the note goes. */
		clearDraft: () => {
			setValues(defaults)
			setPricing(NO_PRICING)
			setIsDraftRestored(false)
			setHasStartedNew(true)
			setHasAttempted(false)
		},
	}
}
