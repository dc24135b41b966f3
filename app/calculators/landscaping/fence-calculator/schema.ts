import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { formatNumber } from '#app/lib/format.ts'
import { decimal, hiddenField, parseDecimal, pathTo } from '#app/lib/number-input.ts'
import { isEqualTol } from '#app/lib/rounding.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { FENCE_SYSTEMS, findPostSize, RAILS_BOUNDS, WASTE_BOUNDS } from './options.ts'

export type FenceStyle = 'panels' | 'boards'
export type SectionType = 'fence' | 'gate'

export type FenceSectionValues = Entry & { type: SectionType; length: string }

export type FenceValues = {
	unit: UnitSystem
	style: FenceStyle
	sections: ReadonlyArray<FenceSectionValues>
	closedLoop: boolean
	/** m or ft. */
	panelWidth: string
	panelHeight: string
	fenceHeight: string
	/** mm or in. */
	boardWidth: string
	boardGap: string
	railsPerBay: string
	postSpacing: string
	gravelBoards: boolean
	postSize: string
	/** mm or in. */
	holeDiameter: string
	holeDepth: string
	bag: string
	waste: string
}

/** The first section has a fixed id so the pre-rendered HTML and the hydrated page agree. */
const FIRST_SECTION: FenceSectionValues = { id: 'section-1', name: 'Section 1', type: 'fence', length: '' }

/** A new section: a fence of no length yet. */
export const BLANK_SECTION = { type: 'fence', length: '' } as const satisfies Omit<FenceSectionValues, 'id' | 'name'>

/** Each system's defaults (docs/calculators/fence-calculator.md §2): one blank Fence section. */
export const FENCE_SYSTEM_DEFAULTS: Record<UnitSystem, FenceValues> = {
	metric: {
		unit: 'metric',
		style: 'panels',
		sections: [FIRST_SECTION],
		closedLoop: false,
		panelWidth: '1.83',
		panelHeight: '1.8',
		fenceHeight: '1.8',
		boardWidth: '100',
		boardGap: '0',
		railsPerBay: '3',
		postSpacing: '2.4',
		gravelBoards: true,
		postSize: '100',
		holeDiameter: '250',
		holeDepth: '600',
		bag: '20kg',
		waste: '10',
	},
	imperial: {
		unit: 'imperial',
		style: 'boards',
		sections: [FIRST_SECTION],
		closedLoop: false,
		panelWidth: '6',
		panelHeight: '6',
		fenceHeight: '6',
		boardWidth: '5.5',
		boardGap: '0',
		railsPerBay: '3',
		postSpacing: '8',
		gravelBoards: false,
		postSize: '4x4',
		holeDiameter: '10',
		holeDepth: '24',
		bag: '50lb',
		waste: '10',
	},
}

export const FENCE_DEFAULTS = FENCE_SYSTEM_DEFAULTS.metric

/**
 * A unit system change (decision 036 and docs/calculators/fence-calculator.md §2): the sections, sizes and the selects
 * whose options differ start again from the new system's defaults; closed loop and rails per bay mean the same in both
 * and stay; the style, gravel boards and waste stay where the person changed them, and otherwise take the new
 * system's default (a default picked by hand counts as not changed, decision 062).
 */
export function fenceValuesForUnit(previous: FenceValues, selection: Partial<FenceValues>): FenceValues {
	const next = FENCE_SYSTEM_DEFAULTS[selection.unit ?? previous.unit]
	const old = FENCE_SYSTEM_DEFAULTS[previous.unit]
	const keptIfChanged = <TKey extends 'style' | 'gravelBoards' | 'waste'>(key: TKey) =>
		previous[key] === old[key] ? next[key] : previous[key]
	return {
		...next,
		closedLoop: previous.closedLoop,
		railsPerBay: previous.railsPerBay,
		style: keptIfChanged('style'),
		gravelBoards: keptIfChanged('gravelBoards'),
		waste: keptIfChanged('waste'),
	}
}

export const NO_FENCE_MESSAGE = 'Add at least one fence section'
export const LOOP_MESSAGE = 'A closed loop needs at least 3 sections'

/** The post's diagonal w × √2 as the hole message writes it: '141.4 mm', '4.95 in'. */
export function postDiagonalText(unit: UnitSystem, postWidth: number) {
	const diagonal = postWidth * Math.SQRT2
	return unit === 'metric' ? `${formatNumber(diagonal, 1)} mm` : `${formatNumber(diagonal, 2)} in`
}

