import { expect, test } from 'vitest'
import { SINGLE_CORE, TWIN_AND_EARTH, UK_MCB_RATINGS } from './bs7671-tables.ts'
import {
	findUsConductor,
	isLimitedBy2404D,
	US_BREAKER_RATINGS,
	US_CONDUCTORS,
	usableAmpacity,
	usConductorsOf,
} from './nec-tables.ts'
import { SINGLE_CORE_METHOD_OPTIONS, TWIN_AND_EARTH_METHOD_OPTIONS } from './conductor-choices.ts'

// NEC 2023 Table 310.16, Chapter 9 Table 8 and the 240.4(D) limits, written out cell for cell as the calculator was
// specified from them ('—' = null; † = one source only, kept as a trailing '†'; sources:
// docs/calculators/wire-size-calculator.md §5).
// Size | cmil | R Cu Ω/kft | R Al Ω/kft | Cu 60° | Cu 75° | Cu 90° | Al 60° | Al 75° | Al 90° | 240.4(D) max OCPD
const SPEC_TABLE_A = `
| 14 AWG | 4,110 | 3.14 | — | 15 | 20 | 25 | — | — | — | Cu 15 |
| 12 AWG | 6,530 | 1.98 | 3.25† | 20 | 25 | 30 | 15 | 20 | 25 | Cu 20, Al 15 |
| 10 AWG | 10,380 | 1.24 | 2.04† | 30 | 35 | 40 | 25 | 30 | 35 | Cu 30, Al 25 |
| 8 AWG | 16,510 | 0.778 | 1.28† | 40 | 50 | 55 | 35 | 40 | 45 | — |
| 6 AWG | 26,240 | 0.491 | 0.808 | 55 | 65 | 75 | 40 | 50 | 55 | — |
| 4 AWG | 41,740 | 0.308 | 0.508 | 70 | 85 | 95 | 55 | 65 | 75 | — |
| 3 AWG | 52,620 | 0.245 | 0.403 | 85 | 100 | 115 | 65 | 75 | 85 | — |
| 2 AWG | 66,360 | 0.194 | 0.319 | 95 | 115 | 130 | 75 | 90 | 100 | — |
| 1 AWG | 83,690 | 0.154 | 0.253 | 110 | 130 | 145 | 85 | 100 | 115 | — |
| 1/0 AWG | 105,600 | 0.122 | 0.201 | 125 | 150 | 170 | 100 | 120 | 135 | — |
| 2/0 AWG | 133,100 | 0.0967 | 0.159 | 145 | 175 | 195 | 115 | 135 | 150 | — |
| 3/0 AWG | 167,800 | 0.0766 | 0.126 | 165 | 200 | 225 | 130 | 155 | 175 | — |
| 4/0 AWG | 211,600 | 0.0608 | 0.100 | 195 | 230 | 260 | 150 | 180 | 205 | — |
| 250 kcmil | 250,000 | 0.0515 | 0.0847 | 215 | 255 | 290 | 170 | 205 | 230 | — |
| 300 kcmil | 300,000 | 0.0429 | 0.0707 | 240 | 285 | 320 | 195 | 230 | 260 | — |
| 350 kcmil | 350,000 | 0.0367 | 0.0605 | 260 | 310 | 350 | 210 | 250 | 280 | — |
| 400 kcmil | 400,000 | 0.0321 | 0.0529 | 280 | 335 | 380 | 225 | 270 | 305 | — |
| 500 kcmil | 500,000 | 0.0258 | 0.0424 | 320 | 380 | 430 | 260 | 310 | 350 | — |
`

// BS 7671 Table 4D5, twin and earth: mm² | 100 | 101 | 102 | 103 | C | A | mV/A/m
const SPEC_TABLE_B = `
| 1.0 | 13 | 10.5 | 13 | 8 | 16 | 11.5 | 44 |
| 1.5 | 16 | 13 | 16 | 10 | 20 | 14.5 | 29 |
| 2.5 | 21 | 17 | 21† | 13.5 | 27 | 20† | 18 |
| 4 | 27 | 22 | 27† | 17.5 | 37† | 26† | 11 |
| 6 | 34 | 27 | 35† | 23.5† | 47 | 32† | 7.3 |
| 10 | 45 | 36 | 47† | 32† | 64 | 44† | 4.4 |
| 16 | 57 | 46 | 63† | 42.5† | 85 | 57† | 2.8 |
`

