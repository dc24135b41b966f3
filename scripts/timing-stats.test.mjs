import { expect, test } from 'vitest'
import { combineRuns, formatMs, formatSummary, percentile, summarise } from './timing-stats.mjs'

test('percentiles use the nearest rank of the sorted samples', () => {
	const samples = [5, 1, 4, 2, 3]
	expect(percentile(samples, 0.5)).toBe(3)
	expect(percentile(samples, 0.95)).toBe(5)
	expect(percentile(samples, 0)).toBe(1)
	expect(percentile([7], 0.95)).toBe(7)
	expect(percentile([], 0.5)).toBeNaN()
	expect(samples).toEqual([5, 1, 4, 2, 3])
})

test('a summary has the count, median, p95 and max, and reads as one line', () => {
	const samples = Array.from({ length: 20 }, (_, index) => index + 1)
	const summary = summarise(samples)
	expect(summary).toEqual({ count: 20, median: 10, p95: 19, max: 20 })
	expect(formatSummary(summary)).toBe('median 10.0 ms, p95 19.0 ms, max 20.0 ms (20 samples)')
	expect(formatSummary(summarise([]))).toBe('median –, p95 –, max – (0 samples)')
	expect(formatMs(3.14159)).toBe('3.1 ms')
})

test('Lighthouse runs combine figure by figure, so one outlying run moves no figure', () => {
	const run = (tbtMs, lcpMs, performance) => ({
		scores: { performance },
		lcpMs,
		fcpMs: lcpMs,
		tbtMs,
		cls: 0,
		transferBytes: 1000,
		benchmarkIndex: 1500,
		failedAudits: performance < 1 ? ['total-blocking-time'] : [],
	})
	const combined = combineRuns([run(20, 800, 1), run(160, 700, 0.98), run(40, 760, 1)])
	expect(combined).toMatchObject({ tbtMs: 40, tbtRangeMs: [20, 160], lcpMs: 760, scores: { performance: 1 } })
	expect(combined.failedAudits).toEqual(['total-blocking-time'])
})
