// The comparisons at a limit of the three electrical calculators, 1e-9 relative
// (docs/calculators/wire-size-calculator.md §4; the tolerance of docs/calculators/site-rules.md §2).
const TOLERANCE = 1e-9

/** x ≤* y ⇔ x ≤ y + 1e-9·max(1, |y|). */
export function isAtMost(x: number, y: number) {
	return x <= y + TOLERANCE * Math.max(1, Math.abs(y))
}

/** x ≥* y ⇔ x ≥ y − 1e-9·max(1, |y|). */
export function isAtLeast(x: number, y: number) {
	return x >= y - TOLERANCE * Math.max(1, Math.abs(y))
}
