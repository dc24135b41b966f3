import type { CalculatorDefinition } from './define-calculator.ts'
import { CalculatorForm } from './calculator-form.tsx'
import { useCalculatorRuntime } from './use-calculator-runtime.ts'

/** Runs one calculator: its form inside the form shell, then its results. */
export function CalculatorRuntime<TValues, TData, TResult>({
	definition,
}: {
	definition: CalculatorDefinition<TValues, TData, TResult>
}) {
	const calculator = useCalculatorRuntime(definition)
	const { Form, Results } = definition
	if (calculator.results) {
		const { input, result } = calculator.results
		return <Results input={input} result={result} onStartNew={calculator.startNew} />
	}
	return (
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
	)
}
