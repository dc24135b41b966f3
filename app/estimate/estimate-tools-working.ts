import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { estimateOf, type Worked, type WorkingLine } from './estimate.ts'

// With the tools under a result, not the page (vite.config.ts leaves estimate-tools* out of the calculator kit): the
// working is only read once a result is shown.

/**
 * The working of a result's lines, in the order shown: each line that has steps, arriving at its value; a line of
 * a table repeated per entry is named with its caption ('Room 1: Drops').
 */
export function workingOf({ headline, tables }: ShownResult): Array<WorkingLine> {
	return [{ caption: '', lines: [headline] }, ...tables].flatMap(({ caption, lines, isPerEntry }) =>
		lines.flatMap(({ label, value, steps }: ResultLine) =>
			steps ? [{ label: isPerEntry ? `${caption}: ${label}` : label, steps: `${steps} ${value}` }] : [],
		),
	)
}

/** A result's working and purchases as its tools show them: its lines' working. */
export function workedOut(result: unknown): Worked {
	const { shown, purchases } = estimateOf(result)
	return { working: shown ? workingOf(shown) : [], purchases }
}

/** The result a working line arrives at: what follows its last '= ' or '→ '. */
export function resultOfSteps(steps: string) {
	const at = Math.max(steps.lastIndexOf('= '), steps.lastIndexOf('→ '))
	return at < 0 ? steps : steps.slice(at + 2)
}
