import { expect, test } from 'vitest'
import {
	CONDUCTOR_AREA_IN2,
	conductorAreaIn2,
	CONDUIT_AREA_IN2,
	CONDUIT_TYPES,
	conduitAreaIn2,
	METRIC_DESIGNATORS,
	TRADE_SIZES,
	WIRE_SIZES,
	WIRE_TYPES,
	wireSizeName,
} from './nec-chapter-9.ts'
import { specTableRows as rows } from './spec-table-rows.ts'

// NEC 2023 Chapter 9 Tables 4 and 5 (bare copper: Table 8), written out cell for cell as the calculator was specified
// from them, a second copy to check the data module against (sources: docs/calculators/conduit-fill-calculator.md §5).
const TABLE_E = `
| 1/2 (16) | 0.304 | 0.285 | 0.217 | 0.314 |
| 3/4 (21) | 0.533 | 0.508 | 0.409 | 0.549 |
| 1 (27) | 0.864 | 0.832 | 0.688 | 0.887 |
| 1-1/4 (35) | 1.496 | 1.453 | 1.237 | 1.526 |
| 1-1/2 (41) | 2.036 | 1.986 | 1.711 | 2.071 |
| 2 (53) | 3.356 | 3.291 | 2.874 | 3.408 |
| 2-1/2 (63) | 5.858 | 4.695 | 4.119 | 4.866 |
| 3 (78) | 8.846 | 7.268 | 6.442 | 7.499 |
| 3-1/2 (91) | 11.545 | 9.737 | 8.688 | 10.010 |
| 4 (103) | 14.753 | 12.554 | 11.258 | 12.882 |`

const TABLE_F = `
| 14 | 0.0097 | 0.0139 | 0.004 | 1/0 | 0.1855 | 0.1825 | 0.109 |
| 12 | 0.0133 | 0.0181 | 0.006 | 2/0 | 0.2223 | 0.2190 | 0.137 |
| 10 | 0.0211 | 0.0243 | 0.011 | 3/0 | 0.2679 | 0.2642 | 0.173 |
| 8 | 0.0366 | 0.0437 | 0.017 | 4/0 | 0.3237 | 0.3197 | 0.219 |
| 6 | 0.0507 | 0.0590 | 0.027 | 250 | 0.3970 | 0.3904 | 0.260 |
| 4 | 0.0824 | 0.0814 | 0.042 | 300 | 0.4608 | 0.4536 | 0.312 |
| 3 | 0.0973 | 0.0962 | 0.053 | 350 | 0.5242 | 0.5166 | 0.364 |
| 2 | 0.1158 | 0.1146 | 0.067 | 400 | 0.5863 | 0.5782 | 0.416 |
| 1 | 0.1562 | 0.1534 | 0.087 | 500 | 0.7073 | 0.6984 | 0.519 |`

const tableE = rows(TABLE_E).map(([size = '', ...cells]) => ({ size, cells }))
const tableF = rows(TABLE_F).flatMap((cells) => [cells.slice(0, 4), cells.slice(4)])

test('Table E holds ten trade sizes with their metric designators, in order', () => {
	expect(tableE.map((row) => row.size)).toEqual(
		TRADE_SIZES.map((size, index) => `${size} (${METRIC_DESIGNATORS[index]})`),
	)
})

for (const [index, row] of tableE.entries()) {
	test(`Table E ${row.size}: EMT, PVC 40, PVC 80 and RMC areas as the spec prints them`, () => {
		const tradeSize = TRADE_SIZES[index] ?? '1/2'
		expect(CONDUIT_TYPES.map((type) => CONDUIT_AREA_IN2[type][index])).toEqual(row.cells.map(Number))
		expect(CONDUIT_TYPES.map((type) => conduitAreaIn2(type, tradeSize))).toEqual(row.cells.map(Number))
	})
}

test('Table F holds eighteen sizes, 14 AWG to 500 kcmil, in order', () => {
	const sizes = [...tableF].sort((a, b) => WIRE_SIZES.indexOf(a[0] as never) - WIRE_SIZES.indexOf(b[0] as never))
	expect(sizes.map((row) => row[0])).toEqual([...WIRE_SIZES])
	for (const type of WIRE_TYPES) expect(CONDUCTOR_AREA_IN2[type]).toHaveLength(18)
})

for (const [size = '', ...cells] of tableF) {
	test(`Table F ${size}: THHN/THWN-2, XHHW/XHHW-2 and bare stranded copper areas as the spec prints them`, () => {
		const wireSize = WIRE_SIZES.find((item) => item === size)
		expect(wireSize).toBeDefined()
		if (!wireSize) return
		expect(WIRE_TYPES.map((type) => conductorAreaIn2(type, wireSize))).toEqual(cells.map(Number))
	})
}

test('sizes are named as the NEC names them', () => {
	expect(WIRE_SIZES.map(wireSizeName)).toEqual([
		'14 AWG',
		'12 AWG',
		'10 AWG',
		'8 AWG',
		'6 AWG',
		'4 AWG',
		'3 AWG',
		'2 AWG',
		'1 AWG',
		'1/0 AWG',
		'2/0 AWG',
		'3/0 AWG',
		'4/0 AWG',
		'250 kcmil',
		'300 kcmil',
		'350 kcmil',
		'400 kcmil',
		'500 kcmil',
	])
})
