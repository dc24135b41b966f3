/** Relative tolerance under which a value counts as already whole (docs/calculators/site-rules.md §2). */
const RELATIVE_TOLERANCE = 1e-9

function isNoiseAbove(value: number, whole: number) {
	return Math.abs(value - whole) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(value))
}

/**
 * Rounds a count up, ignoring floating-point noise: 100 × 1.1 = 110.00000000000001 gives 110, not 111.
 */
export function ceilCount(value: number) {
	const lower = Math.floor(value)
	return isNoiseAbove(value, lower) ? lower : Math.ceil(value)
}

/** Rounds a count down, ignoring floating-point noise: 2.9999999999999996 gives 3, not 2. */
export function floorCount(value: number) {
	const upper = Math.ceil(value)
	return isNoiseAbove(value, upper) ? upper : Math.floor(value)
}

/**
 * Equal within the same tolerance (docs/calculators/site-rules.md §2, docs/decisions/053-spec-next-field-messages.md):
 * |a − b| ≤ 1e-9 × max(1, |a|, |b|). Limits and ties on computed figures use it, so 8.200000000000001 and 8.2 are
 * a tie.
 */
export function isEqualTol(a: number, b: number) {
	return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b))
}

/**
 * The first of `sizes`, in ascending order, that is at least `need`, noise allowed (docs/calculators/site-rules.md
 * §2): size ≥ need × (1 − 1e-9). Undefined when none is large enough.
 */
export function smallestThatFits<T>(sizes: ReadonlyArray<T>, need: number, sizeOf: (item: T) => number) {
	return sizes.find((item) => sizeOf(item) >= need * (1 - RELATIVE_TOLERANCE))
}

/** Whether `value` is within an inclusive upper bound, noise allowed: value ≤ upper × (1 + 1e-9). */
export function isWithinUpperBound(value: number, upper: number) {
	return value <= upper * (1 + RELATIVE_TOLERANCE)
}

/**
 * `x ≤* y` of docs/decisions/063-electrical-foundation.md (site-rules.md §2): x ≤ y + 1e-9 × max(1, |y|).
 * The tolerance scales with the bound only, so a 3 % limit and a 0.5 A rating get at least 1e-9 of slack.
 */
export function isAtMostTol(x: number, y: number) {
	return x <= y + RELATIVE_TOLERANCE * Math.max(1, Math.abs(y))
}

/**
 * `x ≥* y` of docs/decisions/063-electrical-foundation.md: x ≥ y − 1e-9 × max(1, |y|).
 * (`x >* y` is `!isAtMostTol(x, y)`.)
 */
export function isAtLeastTol(x: number, y: number) {
	return x >= y - RELATIVE_TOLERANCE * Math.max(1, Math.abs(y))
}
