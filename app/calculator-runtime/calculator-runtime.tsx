import type { CalculatorDefinition } from './define-calculator.ts'
import { CalculatorForm } from './calculator-form.tsx'
import { ShareUrlContext } from '#app/components/results/share-context.ts'
import styles from './calculator.module.css'
import { useCalculatorRuntime } from './use-calculator-runtime.ts'

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

/** Runs one calculator: its form inside the form shell, then its results. */
export function CalculatorRuntime<TValues extends object, TData, TResult>({
	definition,
}: {
	definition: CalculatorDefinition<TValues, TData, TResult>
}) {
	const calculator = useCalculatorRuntime(definition)
	const { Form, Results } = definition
	if (calculator.results) {
		const { input, result } = calculator.results
		return (
			<ShareUrlContext value={calculator.shareUrl}>
				<Results input={input} result={result} onStartNew={calculator.startNew} />
			</ShareUrlContext>
		)
	}
	return (
		<>
			{calculator.isDraftRestored ? <RestoredDraftNote onClear={calculator.clearDraft} /> : null}
			<CalculatorForm
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
