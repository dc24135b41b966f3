// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { loadEachWhenIdle } from './when-loaded-and-idle.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A load that records its start and settles when the test says. */
function recordedLoad(started: Array<string>, name: string) {
	let settle: (failed: boolean) => void = () => {}
	const load = () =>
		new Promise<void>((resolve, reject) => {
			started.push(name)
			settle = (failed) => (failed ? reject(new Error(name)) : resolve())
		})
	return { load, settle: (failed = false) => settle(failed) }
}

test('each load starts once the one before it has settled, a failed one included', async () => {
	const started: Array<string> = []
	const compute = recordedLoad(started, 'compute')
	const results = recordedLoad(started, 'results')
	const tools = recordedLoad(started, 'tools')
	loadEachWhenIdle([compute.load, undefined, results.load, tools.load])
	await vi.runAllTimersAsync()
	expect(started).toEqual(['compute'])
	compute.settle(true)
	await vi.runAllTimersAsync()
	expect(started).toEqual(['compute', 'results'])
	results.settle()
	await vi.runAllTimersAsync()
	expect(started).toEqual(['compute', 'results', 'tools'])
})

test('cancelling stops the loads not yet started', async () => {
	const started: Array<string> = []
	const compute = recordedLoad(started, 'compute')
	const results = recordedLoad(started, 'results')
	const cancel = loadEachWhenIdle([compute.load, results.load])
	await vi.runAllTimersAsync()
	cancel()
	compute.settle()
	await vi.runAllTimersAsync()
	expect(started).toEqual(['compute'])
})
