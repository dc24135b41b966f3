import { beforeAll, expect, test } from 'vitest'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { tileCalculator } from './calculator.ts'
import { NO_USABLE_SURFACE_MESSAGE } from './fields.ts'
import { TILE_DEFAULTS, type TileSurfaceValues, type TileValues } from './schema.ts'

const { schema, compute, reset } = tileCalculator
const parse = (values: TileValues) => parseWith(schema(values), values)
// compute comes after the page wakes (lazyCompute); here it is fetched first.
beforeAll(() => compute.load?.())

function wall(name: string, length: string, width: string): TileSurfaceValues {
	return { id: name, name, type: 'wall', length, width }
}

/** What Calculate does with the values: the alert it shows, or the tiles it counts. */
function calculate(values: TileValues) {
	const { data, errors } = parse(values)
	expect(errors).toEqual({})
	if (!data) throw new Error('no data')
	return attemptCalculation(() => compute(data))
}

test('an entry with one length still parses, and Calculate is stopped by an alert naming it', () => {
	const values = { ...TILE_DEFAULTS, surfaces: [wall('Wall 1', '3000', '2400'), wall('Wall 2', '', '2400')] }
	expect(parse(values).data).toMatchObject({ incomplete: ['Wall 2'] })
	expect(calculate(values)).toEqual({
		ok: false,
		message: 'Fill in both length and width for Wall 2, or clear it.',
	})
	// Cleared, it is ignored: 3000 × 2400 mm = 7.2 m² × 1.1 / 0.09 m² = 88 tiles
	const cleared = { ...values, surfaces: [wall('Wall 1', '3000', '2400'), wall('Wall 2', '', '')] }
	expect(calculate(cleared)).toMatchObject({ ok: true, result: { tilesNeeded: 88 } })
})

test('with no complete surface, Calculate is stopped by the seed alert, before any half-filled entry', () => {
	expect(calculate(TILE_DEFAULTS)).toEqual({ ok: false, message: NO_USABLE_SURFACE_MESSAGE })
	expect(NO_USABLE_SURFACE_MESSAGE).toBe('Please fill in length and width for at least one surface')
	const lengthOnly = { ...TILE_DEFAULTS, surfaces: [wall('Wall 1', '3000', '')] }
	expect(calculate(lengthOnly)).toEqual({ ok: false, message: NO_USABLE_SURFACE_MESSAGE })
})

test('a unit change starts the surfaces and obstructions again and keeps the tile size and wastage', () => {
	const values: TileValues = {
		...TILE_DEFAULTS,
		surfaces: [{ id: 'a', name: 'Kitchen', type: 'floor', length: '3000', width: '2000' }],
		obstructions: [{ id: 'b', name: 'Island', type: 'floor-obstacle', length: '1200', width: '600' }],
		tileLength: '600',
		includeWastage: false,
	}
	const metres = reset.unitChange?.(values, { unit: 'metric', metricUnit: 'm' })
	expect(metres).toEqual({ ...TILE_DEFAULTS, metricUnit: 'm', tileLength: '600', includeWastage: false })
	expect(metres && reset.unitChange?.(metres, { unit: 'imperial', metricUnit: 'm' })?.unit).toBe('imperial')
})

test('Start New gives one blank Wall 1, no obstructions and 300 × 300 mm tiles, keeping the unit and wastage', () => {
	const values: TileValues = {
		unit: 'imperial',
		metricUnit: 'm',
		surfaces: [wall('Shower', '48', '84'), wall('Wall 2', '36', '84')],
		obstructions: [{ id: 'b', name: 'Window/Door 1', type: 'window-door', length: '24', width: '36' }],
		tileLength: '600',
		tileWidth: '200',
		includeWastage: false,
	}
	expect(reset.startNew(values)).toEqual({ ...TILE_DEFAULTS, unit: 'imperial', metricUnit: 'm', includeWastage: false })
})
