import { expect, test } from 'vitest'
import { readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { PITCH_OUT_OF_RANGE_MESSAGE, SEAT_THROUGH_RAFTER_MESSAGE } from './options.ts'
import {
	createRoofPitchSchema,
	ROOF_PITCH_DEFAULTS,
	ROOF_PITCH_SYSTEM_DEFAULTS,
	type RoofPitchValues,
	valuesForUnit,
	withPitchEntry,
} from './schema.ts'

function errorsOf(patch: Partial<RoofPitchValues>) {
	const values = { ...ROOF_PITCH_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], span: '7.2', buildingLength: '8', ...patch }
	return parseWith(createRoofPitchSchema(values), values).errors
}

const RISE_AND_RUN = { pitchMode: 'riseRun', pitchFieldMode: 'degrees', rise: '600', run: '2400' } as const

test('a fresh form waits only for the span and the building length', () => {
	const { errors } = parseWith(createRoofPitchSchema(ROOF_PITCH_DEFAULTS), ROOF_PITCH_DEFAULTS)
	expect(errors).toEqual({ span: 'Required', buildingLength: 'Required' })
	expect(errorsOf({})).toEqual({})
	expect(errorsOf({ unit: 'imperial', span: '24', buildingLength: '40' })).toEqual({})
})

test("each field's bounds are its system's, with the site's messages", () => {
	expect(
		errorsOf({
			pitch: '4',
			span: '0.5',
			ridge: '101',
			overhang: '1.01',
			buildingLength: '61',
			rafterDepth: '49',
			seat: '301',
		}),
	).toEqual({
		pitch: 'Must be between 5 and 63 degrees',
		span: 'Must be between 1 and 30 m',
		ridge: 'Must be between 0 and 100 mm',
		overhang: 'Must be between 0 and 1 m',
		buildingLength: 'Must be between 1 and 60 m',
		rafterDepth: 'Must be between 50 and 400 mm',
		seat: 'Must be between 0 and 300 mm',
	})
	expect(
		errorsOf({
			unit: 'imperial',
			pitch: '24.25',
			span: '2',
			ridge: '4.5',
			overhang: '37',
			buildingLength: '201',
			rafterDepth: '1',
			seat: '13',
		}),
	).toEqual({
		pitch: 'Must be between 1 and 24',
		span: 'Must be between 3 and 100 ft',
		ridge: 'Must be between 0 and 4 in',
		overhang: 'Must be between 0 and 36 in',
		buildingLength: 'Must be between 3 and 200 ft',
		rafterDepth: 'Must be between 2 and 16 in',
		seat: 'Must be between 0 and 12 in',
	})
	expect(errorsOf({ ...RISE_AND_RUN, rise: '0', run: '99' })).toEqual({
		rise: 'Must be between 1 and 20,000 mm',
		run: 'Must be between 100 and 20,000 mm',
	})
	expect(errorsOf({ ...RISE_AND_RUN, unit: 'imperial', rise: '0.05', run: '801' })).toMatchObject({
		rise: 'Must be between 0.0625 and 800 in',
		run: 'Must be between 4 and 800 in',
	})
	expect(errorsOf({ span: 'wide', rafterDepth: '1e3' })).toEqual({
		span: 'Enter a number',
		rafterDepth: 'Enter a number',
	})
})

test('lengths take feet and inches in imperial: a 24\' 6" span and a 7 1/4" rafter', () => {
	expect(errorsOf({ unit: 'imperial', span: `24' 6"`, rafterDepth: '7 1/4', buildingLength: '40' })).toEqual({})
})

test('a rise over a run outside 1 in 12 to 24 in 12 is refused under Run; Equal values are accepted', () => {
	// 150 ÷ 2,400 = 0.0625 < 1/12
	expect(errorsOf({ ...RISE_AND_RUN, rise: '150' })).toEqual({ run: PITCH_OUT_OF_RANGE_MESSAGE })
	// 200 ÷ 2,400 is Equal to 1/12; 4,800 ÷ 2,400 = 2 is 24 in 12
	expect(errorsOf({ ...RISE_AND_RUN, rise: '200' })).toEqual({})
	expect(errorsOf({ ...RISE_AND_RUN, rise: '4800' })).toEqual({})
	expect(errorsOf({ ...RISE_AND_RUN, rise: '4801' })).toEqual({ run: PITCH_OUT_OF_RANGE_MESSAGE })
	// shown as soon as both are typed, before the rest of the form is
	expect(errorsOf({ ...RISE_AND_RUN, rise: '150', span: '' })).toMatchObject({ run: PITCH_OUT_OF_RANGE_MESSAGE })
})

