import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { formatNumber } from '#app/lib/format.ts'
import { decimal, hiddenField, pathTo } from '#app/lib/number-input.ts'
import { isEqualTol } from '#app/lib/rounding.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	ALLOWANCE_BOUNDS,
	type Bedding,
	CUSTOM_ID,
	LAYING_PATTERNS,
	type LayingPattern,
	type Mix,
	MIXES,
	PAVER_PRESETS,
	PAVER_SYSTEMS,
	PATTERN_WASTE,
	WASTE_BOUNDS,
} from './options.ts'

export type PaverAreaValues = Entry & { length: string; width: string }

export type PaverValues = {
	unit: UnitSystem
	areas: ReadonlyArray<PaverAreaValues>
	/** A preset's id, or 'custom'. */
	paver: string
	/** mm or in, asked for with Custom only. */
	customLength: string
	customWidth: string
	/** mm or in. */
	joint: string
	pattern: LayingPattern
	waste: string
	/** Compacted, mm or in; 0 = none. */
	subBaseDepth: string
	bedding: Bedding
	/** As spread, mm or in. */
	beddingDepth: string
	/** n of the n:1 sand : cement mortar bed. */
	mix: Mix
	allowance: string
	/** m or ft of edge against walls or steps. */
	edgesWithoutRestraint: string
}

/** The first area has a fixed id so the pre-rendered HTML and the hydrated page agree. */
const FIRST_AREA: PaverAreaValues = { id: 'area-1', name: 'Area 1', length: '', width: '' }

export const BLANK_AREA = { length: '', width: '' } as const satisfies Omit<PaverAreaValues, 'id' | 'name'>

const SHARED_DEFAULTS = {
	areas: [FIRST_AREA],
	customLength: '',
	customWidth: '',
	mix: '5',
	allowance: '10',
	edgesWithoutRestraint: '0',
} as const satisfies Partial<PaverValues>

/**
 * Each system's defaults (docs/calculators/paver-calculator.md §2): UK 600 × 600 slabs stacked on a mortar bed, US
 * 4 × 8 brick pavers in running bond on sand.
 */
export const PAVER_SYSTEM_DEFAULTS: Record<UnitSystem, PaverValues> = {
	metric: {
		unit: 'metric',
		...SHARED_DEFAULTS,
		paver: 'slab-600x600',
		joint: '10',
		pattern: 'stack',
		waste: PATTERN_WASTE.stack,
		subBaseDepth: '100',
		bedding: 'mortar',
		beddingDepth: '40',
	},
	imperial: {
		unit: 'imperial',
		...SHARED_DEFAULTS,
		paver: 'brick-4x8',
		joint: '0.125',
		pattern: 'running',
		waste: PATTERN_WASTE.running,
		subBaseDepth: '4',
		bedding: 'sand',
		beddingDepth: '1',
	},
}

export const PAVER_DEFAULTS = PAVER_SYSTEM_DEFAULTS.metric

/**
 * A unit is a slab when it is a Slab preset, or Custom with either side over 300 mm / 12 in (Equal is not over);
 * docs/calculators/paver-calculator.md §3.
 */
export function isSlab(unit: UnitSystem, paver: string, customLength: number | null, customWidth: number | null) {
	const preset = PAVER_PRESETS[unit].find((item) => item.id === paver)
	if (preset && preset.id !== CUSTOM_ID) return preset.isSlab
	const limit = PAVER_SYSTEMS[unit].slabSide
	const isOver = (side: number | null) => side !== null && side > limit && !isEqualTol(side, limit)
	return isOver(customLength) || isOver(customWidth)
}

/** The joint and bedding a preset sets (docs/calculators/paver-calculator.md §2): a slab's, or a paver's. */
function presetDefaults(unit: UnitSystem, paver: string): { joint: string; bedding: Bedding } {
	const slab = isSlab(unit, paver, null, null)
	const bedding: Bedding = unit === 'metric' && slab ? 'mortar' : 'sand'
	return { joint: PAVER_SYSTEMS[unit].jointDefault[slab ? 'slab' : 'paver'], bedding }
}

/**
 * The joints and beddings that count as untouched with this unit chosen: its preset's; with Custom, which sets
 * neither, any a preset of the system sets (so they still follow the next preset chosen).
 */
function untouched(unit: UnitSystem, paver: string): { joints: Array<string>; beddings: Array<Bedding> } {
	if (paver !== CUSTOM_ID) {
		const defaults = presetDefaults(unit, paver)
		return { joints: [defaults.joint], beddings: [defaults.bedding] }
	}
	const presets = PAVER_PRESETS[unit].filter((preset) => preset.id !== CUSTOM_ID)
	const all = presets.map((preset) => presetDefaults(unit, preset.id))
	return { joints: all.map((item) => item.joint), beddings: all.map((item) => item.bedding) }
}

/**
 * A new paver or slab (Dependent defaults, docs/calculators/paver-calculator.md §2): a preset sets the joint and the
 * bedding unless they were changed by hand; Custom leaves both as they are.
 */
