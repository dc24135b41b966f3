import { inToFt, mmToM, type UnitSystem } from '#app/lib/units.ts'

/**
 * Timber sections (docs/calculators/lumber-calculator.md §5). Metric sizes are actual mm (CLS is the UK regularised
 * stud: 3×2 = 38×63, 4×2 = 38×89, 6×2 = 38×140; 47 mm regularised C16/C24). Imperial sizes are nominal inches, the size
 * US softwood is tallied on; every one of them is 1.5 in thick dressed (PS 20).
 */
export type Section = { id: string; label: string; thickness: number; width: number }

const METRIC_STUDS: ReadonlyArray<Section> = [
	{ id: '38x63', label: '38×63 CLS', thickness: 38, width: 63 },
	{ id: '38x89', label: '38×89 CLS', thickness: 38, width: 89 },
	{ id: '38x140', label: '38×140 CLS', thickness: 38, width: 140 },
	{ id: '47x75', label: '47×75', thickness: 47, width: 75 },
	{ id: '47x100', label: '47×100', thickness: 47, width: 100 },
	{ id: '47x150', label: '47×150', thickness: 47, width: 150 },
]

const METRIC_HEADERS: ReadonlyArray<Section> = [
	...METRIC_STUDS,
	{ id: '47x200', label: '47×200', thickness: 47, width: 200 },
	{ id: '47x225', label: '47×225', thickness: 47, width: 225 },
]

const nominal = (width: number): Section => ({ id: `2x${width}`, label: `2×${width}`, thickness: 2, width })

const IMPERIAL_STUDS: ReadonlyArray<Section> = [3, 4, 6].map(nominal)
const IMPERIAL_HEADERS: ReadonlyArray<Section> = [4, 6, 8, 10, 12].map(nominal)

/** Dressed thickness of every imperial section, inches (PS 20: a 2× is 1.5 in). */
export const IMPERIAL_THICKNESS_IN = 1.5

/** Dressed width of a nominal imperial width, inches (PS 20: 2 to 6 in lose 1/2 in, 8 in and up lose 3/4 in). */
export function dressedWidthIn(nominal: number) {
	return nominal < 8 ? nominal - 0.5 : nominal - 0.75
}

/** A stud stock length: in m (metric) or inches (imperial), and how it is named. */
export type StudStock = { length: number; label: string }

/**
 * Stud stock, chosen automatically: metric lengths in m; imperial in inches, the precut studs for 8, 9 and 10 ft walls
 * (92 5/8, 104 5/8 and 116 5/8 in) among the full lengths.
 */
const METRIC_STUD_STOCK: ReadonlyArray<StudStock> = [2.4, 3, 3.6, 4.2, 4.8, 5.4].map((length) => ({
	length,
	label: `${length} m`,
}))

const IMPERIAL_STUD_STOCK: ReadonlyArray<StudStock> = [
	{ length: 92.625, label: '92 5/8" precut' },
	{ length: 96, label: '8 ft' },
	{ length: 104.625, label: '104 5/8" precut' },
	{ length: 116.625, label: '116 5/8" precut' },
	{ length: 144, label: '12 ft' },
	{ length: 168, label: '14 ft' },
	{ length: 192, label: '16 ft' },
]

/** What differs between the unit systems: sections, spacings (mm / in), plate stock (m / ft) and their defaults. */
export const LUMBER_SYSTEMS = {
	metric: {
		studs: METRIC_STUDS,
		headers: METRIC_HEADERS,
		spacings: ['400', '600'],
		spacingUnit: 'mm',
		plateStocks: ['2.4', '3', '3.6', '4.2', '4.8', '5.4'],
		studStock: METRIC_STUD_STOCK,
		lengthUnit: 'm',
		/** The stud cut is shown in mm, worked in m. */
		cutUnit: 'mm',
		rowsLabel: 'Noggin rows',
		rowsItem: 'Noggins',
	},
	imperial: {
		studs: IMPERIAL_STUDS,
		headers: IMPERIAL_HEADERS,
		spacings: ['16', '24'],
		spacingUnit: 'in',
		plateStocks: ['8', '10', '12', '14', '16'],
		studStock: IMPERIAL_STUD_STOCK,
		lengthUnit: 'ft',
		cutUnit: 'in',
		rowsLabel: 'Blocking rows',
		rowsItem: 'Blocking',
	},
} as const

export function findSection(unit: UnitSystem, id: string, list: 'studs' | 'headers') {
	const sections: ReadonlyArray<Section> = LUMBER_SYSTEMS[unit][list]
	const section = sections.find((item) => item.id === id)
	if (!section) throw new Error(`Unknown ${list} size: ${id}`)
	return section
}

/** The header size that goes with a stud size: the same, but a 2×4 over 2×3 studs. */
export function defaultHeaderSize(studSize: string) {
	return studSize === '2x3' ? '2x4' : studSize
}

/** Plate (and stud) thickness t, in m (metric) or ft (imperial). */
export function plateThickness(unit: UnitSystem, studSize: string) {
	return unit === 'metric' ? mmToM(findSection(unit, studSize, 'studs').thickness) : inToFt(IMPERIAL_THICKNESS_IN)
}
