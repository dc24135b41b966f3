// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { AD_CHECK_DELAYS_MS, hasFilledAdSlot, useAdColumns } from './use-ad-columns.ts'

afterEach(() => {
	vi.useRealTimers()
})

/** The list page in miniature: a side column holding one ad slot. */
function AdLayout({ isEnabled, initialStatus }: { isEnabled: boolean; initialStatus?: string }) {
	const sideColumn = useRef<HTMLElement>(null)
	const hasAds = useAdColumns(sideColumn, isEnabled)
	return (
		<div>
			<p>{hasAds ? 'Two columns' : 'One column'}</p>
			<aside ref={sideColumn} aria-label="Advertisement">
				<ins className="adsbygoogle" data-testid="ad-slot" data-ad-status={initialStatus} />
			</aside>
		</div>
	)
}

function fill() {
	screen.getByTestId('ad-slot').setAttribute('data-ad-status', 'filled')
}

function advance(ms: number) {
	act(() => vi.advanceTimersByTime(ms))
}

function layout() {
	return screen.getByText(/columns?$/).textContent
}

function containerWith(html: string) {
	const container = document.createElement('div')
	container.innerHTML = html
	return container
}

test('the checks run at 0.5, 1 and 2 seconds', () => {
	expect(AD_CHECK_DELAYS_MS).toEqual([500, 1000, 2000])
})

test('hasFilledAdSlot finds only an ins marked filled', () => {
	expect(hasFilledAdSlot(null)).toBe(false)
	expect(hasFilledAdSlot(containerWith(''))).toBe(false)
	expect(hasFilledAdSlot(containerWith('<ins class="adsbygoogle"></ins>'))).toBe(false)
	expect(hasFilledAdSlot(containerWith('<ins data-ad-status="unfilled"></ins>'))).toBe(false)
	expect(hasFilledAdSlot(containerWith('<div data-ad-status="filled"></div>'))).toBe(false)
	expect(hasFilledAdSlot(containerWith('<ins data-ad-status="filled"></ins>'))).toBe(true)
	expect(
		hasFilledAdSlot(
			containerWith('<ins data-ad-status="unfilled"></ins><div><ins data-ad-status="filled"></ins></div>'),
		),
	).toBe(true)
})

test('hasFilledAdSlot works on a document', () => {
	const page = document.implementation.createHTMLDocument('Calculators')
	expect(hasFilledAdSlot(page)).toBe(false)
	page.body.innerHTML = '<aside><ins data-ad-status="filled"></ins></aside>'
	expect(hasFilledAdSlot(page)).toBe(true)
})

test('a slot already filled at the first check switches to two columns at 500 ms', () => {
	vi.useFakeTimers()
	render(<AdLayout isEnabled initialStatus="filled" />)
	expect(layout()).toBe('One column')
	advance(499)
	expect(layout()).toBe('One column')
	advance(1)
	expect(layout()).toBe('Two columns')
})

test('a slot filled before the 1 s check switches at 1 s', () => {
	vi.useFakeTimers()
	render(<AdLayout isEnabled />)
	advance(800)
	expect(layout()).toBe('One column')
	fill()
	advance(199)
	expect(layout()).toBe('One column')
	advance(1)
	expect(layout()).toBe('Two columns')
})

test('a slot filled before the 2 s check switches at 2 s', () => {
	vi.useFakeTimers()
	render(<AdLayout isEnabled initialStatus="unfilled" />)
	advance(1500)
	expect(layout()).toBe('One column')
	fill()
	advance(499)
	expect(layout()).toBe('One column')
	advance(1)
	expect(layout()).toBe('Two columns')
	expect(vi.getTimerCount()).toBe(0)
})

test('a slot filled only after the last check stays in one column', () => {
	vi.useFakeTimers()
	render(<AdLayout isEnabled />)
	advance(2000)
	expect(vi.getTimerCount()).toBe(0)
	fill()
	advance(10_000)
	expect(layout()).toBe('One column')
})

test('a slot never filled stays in one column', () => {
	vi.useFakeTimers()
	render(<AdLayout isEnabled initialStatus="unfilled" />)
	advance(10_000)
	expect(layout()).toBe('One column')
})

test('when disabled there are no timers and a filled slot is ignored', () => {
	vi.useFakeTimers()
	render(<AdLayout isEnabled={false} initialStatus="filled" />)
	expect(vi.getTimerCount()).toBe(0)
	advance(10_000)
	expect(layout()).toBe('One column')
})

test('unmounting before the checks clears their timers', () => {
	vi.useFakeTimers()
	const { unmount } = render(<AdLayout isEnabled initialStatus="filled" />)
	expect(vi.getTimerCount()).toBe(AD_CHECK_DELAYS_MS.length)
	unmount()
	expect(vi.getTimerCount()).toBe(0)
})
