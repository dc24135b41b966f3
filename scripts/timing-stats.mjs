// The pure parts of the browser timing benchmarks: summaries of samples and their text. No
// browser, file system or process access here, so it can be unit-tested.

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(samples, fraction) {
	if (samples.length === 0) return Number.NaN
	const sorted = [...samples].sort((a, b) => a - b)
	const rank = Math.ceil(fraction * sorted.length)
	return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]
}

/** Median, 95th percentile and maximum of a list of milliseconds. */
export function summarise(samples) {
	return {
		count: samples.length,
		median: percentile(samples, 0.5),
		p95: percentile(samples, 0.95),
		max: samples.length === 0 ? Number.NaN : Math.max(...samples),
	}
}

export function formatMs(value) {
	return Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–'
}

/** 'median 3.1 ms, p95 4.0 ms, max 6.2 ms (40 samples)'. */
export function formatSummary(summary) {
	return `median ${formatMs(summary.median)}, p95 ${formatMs(summary.p95)}, max ${formatMs(summary.max)} (${summary.count} samples)`
}
