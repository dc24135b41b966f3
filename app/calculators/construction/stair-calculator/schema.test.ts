import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import {
	createStairSchema,
	STAIR_DEFAULTS,
	stairDefaults,
	type StairValues,
	stairValuesForStartNew,
	stairValuesForUnit,
} from './schema.ts'

function parse(patch: Partial<StairValues>, base: StairValues = STAIR_DEFAULTS) {
	const values = { ...base, ...patch }
	return parseWith(createStairSchema(values), values)
}

test('defaults: UK rules with Metric (250 / 20 / 230 mm), US with Imperial (10 / 1 / 10.5 in); the rise blank', () => {
	expect(STAIR_DEFAULTS).toEqual({
		unit: 'metric',
		rules: 'uk',
		loft: false,
		totalRise: '',
		goingMode: 'choose',
		going: '250',
		availableRun: '',
		nosing: '20',
		floorDepth: '230',
		opening: '',
	})
	expect(stairDefaults('imperial')).toMatchObject({ rules: 'us', going: '10', nosing: '1', floorDepth: '10.5' })
	expect(parse({}).errors).toEqual({ totalRise: 'Required' })
	expect(parse({ totalRise: '2600' }).data).toMatchObject({
		totalRise: 2600,
		going: 250,
		availableRun: null,
		opening: null,
	})
})

test('each length has its bounds in the system’s unit, and inches take feet and inches', () => {
	expect(parse({ totalRise: '0' }).errors).toEqual({ totalRise: 'Must be between 300 and 6,000 mm' })
	expect(parse({ totalRise: '2600', going: '501' }).errors).toEqual({ going: 'Must be between 100 and 500 mm' })
	expect(parse({ totalRise: '2600', nosing: '51' }).errors).toEqual({ nosing: 'Must be between 0 and 50 mm' })
	expect(parse({ totalRise: '2600', floorDepth: '601' }).errors).toEqual({
		floorDepth: 'Must be between 0 and 600 mm',
	})
	expect(parse({ totalRise: '2600', opening: '99' }).errors).toEqual({
		opening: 'Must be between 100 and 20,000 mm',
	})
	expect(parse({ totalRise: '2600', availableRun: 'abc' }).errors).toEqual({ availableRun: 'Enter a number' })
	const imperial = stairDefaults('imperial')
	expect(parse({ totalRise: '241' }, imperial).errors).toEqual({ totalRise: 'Must be between 12 and 240 in' })
	expect(parse({ totalRise: `9'` }, imperial).data?.totalRise).toBe(108)
	expect(parse({ totalRise: '8 ft 4 1/2 in' }, imperial).data?.totalRise).toBe(100.5)
	expect(parse({ totalRise: '108', opening: '3' }, imperial).errors).toEqual({
		opening: 'Must be between 4 and 800 in',
	})
})

test('fitting the available run: the going is not read, the run is required', () => {
	const fit = parse({ goingMode: 'fit', totalRise: '2600', going: 'abc' })
	expect(fit.errors).toEqual({ availableRun: 'Required' })
	expect(parse({ goingMode: 'fit', totalRise: '2600', going: 'abc', availableRun: '2400' }).data).toMatchObject({
		going: null,
		availableRun: 2400,
	})
	expect(parse({ goingMode: 'fit', totalRise: '2600', availableRun: '199' }).errors).toEqual({
		availableRun: 'Must be between 200 and 20,000 mm',
	})
})

test('a unit change: lengths start again in the new system; mode and loft stay; rules follow until chosen', () => {
	const typed: StairValues = {
		...STAIR_DEFAULTS,
		totalRise: '2600',
		going: '240',
		availableRun: '3000',
		opening: '2700',
		goingMode: 'fit',
		loft: true,
	}
	expect(stairValuesForUnit(typed, { unit: 'imperial' })).toEqual({
		...stairDefaults('imperial'),
		goingMode: 'fit',
		loft: true,
	})
	// US picked by hand with Metric stays US in Imperial; UK picked with Imperial stays UK in Metric
	expect(stairValuesForUnit({ ...typed, rules: 'us' }, { unit: 'imperial' }).rules).toBe('us')
	const ukImperial = { ...stairDefaults('imperial'), rules: 'uk' as const }
	expect(stairValuesForUnit(ukImperial, { unit: 'metric' }).rules).toBe('uk')
	// Rules at the system's default follow it (decision 062: a default picked by hand counts as not chosen)
	expect(stairValuesForUnit(stairDefaults('imperial'), { unit: 'metric' }).rules).toBe('uk')
})

test('Start New: the lengths of the system in use start again; rules, going mode and loft stay', () => {
	const typed: StairValues = { ...stairDefaults('imperial'), rules: 'uk', loft: true, totalRise: '100', going: '9' }
	expect(stairValuesForStartNew(typed)).toEqual({ ...stairDefaults('imperial'), rules: 'uk', loft: true })
})