export function holeMessage(unit: UnitSystem, postWidth: number) {
	return `The hole must be wider than the post's diagonal (${postDiagonalText(unit, postWidth)})`
}

/** A hole no wider than the post's diagonal (Equal included) would not take the post. */
export function isHoleTooNarrow(holeDiameter: number, postWidth: number) {
	const diagonal = postWidth * Math.SQRT2
	return holeDiameter < diagonal || isEqualTol(holeDiameter, diagonal)
}

const range = ([min, max]: readonly [number, number], unit?: string) => decimal({ min, max, unit })

/** One section: its type, and its length within the type's bounds (a gate's opening is shorter). */
function sectionSchema(unit: UnitSystem) {
	const system = FENCE_SYSTEMS[unit]
	return v.pipe(
		v.object({ name: v.string(), type: v.picklist(['fence', 'gate']), length: v.string() }),
		v.rawTransform(({ dataset: { value: section }, addIssue, NEVER }) => {
			const [min, max] = system.sectionBounds[section.type]
			const parsed = parseDecimal(section.length, { min, max, unit: system.lengthUnit })
			if (parsed.ok) return { ...section, length: parsed.value }
			addIssue({ message: parsed.message, path: pathTo(section, 'length') })
			return NEVER
		}),
	)
}

/**
 * The inputs and their bounds (docs/calculators/fence-calculator.md §2) for the chosen system and style: the other
 * style's fields are not checked and keep what was typed. Across fields: at least one Fence section, a closed loop of
 * at least 3 sections, and a hole wider than the post's diagonal.
 */
export function createFenceSchema(values: Pick<FenceValues, 'unit' | 'style'>) {
	const unit = values.unit
	const system = FENCE_SYSTEMS[unit]
	const isPanels = values.style === 'panels'
	const panels = <TSchema extends v.GenericSchema>(schema: TSchema) => (isPanels ? schema : hiddenField(null))
	const boards = <TSchema extends v.GenericSchema>(schema: TSchema) => (isPanels ? hiddenField(null) : schema)
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			style: v.picklist(['panels', 'boards']),
			sections: v.pipe(
				v.array(sectionSchema(unit)),
				v.rawCheck(({ dataset, addIssue }) => {
					// Read before the lengths are valid too: the type of each section is known as soon as it is chosen.
					const sections = dataset.value as ReadonlyArray<{ type?: unknown }>
					if (!sections.some((section) => section.type === 'fence')) addIssue({ message: NO_FENCE_MESSAGE })
				}),
			),
			closedLoop: v.boolean(),
			panelWidth: panels(range(system.panelWidthBounds, system.lengthUnit)),
			panelHeight: panels(v.picklist(system.panelHeights)),
			fenceHeight: boards(range(system.fenceHeightBounds, system.lengthUnit)),
			boardWidth: boards(range(system.boardWidthBounds, system.smallUnit)),
			boardGap: boards(range(system.gapBounds, system.smallUnit)),
			railsPerBay: boards(decimal({ ...RAILS_BOUNDS, isWhole: true })),
			postSpacing: boards(v.picklist(system.spacings)),
			gravelBoards: v.boolean(),
			postSize: v.picklist(system.posts.map((post) => post.id)),
			holeDiameter: range(system.holeDiameterBounds, system.smallUnit),
			holeDepth: range(system.holeDepthBounds, system.smallUnit),
			bag: v.picklist(system.bags.map((bag) => bag.id)),
			waste: boards(decimal(WASTE_BOUNDS)),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			// Also before every field is valid: each message is about the fields it names only.
			const input = dataset.value as Record<string, unknown>
			const sections = input.sections
			if (input.closedLoop === true && Array.isArray(sections) && sections.length < 3)
				addIssue({ message: LOOP_MESSAGE, path: pathTo(input, 'closedLoop') })
			const postSize = system.posts.find((post) => post.id === input.postSize)
			if (postSize && typeof input.holeDiameter === 'number' && isHoleTooNarrow(input.holeDiameter, postSize.width))
				addIssue({ message: holeMessage(unit, postSize.width), path: pathTo(input, 'holeDiameter') })
		}),
	)
}

export type FenceInput = v.InferOutput<ReturnType<typeof createFenceSchema>>
export type FenceSectionInput = FenceInput['sections'][number]

/** The post width w of the input, in mm or in. */
export function postWidthOf(input: Pick<FenceInput, 'unit' | 'postSize'>) {
	return findPostSize(input.unit, input.postSize).width
}
