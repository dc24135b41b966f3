import { Suspense } from 'react'
import type { CalculatorDefinition } from './define-calculator.ts'
import { CalculatorForm } from './calculator-form.tsx'
import { ShareUrlContext } from '#app/components/results/share-context.ts'
import { ResultToolsContext } from '#app/components/results/tools-context.ts'
import { EstimateContext } from '#app/estimate/estimate-context.ts'
import { estimateOf } from '#app/estimate/estimate.ts'
import { MAX_ENTRIES } from '#app/kept-state/address.ts'
import { formatCount } from '#app/lib/format.ts'
import styles from './calculator.module.css'
import { LazyResultTools } from './result-tools-loader.ts'
import { useCalculatorRuntime } from './use-calculator-runtime.ts'

// Under every result, fetched when the page is idle (ResultsCard renders it; components do not import the estimate).
// The results wait for it in their own Suspense below, so they show whole and focus lands on a finished view.
const resultTools = <LazyResultTools />

/** Shown when the form opened with the last inputs kept on this device; Start New clears them. */
function RestoredDraftNote({ onClear }: { onClear: () => void }) {
	return (
		<div role="status" className={styles.restored}>
			<p>Your last inputs were restored.</p>
			<button type="button" className="button button--secondary" onClick={onClear}>
				Start New
			</button>
		</div>
	)
}

/** Shown when a link or draft gave a choice the form does not offer (decision 070). */
function UnusableChoicesNote() {
	return (
		<p role="status" className={styles.restored}>
			Some choices in this link are not offered here, so the calculator’s defaults are used for them.
		</p>
	)
}

/** Shown when a link or draft had more entries in a list than a list takes (decision 070): only the first are used. */
function CutListsNote() {
	return (
		<p role="status" className={styles.restored}>
			{`This link has more than ${formatCount(MAX_ENTRIES)} entries in a list, so only the first ${formatCount(MAX_ENTRIES)} are used.`}
		</p>
	)
}

/** Runs one calculator: its form inside the form shell, then its results. */
export function CalculatorRuntime<TValues extends object, TData, TResult>({
	definition,
	name,
}: {
	definition: CalculatorDefinition<TValues, TData, TResult>
	/** The calculator's name in the catalogue, which estimates and the project list show. */
	name: string
}) {
	const calculator = useCalculatorRuntime(definition)
	const { Form, Results } = definition
	const unusableNote = (
		<>
			{calculator.hasUnusableChoices ? <UnusableChoicesNote /> : null}
			{calculator.hasCutLists ? <CutListsNote /> : null}
		</>
	)
	if (calculator.results) {
		const { input, result } = calculator.results
		const estimate = {
			calculatorId: definition.id,
			calculatorName: name,
			estimate: estimateOf(result),
			unit: (input as { unit?: unknown }).unit,
			pricing: calculator.pricing,
			setPricing: calculator.setPricing,
			reopenHref: () => {
				const url = new URL(calculator.shareUrl())
				return url.pathname + url.search + url.hash
			},
			typed: { values: calculator.form.values, schema: () => definition.schema(calculator.form.values) },
		}
		return (
			<ShareUrlContext value={calculator.shareUrl}>
				{unusableNote}
				<EstimateContext value={estimate}>
					<ResultToolsContext value={resultTools}>
						{/* The results view and its tools are fetched during 'Calculating...'; should they take longer, it goes on. */}
						<Suspense fallback={<p role="status">Calculating...</p>}>
							<Results input={input} result={result} onStartNew={calculator.startNew} />
						</Suspense>
					</ResultToolsContext>
				</EstimateContext>
			</ShareUrlContext>
		)
	}
	return (
		<>
			{calculator.isDraftRestored ? <RestoredDraftNote onClear={calculator.clearDraft} /> : null}
			{unusableNote}
			<CalculatorForm
				formRef={calculator.formRef}
				isReady={calculator.isReady}
				isCalculating={calculator.isCalculating}
				pendingMessage={calculator.pendingMessage}
				alert={calculator.alert}
				focusStartField={calculator.focusStartField}
				onSubmit={calculator.submit}
			>
				<Form {...calculator.form} />
			</CalculatorForm>
		</>
	)
}
