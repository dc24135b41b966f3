// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { InputSummary } from './input-summary.tsx'
import { ResultsCard } from './results-card.tsx'
import { ResultsTable } from './results-table.tsx'

function DeckResults({ onStartNew = () => {} }: { onStartNew?: () => void }) {
	return (
		<ResultsCard headline={{ label: 'Boards Needed', value: '42 boards' }} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Deck Length', value: '4.8 m' },
					{ label: 'Deck Width', value: '3.6 m' },
				]}
			/>
			<ResultsTable
				caption="Materials"
				lines={[
					{ label: 'Deck boards', value: '42' },
					{ label: 'Screws', value: '1,200' },
				]}
			/>
		</ResultsCard>
	)
}

/** The dt/dd pairs of a description list, in order. */
function pairsOf(list: Element) {
	return [...list.querySelectorAll('dt')].map((term) => {
		const definition = term.nextElementSibling
		expect(definition?.tagName).toBe('DD')
		return [term.textContent, definition?.textContent]
	})
}

test('the results are a region named by their heading', () => {
	render(<DeckResults />)
	const region = screen.getByRole('region', { name: 'Results' })
	expect(within(region).getByRole('heading', { level: 2, name: 'Results' })).toBeTruthy()
})

test('the headline is a term and its definition', () => {
	render(<DeckResults />)
	const region = screen.getByRole('region', { name: 'Results' })
	const headline = region.querySelector('dl')
	expect(headline).not.toBeNull()
	expect(pairsOf(headline!)).toEqual([['Boards Needed', '42 boards']])
	expect(within(headline as HTMLElement).getByRole('term').textContent).toBe('Boards Needed')
	expect(within(headline as HTMLElement).getByRole('definition').textContent).toBe('42 boards')
})

test('the heading receives focus on mount so the answer is announced', () => {
	render(<DeckResults />)
	const heading = screen.getByRole('heading', { level: 2, name: 'Results' })
	expect(document.activeElement).toBe(heading)
	expect(heading.getAttribute('tabindex')).toBe('-1')
})

test('Start New Calculation calls onStartNew', async () => {
	const user = userEvent.setup()
	const onStartNew = vi.fn()
	render(<DeckResults onStartNew={onStartNew} />)
	const button = screen.getByRole('button', { name: 'Start New Calculation' })
	expect(button.getAttribute('type')).toBe('button')
	await user.click(button)
	expect(onStartNew).toHaveBeenCalledTimes(1)
})

test('Start New Calculation is reachable from the focused heading with Tab', async () => {
	const user = userEvent.setup()
	render(
		<ResultsCard headline={{ label: 'Total Area', value: '12 m²' }} onStartNew={() => {}}>
			<p>Details</p>
		</ResultsCard>,
	)
	await user.tab()
	expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start New Calculation' }))
})

test('the input summary is a titled description list of what was submitted', () => {
	render(<DeckResults />)
	const heading = screen.getByRole('heading', { level: 3, name: 'Your Inputs' })
	const list = heading.nextElementSibling
	expect(list?.tagName).toBe('DL')
	expect(pairsOf(list!)).toEqual([
		['Deck Length', '4.8 m'],
		['Deck Width', '3.6 m'],
	])
})

test('the input summary title can be changed', () => {
	render(<InputSummary title="Room Dimensions" items={[{ label: 'Height', value: '2.4 m' }]} />)
	expect(screen.getByRole('heading', { level: 3, name: 'Room Dimensions' })).toBeTruthy()
	expect(screen.queryByRole('heading', { name: 'Your Inputs' })).toBeNull()
	expect(screen.getByRole('term').textContent).toBe('Height')
	expect(screen.getByRole('definition').textContent).toBe('2.4 m')
})

test('the results table has a caption and a row header per row', () => {
	render(<DeckResults />)
	const table = screen.getByRole('table', { name: 'Materials' })
	const rows = within(table).getAllByRole('row')
	expect(rows).toHaveLength(2)
	expect(
		within(table)
			.getAllByRole('rowheader')
			.map((header) => header.textContent),
	).toEqual(['Deck boards', 'Screws'])
	const screws = within(table).getByRole('row', { name: 'Screws 1,200' })
	expect(within(screws).getByRole('rowheader').getAttribute('scope')).toBe('row')
	expect(within(screws).getByRole('cell').textContent).toBe('1,200')
	expect(within(table).queryByRole('columnheader')).toBeNull()
})
