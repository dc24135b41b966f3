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

const median = (values) => percentile(values, 0.5)

/**
 * Several runs of one page as one summary: the median of each figure on its own (a single "median
 * run" can carry an outlying TBT), the range of TBT seen, and every audit that failed in any run.
 * @param {{ scores: Record<string, number>, lcpMs: number, fcpMs: number, tbtMs: number, cls: number, transferBytes: number, benchmarkIndex: number, failedAudits: string[] }[]} summaries Lighthouse summaries (lighthouse-runner.mjs)
 */
export function combineRuns(summaries) {
	const figure = (pick) => median(summaries.map(pick))
	const tbts = summaries.map((summary) => summary.tbtMs)
	return {
		scores: Object.fromEntries(
			Object.keys(summaries[0].scores).map((id) => [id, figure((summary) => summary.scores[id])]),
		),
		lcpMs: figure((summary) => summary.lcpMs),
		fcpMs: figure((summary) => summary.fcpMs),
		tbtMs: median(tbts),
		tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
		cls: figure((summary) => summary.cls),
		transferBytes: figure((summary) => summary.transferBytes),
		benchmarkIndex: figure((summary) => summary.benchmarkIndex),
		failedAudits: [...new Set(summaries.flatMap((summary) => summary.failedAudits))],
	}
}
