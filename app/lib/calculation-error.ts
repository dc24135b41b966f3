/**
 * A calculation the seeds say fails with a message ('Board size is required', 'Invalid rebar size').
 * Compute functions throw a subclass; the calculator shows the message as an alert next to Calculate.
 */
export class CalculationError extends Error {
	override name = 'CalculationError'
}

export type CalculationOutcome<TResult> = { ok: true; result: TResult } | { ok: false; message: string }

/** Runs a compute function, turning a CalculationError into a message; any other error is a bug and is rethrown. */
export function attemptCalculation<TResult>(calculate: () => TResult): CalculationOutcome<TResult> {
	try {
		return { ok: true, result: calculate() }
	} catch (error) {
		if (error instanceof CalculationError) return { ok: false, message: error.message }
		throw error
	}
}
