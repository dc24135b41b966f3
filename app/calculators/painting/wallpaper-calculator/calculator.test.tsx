// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderCalculator } from '../../../../tests/support/render-calculator.tsx'
import { wallpaperCalculator } from './calculator.ts'

test('an empty skirting height keeps Calculate waiting for it, even beside a size to correct', () => {
	renderCalculator(wallpaperCalculator)
	const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
	fill('Roll Width', '53')
	fill('Roll Length', '10')
	fill('Wall 1 Length', '4')
	fill('Wall 1 Height', 'abc')
	expect(screen.getByText('Correct the highlighted fields to calculate.')).toBeTruthy()
	fireEvent.click(screen.getByRole('checkbox', { name: 'Wall 1 Exclude Skirting Board' }))
	expect(screen.getByText('Fill in the roll size and the size of every wall and opening to calculate.')).toBeTruthy()
	fill('Wall 1 Skirting Height', '10')
	expect(screen.getByText('Correct the highlighted fields to calculate.')).toBeTruthy()
})
