import { useEffect, useRef, useState } from 'react'
import { CALCULATION_DELAY_MS } from '#app/config/site.ts'

type FlowState<TInput> =
	{ phase: 'form' } | { phase: 'calculating'; submitted: TInput } | { phase: 'results'; submitted: TInput }

/**
 * The seed's form → 'Calculating...' (500 ms) → results → 'Start New Calculation' flow.
 * It holds the submitted snapshot: the runtime's input and the result computed from it once.
 */
export function useCalculationFlow<TInput>() {
	const [state, setState] = useState<FlowState<TInput>>({ phase: 'form' })
	const timer = useRef<number | undefined>(undefined)

	useEffect(() => () => window.clearTimeout(timer.current), [])

	/** 'Calculating...', then the results of `input`; `onShown` runs as they show. */
	function submit(input: TInput, onShown?: () => void) {
		window.clearTimeout(timer.current)
		setState({ phase: 'calculating', submitted: input })
		timer.current = window.setTimeout(() => {
			setState({ phase: 'results', submitted: input })
			onShown?.()
		}, CALCULATION_DELAY_MS)
	}

	/** The results of `input` at once: a link or Forward opens them without the seed's delay. */
	function show(input: TInput) {
		window.clearTimeout(timer.current)
		setState({ phase: 'results', submitted: input })
	}

	function startNew() {
		window.clearTimeout(timer.current)
		setState({ phase: 'form' })
	}

	return {
		phase: state.phase,
		isCalculating: state.phase === 'calculating',
		submitted: state.phase === 'form' ? null : state.submitted,
		submit,
		show,
		startNew,
	}
}
