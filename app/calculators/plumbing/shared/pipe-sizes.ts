import { formatEntered } from '#app/lib/format.ts'
import { LB_PER_KG, M_PER_IN, MM_PER_IN, type UnitSystem } from '#app/lib/units.ts'

// The pipe table of docs/calculators/pipe-calculator.md §2: the pipe families the three plumbing calculators share.
// Sizes are stored in their standard's own unit and converted exactly (× or ÷ 25.4) when the other system is active.

export type PipeSize = { nominal: string; outside: number; inside: number }

export type PipeFamily = {
	id: string
	/** The pipe type select's label. */
	label: string
	/** How results and messages name the family: 'No UK copper (EN 1057) size up to 54 mm …'. */
	shortName: string
	/** The unit of the sizes: inches (US) or millimetres (UK). */
	unit: 'in' | 'mm'
	densityKgPerM3: number
	hazenC: number
	sizes: ReadonlyArray<PipeSize>
}

const COPPER_KG_PER_M3 = 8940
const PVC_KG_PER_M3 = 1400
const PE_KG_PER_M3 = 940
const STEEL_KG_PER_M3 = 7850

const size = (nominal: string, outside: number, inside: number): PipeSize => ({ nominal, outside, inside })

/** ASTM D1785 PVC and ASME B36.10 steel share the schedule 40 outside and inside diameters. */
const SCHEDULE_40: ReadonlyArray<PipeSize> = [
	size('1/2', 0.84, 0.622),
	size('3/4', 1.05, 0.824),
	size('1', 1.315, 1.049),
	size('1-1/4', 1.66, 1.38),
	size('1-1/2', 1.9, 1.61),
	size('2', 2.375, 2.067),
	size('3', 3.5, 3.068),
	size('4', 4.5, 4.026),
]

export const PIPE_FAMILIES: ReadonlyArray<PipeFamily> = [
	{
		id: 'us-copper-l',
		label: 'US copper type L (ASTM B88)',
		shortName: 'US copper type L',
		unit: 'in',
		densityKgPerM3: COPPER_KG_PER_M3,
		hazenC: 140,
		sizes: [
			size('1/2', 0.625, 0.545),
			size('3/4', 0.875, 0.785),
			size('1', 1.125, 1.025),
			size('1-1/4', 1.375, 1.265),
			size('1-1/2', 1.625, 1.505),
			size('2', 2.125, 1.985),
		],
	},
	{
		id: 'us-copper-m',
		label: 'US copper type M (ASTM B88)',
		shortName: 'US copper type M',
		unit: 'in',
		densityKgPerM3: COPPER_KG_PER_M3,
		hazenC: 140,
		sizes: [
			size('1/2', 0.625, 0.569),
			size('3/4', 0.875, 0.811),
			size('1', 1.125, 1.055),
			size('1-1/4', 1.375, 1.291),
			size('1-1/2', 1.625, 1.527),
			size('2', 2.125, 2.009),
		],
	},
	{
		id: 'pex',
		label: 'PEX (ASTM F876, CTS SDR 9)',
		shortName: 'PEX',
		unit: 'in',
		densityKgPerM3: PE_KG_PER_M3,
		hazenC: 150,
		sizes: [size('3/8', 0.5, 0.36), size('1/2', 0.625, 0.485), size('3/4', 0.875, 0.681), size('1', 1.125, 0.875)],
	},
	{
		id: 'pvc-40',
		label: 'PVC schedule 40 (ASTM D1785)',
		shortName: 'PVC schedule 40',
		unit: 'in',
		densityKgPerM3: PVC_KG_PER_M3,
		hazenC: 150,
		sizes: SCHEDULE_40,
	},
	{
		id: 'steel-40',
		label: 'Steel schedule 40 (ASME B36.10)',
		shortName: 'Steel schedule 40',
		unit: 'in',
		densityKgPerM3: STEEL_KG_PER_M3,
		hazenC: 120,
		sizes: SCHEDULE_40,
	},
	{
		id: 'uk-copper',
		label: 'UK copper EN 1057 R250 (Table X)',
		shortName: 'UK copper (EN 1057)',
		unit: 'mm',
		densityKgPerM3: COPPER_KG_PER_M3,
		hazenC: 140,
		sizes: [
			size('15', 15, 13.6),
			size('22', 22, 20.2),
			size('28', 28, 26.2),
			size('35', 35, 32.6),
			size('42', 42, 39.6),
			size('54', 54, 51.6),
		],
	},
	{
		id: 'uk-mdpe',
		label: 'UK MDPE blue SDR 11 (EN 12201)',
		shortName: 'UK MDPE (SDR 11)',
		unit: 'mm',
		densityKgPerM3: PE_KG_PER_M3,
		hazenC: 150,
		sizes: [size('20', 20, 16), size('25', 25, 20.4), size('32', 32, 26), size('50', 50, 40.8), size('63', 63, 51.4)],
	},
]

/** The pipe type that takes a typed inside diameter: no outside diameter, so no pipe weight. */
export const CUSTOM_PIPE = 'custom'
export const CUSTOM_PIPE_LABEL = 'Custom inside diameter'
/** A custom pipe's Hazen-Williams C until the user types another. */
export const CUSTOM_HAZEN_C = 140

export const LISTED_PIPE_IDS = PIPE_FAMILIES.map((family) => family.id)
export const PIPE_TYPE_IDS = [...LISTED_PIPE_IDS, CUSTOM_PIPE]

