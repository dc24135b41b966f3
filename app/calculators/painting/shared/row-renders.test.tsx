// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderCalculator } from '../../../../tests/support/render-calculator.tsx'
import { paintCalculator } from '#app/calculators/painting/paint-calculator/calculator.ts'
import { PAINT_DEFAULTS } from '#app/calculators/painting/paint-calculator/schema.ts'
import { wallpaperCalculator } from '#app/calculators/painting/wallpaper-calculator/calculator.ts'
import { WALLPAPER_DEFAULTS } from '#app/calculators/painting/wallpaper-calculator/schema.ts'
import type * as NumberFieldModule from '#app/components/form/number-field.tsx'

// The wall-finish lists take a module-level Fields and a context of primitives, so EntryList's rows
// stay memoised: typing in one of 200 walls re-renders that wall's fields, not the other 199.

// Every number field rendered, by its accessible name: 'Wall 100 Length'.
const rendered = vi.hoisted(() => [] as Array<string>)
vi.mock('#app/components/form/number-field.tsx', async (importOriginal) => {
	const actual = await importOriginal<typeof NumberFieldModule>()
	return {
		...actual,
		NumberField: (props: Parameters<typeof actual.NumberField>[0]) => {
			rendered.push(props.context ? `${props.context} ${props.label}` : props.label)
			return actual.NumberField(props)
		},
	}
})

/** The input labelled `name`; getByLabelText takes seconds on a page of 600 fields. */
function inputLabelled(name: string) {
	const label = [...document.querySelectorAll('label')].find((element) => element.textContent === name)
	return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement
}

function type(name: string, value: string) {
	rendered.length = 0
	fireEvent.change(inputLabelled(name), { target: { value } })
	expect(inputLabelled(name).value).toBe(value)
}

const named = (index: number) => ({ id: `wall-${index}`, name: `Wall ${index + 1}` })

test('paint (the coated-finish form): typing in one of 200 walls re-renders that wall and the coverage only', () => {
	const surfaces = Array.from({ length: 200 }, (_, index) => ({
		...named(index),
		length: '4',
		height: '2.5',
		coats: '2',
	}))
	renderCalculator({ ...paintCalculator, defaults: { ...PAINT_DEFAULTS, surfaces } })
	type('Wall 100 Length', '5')
	expect(rendered).toEqual(['Coverage (from your tin)', 'Wall 100 Length', 'Wall 100 Height', 'Wall 100 Coats'])
})

test('wallpaper: typing in one of 200 walls re-renders that wall and the fields outside the list only', () => {
	const walls = Array.from({ length: 200 }, (_, index) => ({
		...named(index),
		length: '4',
		height: '2.4',
		includeSkirting: false,
		skirtingHeight: '10',
	}))
	const defaults = { ...WALLPAPER_DEFAULTS, walls, rollWidth: '53', rollLength: '10' }
	renderCalculator({ ...wallpaperCalculator, defaults })
	type('Wall 100 Height', '2.5')
	expect(rendered).toEqual([
		'Roll Width',
		'Roll Length',
		'Pattern Repeat',
		'Wall 100 Length',
		'Wall 100 Height',
		'Wall 100 Skirting Height',
		'Wastage Percentage',
	])
})
