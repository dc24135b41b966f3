// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TipsList } from './tips-list.tsx'

test('tips are a list under their heading', () => {
	render(<TipsList tips={['Buy a spare board.', 'Stagger the joints.']} />)
	expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy()
	const items = within(screen.getByRole('list')).getAllByRole('listitem')
	expect(items.map((item) => item.textContent)).toEqual(['Buy a spare board.', 'Stagger the joints.'])
})