/** The pipe fields of a form: a type, its size, or the typed inside diameter of a custom pipe. */
export type PipeSelection = { pipeType: string; pipeSize: string }

/** Defaults of Water Flow and Water Pressure: metric UK copper 22 mm, imperial US copper type L 3/4". */
export const DEFAULT_PIPE: Record<UnitSystem, PipeSelection> = {
	metric: { pipeType: 'uk-copper', pipeSize: '22' },
	imperial: { pipeType: 'us-copper-l', pipeSize: '3/4' },
}

/** A custom inside diameter, mm (metric) or in (imperial): the bounds of docs/calculators/pipe-calculator.md §2. */
export const CUSTOM_DIAMETER_BOUNDS = {
	metric: { min: 1, max: 1000, unit: 'mm' },
	imperial: { min: 0.04, max: 40, unit: 'in' },
} as const

export function findPipeFamily(id: string) {
	return PIPE_FAMILIES.find((family) => family.id === id)
}

export function findPipeSize(family: PipeFamily, nominal: string) {
	return family.sizes.find((candidate) => candidate.nominal === nominal)
}

/** A size as the trade names it, with its unit: 3/4", 1-1/4", 22 mm (metric sizes by their outside diameter). */
export function pipeSizeLabel(family: Pick<PipeFamily, 'unit'>, pipeSize: Pick<PipeSize, 'nominal'>) {
	return family.unit === 'in' ? `${pipeSize.nominal}"` : `${pipeSize.nominal} mm`
}

/** A diameter of the family's table, in the active system's unit (mm metric, in imperial), converted exactly. */
export function diameterInSystem(value: number, familyUnit: 'in' | 'mm', system: UnitSystem) {
	if (familyUnit === 'in' && system === 'metric') return value * MM_PER_IN
	if (familyUnit === 'mm' && system === 'imperial') return value / MM_PER_IN
	return value
}

/** A density in lb/in³ from kg/m³, so a pipe weighs the same in both systems: kg/m³ × 2.20462 × 0.0254³. */
export function lbPerIn3(kgPerM3: number) {
	return kgPerM3 * LB_PER_KG * M_PER_IN ** 3
}

/** What compute needs of a pipe, in the active system's unit (mm or in). */
export type ResolvedPipe = {
	/** '3/4"', '22 mm' or 'Custom'. */
	sizeLabel: string
	insideDiameter: number
	/** Null for a custom pipe: its outside diameter is unknown. */
	outsideDiameter: number | null
	densityKgPerM3: number | null
}

/**
 * The pipe a form describes, in the active system's unit. The schema only lets through a listed type and
 * size, or a custom diameter, so an unknown one is a programming error.
 */
export function resolvePipe(selection: PipeSelection, customDiameter: number, system: UnitSystem): ResolvedPipe {
	if (selection.pipeType === CUSTOM_PIPE) {
		return { sizeLabel: 'Custom', insideDiameter: customDiameter, outsideDiameter: null, densityKgPerM3: null }
	}
	const family = findPipeFamily(selection.pipeType)
	const listed = family && findPipeSize(family, selection.pipeSize)
	if (!family || !listed) throw new TypeError(`Unknown pipe: ${selection.pipeType} ${selection.pipeSize}`)
	return {
		sizeLabel: pipeSizeLabel(family, listed),
		insideDiameter: diameterInSystem(listed.inside, family.unit, system),
		outsideDiameter: diameterInSystem(listed.outside, family.unit, system),
		densityKgPerM3: family.densityKgPerM3,
	}
}

/**
 * The size kept when the pipe type changes (docs/decisions/059-plumbing-choices.md): the same nominal size when
 * the new type has it (3/4" copper → 3/4" PEX), else the size whose bore is nearest the old one
 * (22 mm copper, 20.2 mm bore → 25 mm MDPE, 20.4 mm), else the new type's first.
 */
export function selectionForType(pipeType: string, previous: PipeSelection): PipeSelection {
	const family = findPipeFamily(pipeType)
	if (!family) return { pipeType, pipeSize: previous.pipeSize }
	if (findPipeSize(family, previous.pipeSize)) return { pipeType, pipeSize: previous.pipeSize }
	const oldFamily = findPipeFamily(previous.pipeType)
	const oldSize = oldFamily && findPipeSize(oldFamily, previous.pipeSize)
	const first = family.sizes[0]?.nominal ?? ''
	if (!oldFamily || !oldSize) return { pipeType, pipeSize: first }
	const oldBoreMm = diameterInSystem(oldSize.inside, oldFamily.unit, 'metric')
	const distance = (candidate: PipeSize) =>
		Math.abs(diameterInSystem(candidate.inside, family.unit, 'metric') - oldBoreMm)
	const nearest = family.sizes.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best))
	return { pipeType, pipeSize: nearest.nominal }
}

/** How summaries name a pipe: '22 mm UK copper (EN 1057)', or 'Custom, 20 mm inside diameter'. */
export function describePipe(selection: PipeSelection, customDiameter: number, system: UnitSystem) {
	const family = findPipeFamily(selection.pipeType)
	const listed = family && findPipeSize(family, selection.pipeSize)
	if (family && listed) return `${pipeSizeLabel(family, listed)} ${family.shortName}`
	return `Custom, ${formatEntered(customDiameter)} ${CUSTOM_DIAMETER_BOUNDS[system].unit} inside diameter`
}
