import { expect, test } from 'vitest'
import { computePaint } from '#app/calculators/painting/paint-calculator/compute.ts'
import { paintCalculator } from '#app/calculators/painting/paint-calculator/calculator.ts'
import { PAINT, PAINT_DEFAULTS } from '#app/calculators/painting/paint-calculator/schema.ts'
import { computePrimer } from '#app/calculators/painting/primer-calculator/compute.ts'
import { primerCalculator } from '#app/calculators/painting/primer-calculator/calculator.ts'
import { PRIMER, PRIMER_DEFAULTS } from '#app/calculators/painting/primer-calculator/schema.ts'
import { encodeValues, readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { shownValue } from '../../../../tests/support/estimated.ts'
import { coverageShown } from './coated-finish.ts'
import { coverageForNewUnit } from './coverage.ts'
import { ft2PerUsGallonToM2PerLitre, m2PerLitreToFt2PerUsGallon, usGallonsToLitres } from './coverage-units.ts'
import { EMPTY_COVERAGE_MESSAGE } from './define-coated-finish.ts'

type PaintValues = typeof PAINT_DEFAULTS
type PrimerValues = typeof PRIMER_DEFAULTS

const wall = (length: string, height: string) => ({ ...PAINT_DEFAULTS.surfaces[0]!, length, height })

/** A link read as the runtime reads it (decision 070), parsed by the calculator's schema: its input, or its errors. */
function openPaintLink(query: string) {
	const { values } = readLink(query, paintCalculator.defaults, paintCalculator.schema)
	return { values, ...parseWith(paintCalculator.schema(values), values) }
}

function openPrimerLink(query: string) {
	const { values } = readLink(query, primerCalculator.defaults, primerCalculator.schema)
	return { values, ...parseWith(primerCalculator.schema(values), values) }
}

test('the field shows the default of the sheen and the unit system until the person types in it', () => {
	const shown = (values: Partial<PaintValues>) => coverageShown(PAINT, { ...PAINT_DEFAULTS, ...values })
	expect(shown({})).toBe('11')
	expect(shown({ paintType: 'flat' })).toBe('12')
	expect(shown({ paintType: 'gloss' })).toBe('10')
	expect(shown({ unit: 'imperial' })).toBe('350')
	expect(shown({ unit: 'imperial', paintType: 'semi-gloss' })).toBe('300')
	// whatever the values hold, an untouched field follows the sheen; a touched one shows what was typed, even nothing
	expect(shown({ paintType: 'flat', coverage: '9' })).toBe('12')
	expect(shown({ paintType: 'flat', coverage: '9', isCoverageEdited: true })).toBe('9')
	expect(shown({ paintType: 'gloss', coverage: '', isCoverageEdited: true })).toBe('')
	const primer = (values: Partial<PrimerValues>) => coverageShown(PRIMER, { ...PRIMER_DEFAULTS, ...values })
	expect(
		['standard', 'high-build', 'stain-blocking', 'multi-purpose'].map((type) =>
			primer({ primerType: type as PrimerValues['primerType'] }),
		),
	).toEqual(['10', '8', '9', '11'])
	expect(
		['standard', 'high-build', 'stain-blocking', 'multi-purpose'].map((type) =>
			primer({ primerType: type as PrimerValues['primerType'], unit: 'imperial' }),
		),
	).toEqual(['300', '200', '300', '300'])
})

test('the schema gives compute the default until the field is typed in, then the typed figure', () => {
	const parse = (values: PaintValues) => parseWith(paintCalculator.schema(values), values)
	const room = { ...PAINT_DEFAULTS, paintType: 'satin' as const, surfaces: [wall('4', '2.5')] }
	expect(parse(room).data?.coverage).toBe(11)
	expect(parse({ ...room, unit: 'imperial' }).data?.coverage).toBe(350)
	expect(parse({ ...room, coverage: '13.5', isCoverageEdited: true }).data).toMatchObject({
		coverage: 13.5,
		isCoverageEdited: true,
	})
	expect(parse({ ...room, coverage: '13,5 m²/L', isCoverageEdited: true }).data?.coverage).toBe(13.5)
})

test('bounds: 1–30 m² per litre, 50–1,000 ft² per US gallon, with the site’s messages', () => {
	const error = (unit: PaintValues['unit'], coverage: string) => {
		const values = { ...PAINT_DEFAULTS, unit, coverage, isCoverageEdited: true, surfaces: [wall('4', '2.5')] }
		return parseWith(paintCalculator.schema(values), values).errors.coverage
	}
	expect(error('metric', '1')).toBeUndefined()
	expect(error('metric', '30')).toBeUndefined()
	expect(error('metric', '0.5')).toBe('Must be between 1 and 30 m²/L')
	expect(error('metric', '31')).toBe('Must be between 1 and 30 m²/L')
	expect(error('imperial', '50')).toBeUndefined()
	expect(error('imperial', '1,000')).toBeUndefined()
	expect(error('imperial', '11')).toBe('Must be between 50 and 1,000 ft²/US gal')
	expect(error('imperial', '1200')).toBe('Must be between 50 and 1,000 ft²/US gal')
	expect(error('metric', 'abc')).toBe('Enter a number')
	expect(error('metric', '')).toBe('Required')
})

test('a sheen change never overwrites a typed coverage; a unit change converts it, and the default follows', () => {
	const { unitChange } = paintCalculator.reset
	const typed = { ...PAINT_DEFAULTS, paintType: 'flat' as const, coverage: '11', isCoverageEdited: true }
	// 11 m²/L × 10.764 ÷ 0.264172 = 448.21 ft²/US gal → 448, as US tins print it
	const imperial = unitChange?.(typed, { unit: 'imperial' })
	expect(imperial).toMatchObject({ unit: 'imperial', paintType: 'flat', coverage: '448', isCoverageEdited: true })
	// 448 × 0.092903 × 0.264172 = 10.995 m²/L → 11.0
	expect(unitChange?.(imperial!, { unit: 'metric' })).toMatchObject({ coverage: '11', isCoverageEdited: true })
	// not typed: stays untouched, so the field shows the new system's default (flat: 350 ft²/US gal)
	const untouched = unitChange?.({ ...PAINT_DEFAULTS, paintType: 'flat' }, { unit: 'imperial' })
	expect(untouched).toMatchObject({ coverage: '', isCoverageEdited: false })
	expect(coverageShown(PAINT, untouched!)).toBe('350')
	// primer's metric sub-unit is a unit change of the lengths only: the coverage stays as typed
	const primer = { ...PRIMER_DEFAULTS, coverage: '12.5', isCoverageEdited: true }
	expect(primerCalculator.reset.unitChange?.(primer, { metricUnit: 'cm' })).toMatchObject({
		metricUnit: 'cm',
		coverage: '12.5',
		isCoverageEdited: true,
	})
})

test('converting a typed coverage keeps text that is not a number as typed', () => {
	// 400 ft²/US gal × 0.092903 × 0.264172 = 9.817 m²/L → 9.8
	expect(coverageForNewUnit('400', 'imperial', 'metric')).toBe('9.8')
	expect(coverageForNewUnit('400 ft²/US gal', 'imperial', 'metric')).toBe('9.8')
	expect(coverageForNewUnit('abc', 'metric', 'imperial')).toBe('abc')
	expect(coverageForNewUnit('', 'metric', 'imperial')).toBe('')
	expect(coverageForNewUnit('12', 'metric', 'metric')).toBe('12')
})

test('the conversions go through the site’s factors: 1 L = 0.264172 US gal, 1 m² = 10.764 ft²', () => {
	// 1 US gal = 1 ÷ 0.264172 = 3.7854125 L
	expect(usGallonsToLitres(1)).toBeCloseTo(3.7854125, 7)
	// 10 m²/L = 10 × 10.764 ÷ 0.264172 = 407.462 ft²/US gal; 12 m²/L = 488.95
	expect(m2PerLitreToFt2PerUsGallon(10)).toBeCloseTo(407.462, 3)
	expect(m2PerLitreToFt2PerUsGallon(12)).toBeCloseTo(488.954, 3)
	// and back: 350 ft²/US gal = 350 × 0.092903 × 0.264172 = 8.58983 m²/L
	expect(ft2PerUsGallonToM2PerLitre(350)).toBeCloseTo(8.58983, 5)
})

test('an old paint link, made before the field, opens and takes its sheen’s and system’s default', () => {
	// metric flat: 4 × 2.5 m at 2 coats = 20 m² ÷ 12 m²/L × 1.1 = 1.8333 L (with 11 it would be 2.00 L)
	const flat = openPaintLink('paintType=flat&surfaces.0.length=4&surfaces.0.height=2.5')
	expect(flat.errors).toEqual({})
	expect(flat.values).toMatchObject({ coverage: '', isCoverageEdited: false })
	expect(computePaint(flat.data!).paintNeeded.litres).toBeCloseTo(1.833333, 6)
	// imperial gloss: 12 × 8 ft at 2 coats = 192 ft² ÷ 300 ft²/US gal × 1.1 = 0.704 US gal → one gallon can
	const gloss = openPaintLink('unit=imperial&paintType=gloss&surfaces.0.length=12&surfaces.0.height=8')
	expect(gloss.errors).toEqual({})
	const result = computePaint(gloss.data!)
	expect(result.paintNeeded.usGallons).toBeCloseTo(0.704, 9)
	expect(result.paintNeeded.usContainers).toEqual({ pails: 0, gallons: 1, quarts: 0 })
	expect(shownValue(result, 'Coverage')).toBe('300.00 ft² per US gal (7.36 m² per litre)')
})

test('an old primer link opens and takes its type’s and system’s default, in the new tins', () => {
	// metric high-build: 400 × 250 cm = 10 m², 1 coat ÷ 8 m²/L × 1.1 = 1.375 L; least litres: 2 × 1 L = 2 L beats 2.5 L
	const metric = openPrimerLink('metricUnit=cm&primerType=high-build&surfaces.0.length=400&surfaces.0.width=250')
	expect(metric.errors).toEqual({})
	const litres = computePrimer(metric.data!)
	expect(litres.primerNeeded.litres).toBeCloseTo(1.375, 9)
	expect(litres.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
	// imperial high-build: 20 × 10 ft = 200 ft² ÷ 200 ft²/US gal × 1.1 = 1.1 US gal → over 0.5: 2 gallon cans
	const imperial = openPrimerLink('unit=imperial&primerType=high-build&surfaces.0.length=20&surfaces.0.width=10')
	expect(imperial.errors).toEqual({})
	const gallons = computePrimer(imperial.data!)
	expect(gallons.primerNeeded.usGallons).toBeCloseTo(1.1, 9)
	expect(gallons.primerNeeded.usContainers).toEqual({ pails: 0, gallons: 2, quarts: 0 })
})

test('a link carries the coverage only once typed, and opens with it', () => {
	const untouched = {
		...PAINT_DEFAULTS,
		unit: 'imperial' as const,
		paintType: 'flat' as const,
		surfaces: [wall('12', '8')],
	}
	const query = encodeValues(untouched, PAINT_DEFAULTS, paintCalculator.schema)
	expect(query).toBe('unit=imperial&paintType=flat&surfaces.0.length=12&surfaces.0.height=8')
	const typed = { ...untouched, coverage: '400', isCoverageEdited: true }
	const typedQuery = encodeValues(typed, PAINT_DEFAULTS, paintCalculator.schema)
	expect(typedQuery).toBe(
		'unit=imperial&paintType=flat&surfaces.0.length=12&surfaces.0.height=8&coverage=400&isCoverageEdited=1',
	)
	// 12 × 8 ft at 2 coats = 192 ft² ÷ 400 ft²/US gal × 1.1 = 0.528 US gal
	const opened = openPaintLink(typedQuery)
	expect(opened.values).toMatchObject({ coverage: '400', isCoverageEdited: true })
	expect(computePaint(opened.data!).paintNeeded.usGallons).toBeCloseTo(0.528, 9)
	// emptied, it stays emptied: the field asks for a figure rather than bringing the default back
	const emptied = encodeValues({ ...typed, coverage: '' }, PAINT_DEFAULTS, paintCalculator.schema)
	expect(openPaintLink(emptied).errors).toEqual({ coverage: 'Required' })
})

test('with only the coverage left empty, the line under Calculate asks for it', () => {
	const pending = paintCalculator.messages.pending
	expect(pending?.(PAINT_DEFAULTS, { coverage: 'Required' })).toBe(EMPTY_COVERAGE_MESSAGE)
	// sizes still empty too: the calculator's own line, which names them
	expect(pending?.(PAINT_DEFAULTS, { coverage: 'Required', 'surfaces.0.length': 'Required' })).toBeUndefined()
	expect(pending?.(PAINT_DEFAULTS, { coverage: 'Must be between 1 and 30 m²/L' })).toBeUndefined()
})
