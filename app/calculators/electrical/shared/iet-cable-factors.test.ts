import { expect, test } from 'vitest'
import {
	CABLE_FACTORS,
	cableFactor,
	LONG_RUN_CONDUIT_FACTORS,
	SHORT_RUN_CONDUIT_FACTORS,
	SHORT_RUN_RULE,
	UK_CABLES,
	ukCableName,
} from './iet-cable-factors.ts'
import { specTableRows as rows } from './spec-table-rows.ts'

// The On-Site Guide cable factors and long-run conduit factors, written out cell for cell as the calculator was
// specified from them, a second copy to check the data module against (docs/calculators/conduit-fill-calculator.md §3,
// sources §5).
const TABLE_G = `
| Cable | 1.0 sol | 1.5 sol | 1.5 str | 2.5 sol | 2.5 str | 4 | 6 | 10 | 16 | 25 |
| S | 22 | 27 | 31 | 39 | 43 | 58 | 88 | 146 | — | — |
| L | 16 | 22 | 22 | 30 | 30 | 43 | 58 | 105 | 145 | 217 |`

const TABLE_H = `
| 1 | (short-run rule) | 188/303/543/947 | 177/286/514/900 | 158/256/463/818 | 130/213/388/692 |
| 1.5 | (short-run rule) | 182/294/528/923 | 167/270/487/857 | 143/233/422/750 | 111/182/333/600 |
| 2 | (short-run rule) | 177/286/514/900 | 158/256/463/818 | 130/213/388/692 | 97/159/292/529 |
| 2.5 | (short-run rule) | 171/278/500/878 | 150/244/442/783 | 120/196/358/643 | 86/141/260/474 |
| 3 | (short-run rule) | 167/270/487/857 | 143/233/422/750 | 111/182/333/600 | — |
| 3.5 | 179/290/521/911 | 162/263/475/837 | 136/222/404/720 | 103/169/311/563 | — |
| 4 | 177/286/514/900 | 158/256/463/818 | 130/213/388/692 | 97/159/292/529 | — |
| 4.5 | 174/282/507/889 | 154/250/452/800 | 125/204/373/667 | 91/149/275/500 | — |
| 5 | 171/278/500/878 | 150/244/442/783 | 120/196/358/643 | 86/141/260/474 | — |
| 6 | 167/270/487/857 | 143/233/422/750 | 111/182/333/600 | — | — |
| 7 | 162/263/475/837 | 136/222/404/720 | 103/169/311/563 | — | — |
| 8 | 158/256/463/818 | 130/213/388/692 | 97/159/292/529 | — | — |
| 9 | 154/250/452/800 | 125/204/373/667 | 91/149/275/500 | — | — |
| 10† | 150/244/442/783 | 120/196/358/643 | 86/141/260/474 | — | — |`

/** A cell as the module holds it: '—' is null, '(short-run rule)' the rule, 'a/b/c/d' four factors. */
function cellOf(text: string) {
	if (text === '—') return null
	if (text === '(short-run rule)') return SHORT_RUN_RULE
	return text.split('/').map(Number)
}

const [header = [], short = [], long = []] = rows(TABLE_G)

test('Table G: ten cables in the spec’s order, with their names', () => {
	// The spec's column heads abbreviate solid and stranded: '1.0 sol', '2.5 str'
	expect(header.slice(1)).toEqual(
		UK_CABLES.map((cable) => cable.replace('-solid', ' sol').replace('-stranded', ' str')),
	)
	expect(ukCableName('2.5-stranded')).toBe('2.5 mm² stranded')
	expect(ukCableName('1.0-solid')).toBe('1.0 mm² solid')
	expect(ukCableName('16')).toBe('16 mm² stranded')
})

test('Table G row S (straight, 3 m or less) cell for cell', () => {
	expect(short[0]).toBe('S')
	expect(CABLE_FACTORS.short).toEqual(
		short
			.slice(1)
			.map(cellOf)
			.map((cell) => (cell === null ? null : Number(cell))),
	)
	expect(cableFactor('2.5-stranded', 'short')).toBe(43)
	expect(cableFactor('16', 'short')).toBeNull()
})

test('Table G row L (over 3 m or any bends) cell for cell', () => {
	expect(long[0]).toBe('L')
	expect(CABLE_FACTORS.long).toEqual(long.slice(1).map(Number))
	expect(cableFactor('25', 'long')).toBe(217)
})

test('short-run conduit factors: 16 mm 290, 20 mm 460, 25 mm 800, 32 mm 1400', () => {
	expect(SHORT_RUN_CONDUIT_FACTORS).toEqual([290, 460, 800, 1400])
})

const tableH = rows(TABLE_H)

test('Table H has the spec’s fourteen lengths, in order', () => {
	expect(LONG_RUN_CONDUIT_FACTORS.map(([length]) => length)).toEqual(
		tableH.map(([length = '']) => Number(length.replace('†', ''))),
	)
})

for (const [index, [length = '', ...cells]] of tableH.entries()) {
	test(`Table H ${length} m: straight and 1 to 4 bends, cell for cell`, () => {
		expect(LONG_RUN_CONDUIT_FACTORS[index]?.[1]).toEqual(cells.map(cellOf))
	})
}
