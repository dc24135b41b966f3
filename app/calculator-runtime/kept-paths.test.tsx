// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { carpetCalculator } from '#app/calculators/flooring/carpet-calculator/calculator.ts'
import { CalculatorRuntime } from './calculator-runtime.tsx'

// Issue #37: the ways back to an estimate hold on a calculator with a select and a list (carpet: 'Roll width', rooms).

const CARPET = '/calculators/carpet-calculator'

function routes() {
	return [
		{ path: '/project', element: <a href={CARPET}>Project</a> },
		// Another page whose code is slow to arrive (a slow connection): its navigation stays pending a while.
		{
			path: '/slow',
			loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 600)),
			element: <p>Slow</p>,
		},
		{ path: CARPET, element: <CalculatorRuntime definition={carpetCalculator} name="Carpet Calculator" /> },
	]
}

/** Lets the runtime's timers (the 300 ms address rewrite, the replay's tasks) run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)))

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

afterEach(() => {
	window.localStorage.clear()
	window.sessionStorage.clear()
	document.body.innerHTML = ''
})

test('a calculator React draws itself (Open on the project) opens the address it was sent to', async () => {
	const router = createMemoryRouter(routes(), { initialEntries: ['/project'] })
	render(<RouterProvider router={router} />)
	await act(() => router.navigate(`${CARPET}?rooms.0.length=5&rooms.0.width=4`))
	await settle()
	expect(field('Room 1 Length').value).toBe('5')
	expect(field('Room 1 Width').value).toBe('4')
	// The address keeps the estimate (it was stripped: every select of a form drawn after hydration read as typed).
	expect(router.state.location.search).toContain('rooms.0.length=5')
})

test('Back from another page reopens what was typed, and the draft is not overwritten with an empty form', async () => {
	const router = createMemoryRouter(routes(), { initialEntries: ['/project', `${CARPET}?rooms.0.length=5`] })
	render(<RouterProvider router={router} />)
	await settle()
	await act(() => router.navigate('/project'))
	await act(() => router.navigate(-1))
	await settle()
	expect(field('Room 1 Length').value).toBe('5')
	expect(window.localStorage.getItem(`calcwright:draft:${carpetCalculator.id}`)).toContain('rooms.0.length=5')
})

test('a key typed a moment before leaving for another page is there after Back', async () => {
	const router = createMemoryRouter(routes(), { initialEntries: ['/project', `${CARPET}?rooms.0.length=5`] })
	render(<RouterProvider router={router} />)
	await settle()
	// Typed, then left before the address took it (it is rewritten 300 ms after typing pauses).
	fireEvent.change(field('Room 1 Width'), { target: { value: '4' } })
	await act(() => router.navigate('/project'))
	await act(() => router.navigate(-1))
	await settle()
	expect(field('Room 1 Length').value).toBe('5')
	expect(field('Room 1 Width').value).toBe('4')
})

test('a link followed just after typing is not cut off by the address catching up with the typing', async () => {
	const router = createMemoryRouter(routes(), { initialEntries: [`${CARPET}?rooms.0.length=5`] })
	render(<RouterProvider router={router} />)
	await settle()
	fireEvent.change(field('Room 1 Width'), { target: { value: '4' } })
	// The address is rewritten 300 ms after the typing, while the other page is still on its way (600 ms).
	let arrived: Promise<void> = Promise.resolve()
	act(() => {
		arrived = router.navigate('/slow')
	})
	await settle()
	await act(() => arrived)
	expect(router.state.location.pathname).toBe('/slow')
	// The typing is kept for the calculator's entry all the same.
	expect(JSON.stringify({ ...window.localStorage })).toContain('rooms.0.width=4')
})

test('two fields of one list row typed before hydration are both the form', async () => {
	const app = () => {
		const router = createMemoryRouter(routes(), { initialEntries: [CARPET] })
		return { router, element: <RouterProvider router={router} /> }
	}
	const container = document.createElement('div')
	document.body.append(container)
	container.innerHTML = renderToString(app().element)
	const length = [...container.querySelectorAll('input')].find(
		(input) => input.labels?.[0]?.textContent === 'Room 1 Length',
	)
	const width = [...container.querySelectorAll('input')].find(
		(input) => input.labels?.[0]?.textContent === 'Room 1 Width',
	)
	if (!length || !width) throw new Error('the pre-rendered form has Room 1 Length and Width')
	length.value = '5'
	width.value = '4'

	const { router, element } = app()
	await act(async () => {
		hydrateRoot(container, element)
	})
	// The changes are replayed one per task, then the address follows 300 ms later: it carries both.
	await act(() =>
		vi.waitFor(
			() => {
				const address = new URLSearchParams(router.state.location.search)
				expect([address.get('rooms.0.length'), address.get('rooms.0.width')]).toEqual(['5', '4'])
			},
			{ timeout: 5_000, interval: 50 },
		),
	)
	expect(length.value).toBe('5')
	expect(width.value).toBe('4')
})