test('a seat whose notch reaches the rafter depth is refused under the seat, Equal included', () => {
	// 60°, 50 mm rafter: n = 60 × sin 60° = 52.0 ≥ 50; 57 × sin 60° = 49.4 < 50
	expect(errorsOf({ pitch: '60', rafterDepth: '50', seat: '60' })).toEqual({ seat: SEAT_THROUGH_RAFTER_MESSAGE })
	expect(errorsOf({ pitch: '60', rafterDepth: '50', seat: '57' })).toEqual({})
	// 30°: n = 100 × sin 30° = 50, Equal to the 50 mm depth
	expect(errorsOf({ pitch: '30', rafterDepth: '50', seat: '100' })).toEqual({ seat: SEAT_THROUGH_RAFTER_MESSAGE })
	// from rise and run too (p = 2: sin θ = 0.894; 60 × 0.894 = 53.7 ≥ 50)
	expect(errorsOf({ ...RISE_AND_RUN, rise: '4800', rafterDepth: '50', seat: '60' })).toEqual({
		seat: SEAT_THROUGH_RAFTER_MESSAGE,
	})
})

test('what the form does not show is not checked: the pitch under Rise and run, rise and run otherwise, a lean-to ridge', () => {
	expect(errorsOf({ ...RISE_AND_RUN, pitch: 'steep' })).toEqual({})
	expect(errorsOf({ rise: 'x', run: '' })).toEqual({})
	expect(errorsOf({ roofType: 'leanTo', ridge: 'thick' })).toEqual({})
})

test('switching the pitch mode converts as the Roofing Calculator; Rise and run keeps the text and its mode', () => {
	const metric = ROOF_PITCH_DEFAULTS
	expect(withPitchEntry(metric, 'rise')).toEqual({ pitchMode: 'rise', pitchFieldMode: 'rise', pitch: '8.4' })
	// Degrees 35 → Rise and run → Rise per 12 shows 8.4, as if switched directly
	const hidden = { ...metric, ...withPitchEntry(metric, 'riseRun') }
	expect(hidden).toMatchObject({ pitchMode: 'riseRun', pitchFieldMode: 'degrees', pitch: '35' })
	expect(withPitchEntry(hidden, 'rise')).toMatchObject({ pitch: '8.4' })
	expect(withPitchEntry(hidden, 'degrees')).toMatchObject({ pitch: '35' })
	// rise 1 → 4.76° → 5°; a blank or invalid value stays as typed
	const imperial = ROOF_PITCH_SYSTEM_DEFAULTS.imperial
	expect(withPitchEntry({ ...imperial, pitch: '1' }, 'degrees')).toMatchObject({ pitch: '5' })
	expect(withPitchEntry({ ...imperial, pitch: '' }, 'degrees')).toMatchObject({ pitch: '' })
	expect(withPitchEntry({ ...imperial, pitch: '30' }, 'degrees')).toMatchObject({ pitch: '30' })
	// the rise and run are kept across mode changes
	const typed = { ...hidden, rise: '600', run: '2400' }
	expect(withPitchEntry(typed, 'rise')).not.toHaveProperty('rise')
})

test('a unit change gives the new system every default but the roof type', () => {
	const typed: RoofPitchValues = {
		...ROOF_PITCH_DEFAULTS,
		...RISE_AND_RUN,
		roofType: 'leanTo',
		span: '7.2',
		buildingLength: '8',
		rafterDepth: '175',
	}
	expect(valuesForUnit(typed, 'imperial')).toEqual({ ...ROOF_PITCH_SYSTEM_DEFAULTS.imperial, roofType: 'leanTo' })
	expect(valuesForUnit(valuesForUnit(typed, 'imperial'), 'metric')).toEqual({
		...ROOF_PITCH_DEFAULTS,
		roofType: 'leanTo',
	})
})

test("a link reads the imperial spacings and the Pitch field's mode", () => {
	const link = readLink(
		'unit=imperial&pitchMode=riseRun&pitchFieldMode=rise&pitch=6&spacing=19.2&rise=6&run=12&ridge=1.5',
		ROOF_PITCH_DEFAULTS,
		createRoofPitchSchema,
	)
	expect(link.unusable).toEqual([])
	expect(link.values).toMatchObject({ spacing: '19.2', pitchMode: 'riseRun', pitchFieldMode: 'rise', pitch: '6' })
	expect(readLink('spacing=16', ROOF_PITCH_DEFAULTS, createRoofPitchSchema).unusable).toEqual(['spacing'])
})