// BS 7671 Tables 4D1A / 4D1B, single-core: mm² | A 1φ | A 3φ | B 1φ | B 3φ | C 1φ | C 3φ | mV/A/m 1φ | mV/A/m 3φ
const SPEC_TABLE_C = `
| 1.0 | 11 | 10.5 | 13.5 | 12 | 15.5 | 14 | 44 | 38 |
| 1.5 | 14.5 | 13.5 | 17.5 | 15.5 | 20 | 18 | 29 | 25 |
| 2.5 | 20 | 18 | 24 | 21 | 27 | 25 | 18 | 15 |
| 4 | 26 | 24 | 32 | 28 | 37 | 33 | 11 | 9.5 |
| 6 | 34 | 31 | 41 | 36 | 47 | 43 | 7.3 | 6.4 |
| 10 | 46 | 42 | 57 | 50 | 65 | 59 | 4.4 | 3.8 |
| 16 | 61 | 56† | 76 | 68 | 87 | 79 | 2.8 | 2.4 |
| 25 | 80 | 73 | 101 | 89 | 114 | 104 | 1.8 | 1.55 |
| 35 | 99 | 89 | 125 | 110 | 141 | 129 | 1.3 | 1.1 |
`

function rows(table: string) {
	return table
		.trim()
		.split('\n')
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		)
}

/** A cell as the module holds it: '4,110' → 4110, '3.25†' → 3.25 (single source), '—' → null. */
function cell(text: string) {
	const bare = text.replace('†', '').replace(/,/g, '')
	return { value: bare === '—' ? null : Number(bare), isSingleSource: text.endsWith('†') }
}

function ocpd(text: string) {
	const limits = Object.fromEntries(
		[...text.matchAll(/(Cu|Al) (\d+)/g)].map(([, metal, amps]) => [metal, Number(amps)]),
	)
	return { ...(limits.Cu ? { copper: limits.Cu } : {}), ...(limits.Al ? { aluminum: limits.Al } : {}) }
}

test('Table A: every US conductor cell is the spec’s, in order', () => {
	const spec = rows(SPEC_TABLE_A)
	expect(US_CONDUCTORS.map((conductor) => conductor.size)).toEqual(spec.map(([size]) => size))
	spec.forEach(([size = '', cmil = '', rCu = '', rAl = '', ...rest], index) => {
		const conductor = US_CONDUCTORS[index]
		const [cu60, cu75, cu90, al60, al75, al90] = rest.slice(0, 6).map((text) => cell(text).value)
		const column = (a: number | null | undefined, b: number | null | undefined, c: number | null | undefined) =>
			a === null ? null : { '60': a, '75': b, '90': c }
		expect(conductor, size).toEqual({
			size,
			cmil: cell(cmil).value,
			ohmsPerKft: { copper: cell(rCu).value, aluminum: cell(rAl).value },
			ampacity: { copper: column(cu60, cu75, cu90), aluminum: column(al60, al75, al90) },
			maxOcpd: ocpd(rest[6] ?? ''),
			isAluminumResistanceSingleSource: cell(rAl).isSingleSource,
		})
	})
})

test('Table A: usable ampacity applies 240.4(D); 14 AWG aluminum is not listed', () => {
	const size14 = findUsConductor('14 AWG')
	const size12 = findUsConductor('12 AWG')
	const size8 = findUsConductor('8 AWG')
	if (!size14 || !size12 || !size8) throw new Error('missing size')
	// W3: 14 AWG Cu 75 °C = min(20, 15) = 15; 12 AWG = min(25, 20) = 20
	expect(usableAmpacity(size14, 'copper', '75')).toBe(15)
	expect(isLimitedBy2404D(size14, 'copper', '75')).toBe(true)
	// 14 AWG Cu at 60 °C: 15 = 15, not limited
	expect(usableAmpacity(size14, 'copper', '60')).toBe(15)
	expect(isLimitedBy2404D(size14, 'copper', '60')).toBe(false)
	expect(usableAmpacity(size12, 'aluminum', '90')).toBe(15)
	expect(usableAmpacity(size8, 'copper', '75')).toBe(50)
	expect(isLimitedBy2404D(size8, 'copper', '90')).toBe(false)
	expect(usConductorsOf('aluminum')[0]?.size).toBe('12 AWG')
	expect(usConductorsOf('copper')).toHaveLength(18)
})