export function withPaver(values: PaverValues, paver: string): Partial<PaverValues> {
	if (paver === CUSTOM_ID) return { paver }
	const before = untouched(values.unit, values.paver)
	const after = presetDefaults(values.unit, paver)
	return {
		paver,
		...(before.joints.includes(values.joint) ? { joint: after.joint } : {}),
		...(before.beddings.includes(values.bedding) ? { bedding: after.bedding } : {}),
	}
}

/** A new laying pattern; the waste follows it unless it was typed over. */
export function withPattern(values: PaverValues, pattern: LayingPattern): Partial<PaverValues> {
	return values.waste === PATTERN_WASTE[values.pattern] ? { pattern, waste: PATTERN_WASTE[pattern] } : { pattern }
}

/**
 * A unit system change (decision 036; docs/calculators/paver-calculator.md §2): the areas, sizes, depths and the
 * paver select start again from the new system's defaults, nothing converted. The pattern, the waste and the bedding
 * stay where the person chose them, and otherwise take the new system's default; the mix and the allowance mean the
 * same in both and stay.
 */
export function paverValuesForUnit(previous: PaverValues, selection: Partial<PaverValues>): PaverValues {
	const next = PAVER_SYSTEM_DEFAULTS[selection.unit ?? previous.unit]
	const old = PAVER_SYSTEM_DEFAULTS[previous.unit]
	const pattern = previous.pattern === old.pattern ? next.pattern : previous.pattern
	const isWasteUntouched = previous.waste === PATTERN_WASTE[previous.pattern]
	const isBeddingUntouched = untouched(previous.unit, previous.paver).beddings.includes(previous.bedding)
	return {
		...next,
		pattern,
		waste: isWasteUntouched ? PATTERN_WASTE[pattern] : previous.waste,
		bedding: isBeddingUntouched ? next.bedding : previous.bedding,
		mix: previous.mix,
		allowance: previous.allowance,
	}
}

/** P = Σ 2(length + width), m or ft (docs/calculators/paver-calculator.md §3). */
export function perimeterOf(areas: ReadonlyArray<{ length: number; width: number }>) {
	return areas.reduce((total, area) => total + 2 * (area.length + area.width), 0)
}

/** 'Longer than the perimeter (12.00 m)': P with 2 decimals and its unit, no feet and inches. */
export function longerThanPerimeterMessage(unit: UnitSystem, perimeter: number) {
	return `Longer than the perimeter (${formatNumber(perimeter)} ${PAVER_SYSTEMS[unit].lengthUnit})`
}

function isMeasured(area: unknown): area is { length: number; width: number } {
	const { length, width } = (area ?? {}) as Record<string, unknown>
	return typeof length === 'number' && typeof width === 'number'
}

/**
 * The inputs and their bounds (docs/calculators/paver-calculator.md §2) for the chosen system; the custom size is
 * asked for with Custom only. Across fields: edges not needing restraint no longer than the perimeter (Equal allowed),
 * checked as soon as the areas and that field are numbers.
 */
export function createPaverSchema(values: Pick<PaverValues, 'unit' | 'paver'>) {
	const unit = values.unit
	const system = PAVER_SYSTEMS[unit]
	const range = ([min, max]: readonly [number, number], fieldUnit: string) => decimal({ min, max, unit: fieldUnit })
	const custom = values.paver === CUSTOM_ID ? range(system.customBounds, system.smallUnit) : hiddenField(null)
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			areas: v.array(
				v.object({
					name: v.string(),
					length: range(system.areaBounds, system.lengthUnit),
					width: range(system.areaBounds, system.lengthUnit),
				}),
			),
			paver: v.picklist(PAVER_PRESETS[unit].map((preset) => preset.id)),
			customLength: custom,
			customWidth: custom,
			joint: range(system.jointBounds, system.smallUnit),
			pattern: v.picklist(LAYING_PATTERNS),
			waste: decimal(WASTE_BOUNDS),
			subBaseDepth: range(system.subBaseBounds, system.smallUnit),
			bedding: v.picklist(['mortar', 'sand']),
			beddingDepth: range(system.beddingBounds, system.smallUnit),
			mix: v.picklist(MIXES),
			allowance: decimal(ALLOWANCE_BOUNDS),
			edgesWithoutRestraint: range(system.edgeBounds, system.lengthUnit),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			const input = dataset.value as Record<string, unknown>
			const { areas, edgesWithoutRestraint: edges } = input
			if (!Array.isArray(areas) || !areas.every(isMeasured) || typeof edges !== 'number') return
			const perimeter = perimeterOf(areas)
			if (edges > perimeter && !isEqualTol(edges, perimeter))
				addIssue({
					message: longerThanPerimeterMessage(unit, perimeter),
					path: pathTo(input, 'edgesWithoutRestraint'),
				})
		}),
	)
}

export type PaverInput = v.InferOutput<ReturnType<typeof createPaverSchema>>
