// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { expect, test, vi } from 'vitest'
import { renderCalculator } from '../../../../tests/support/render-calculator.tsx'
import type * as NumberFieldModule from '#app/components/form/number-field.tsx'
import { tileCalculator } from './calculator.ts'
import { TILE_DEFAULTS, type TileEntryValues } from './schema.ts'

/** The accessible names of the number fields drawn, in order ('Wall 50 Length'). */
const rendered: Array<string> = []

vi.mock('#app/components/form/number-field.tsx', async (importOriginal) => {
	const actual = await importOriginal<typeof NumberFieldModule>()
	return {
		NumberField: (props: ComponentProps<typeof actual.NumberField>) => {
			rendered.push([props.context, props.label].filter(Boolean).join(' '))
			return actual.NumberField(props)
		},
	}
})

/** A field by its accessible name; Testing Library's label queries take seconds over 400 fields in jsdom. */
function field(name: string) {
	const label = [...document.querySelectorAll('label')].find((element) => element.textContent === name)
	const input = label && document.getElementById(label.htmlFor)
	if (!input) throw new Error(`No field named ${name}`)
	return input
}

function entries<TType extends string>(type: TType, name: string, count: number, size: [string, string]) {
	return Array.from({ length: count }, (_, index): TileEntryValues<TType> => ({
		id: `${type}-${index + 1}`,
		name: `${name} ${index + 1}`,
		type,
		length: size[0],
		width: size[1],
	}))
}

test('with 200 entries, a key press in one re-renders that entry only', { timeout: 20_000 }, async () => {
	const user = userEvent.setup()
	const definition = {
		...tileCalculator,
		defaults: {
			...TILE_DEFAULTS,
			surfaces: [...entries('wall', 'Wall', 50, ['3000', '2400']), ...entries('floor', 'Floor', 50, ['4000', '3000'])],
			obstructions: [
				...entries('window-door', 'Window/Door', 50, ['900', '2000']),
				...entries('floor-obstacle', 'Floor Obstacle', 50, ['600', '600']),
			],
		},
	}
	renderCalculator(definition)
	const entryFields = () => rendered.filter((name) => !name.startsWith('Tile '))
	expect(entryFields()).toHaveLength(400)

	rendered.length = 0
	await user.type(field('Floor 25 Length'), '5')
	expect(entryFields()).toEqual(['Floor 25 Length', 'Floor 25 Width'])

	rendered.length = 0
	await user.type(field('Window/Door 25 Width'), 'x')
	expect(entryFields()).toEqual(['Window/Door 25 Length', 'Window/Door 25 Width'])
	expect(document.body.textContent).toContain('Correct Window/Door 25 Width to calculate.')
})