test('Table B: every twin-and-earth cell is the spec’s, with its † marks', () => {
	const spec = rows(SPEC_TABLE_B)
	expect(TWIN_AND_EARTH.map((cable) => cable.size)).toEqual(spec.map(([size]) => size))
	spec.forEach(([size = '', ...cells], index) => {
		const [m100, m101, m102, m103, c, a, mV] = cells.map(cell)
		const methods = { '100': m100, '101': m101, '102': m102, '103': m103, C: c, A: a }
		expect(TWIN_AND_EARTH[index], size).toEqual({
			size,
			rating: Object.fromEntries(Object.entries(methods).map(([method, parsed]) => [method, parsed?.value])),
			mVPerAm: mV?.value,
			singleSourceMethods: expect.arrayContaining(
				Object.entries(methods)
					.filter(([, parsed]) => parsed?.isSingleSource)
					.map(([method]) => method),
			),
		})
		expect(TWIN_AND_EARTH[index]?.singleSourceMethods).toHaveLength(cells.filter((text) => text.endsWith('†')).length)
	})
})

test('Table C: every single-core cell is the spec’s, with its † mark', () => {
	const spec = rows(SPEC_TABLE_C)
	expect(SINGLE_CORE.map((cable) => cable.size)).toEqual(spec.map(([size]) => size))
	spec.forEach(([size = '', ...cells], index) => {
		const [a1, a3, b1, b3, c1, c3, mV1, mV3] = cells.map((text) => cell(text).value)
		expect(SINGLE_CORE[index], size).toEqual({
			size,
			rating: { A: { single: a1, three: a3 }, B: { single: b1, three: b3 }, C: { single: c1, three: c3 } },
			mVPerAm: { single: mV1, three: mV3 },
			isA3SingleSource: cell(cells[1] ?? '').isSingleSource,
		})
	})
})

test('Table D: the standard ratings, and the method labels in the spec’s order', () => {
	expect(US_BREAKER_RATINGS.join(', ')).toBe(
		'15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600',
	)
	expect(UK_MCB_RATINGS.join(', ')).toBe('6, 10, 16, 20, 25, 32, 40, 45, 50, 63, 80, 100, 125')
	expect(TWIN_AND_EARTH_METHOD_OPTIONS.map((option) => option.label)).toEqual([
		'C – Clipped direct',
		'A – In conduit in an insulated wall',
		'100 – Above a plasterboard ceiling, insulation ≤ 100 mm',
		'101 – Above a plasterboard ceiling, insulation > 100 mm',
		'102 – In an insulated stud wall, touching the inner wall',
		'103 – In an insulated stud wall, not touching the inner wall',
	])
	expect(SINGLE_CORE_METHOD_OPTIONS.map((option) => option.label)).toEqual([
		'B – In conduit or trunking on a wall',
		'A – In conduit in an insulated wall',
		'C – Clipped direct (sheathed singles)',
	])
})

test('Table 8 resistance agrees with the K constants within 0.5 % (§0.1)', () => {
	for (const conductor of US_CONDUCTORS) {
		const { copper, aluminum } = conductor.ohmsPerKft
		const kCu = ((copper ?? 0) * conductor.cmil) / 1000
		expect(kCu).toBeGreaterThanOrEqual(12.84 - 0.005)
		expect(kCu).toBeLessThanOrEqual(12.93 + 0.005)
		if (aluminum !== null) {
			const kAl = (aluminum * conductor.cmil) / 1000
			expect(kAl).toBeGreaterThanOrEqual(21.13 - 0.005)
			expect(kAl).toBeLessThanOrEqual(21.23 + 0.005)
		}
	}
})
