import type { Estimated } from '#app/estimate/estimate.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { IN3_PER_FT3, mmToM } from '#app/lib/units.ts'
import { type BaySetting, layOutFenceLine } from './layout.ts'
import { FENCE_SYSTEMS, findBag, findPostSize, type StockLength } from './options.ts'
import type { FenceInput } from './schema.ts'
import { fenceShown } from './shown.ts'
import type { FenceFigures } from './types.ts'

export type FenceResult = Estimated & FenceFigures

/** The shortest stock length at least `need` (Equal allowed), or null: docs/calculators/fence-calculator.md §3. */
function stockFor(stock: ReadonlyArray<StockLength>, need: number) {
	return stock.find((item) => item.length > need || isEqualTol(item.length, need)) ?? null
}

/** A value the style asks for: the schema gives it whenever this style is chosen. */
function required<T>(value: T | null, name: string): T {
	if (value === null) throw new Error(`The fence style needs its ${name}`)
	return value
}

/**
 * The fence's materials (docs/calculators/fence-calculator.md §3), lengths in m (metric) or ft (imperial), small
 * sizes typed in mm or in. Bays, cut panels and posts come from the line's layout (layout.ts); boards per section
 * n = ⌈(ℓ + gap) ÷ (width + gap)⌉ in mm or in, bought with waste; post length = height (+ gravel board) + hole depth;
 * concrete per post V = π(D/2)² × depth − w² × depth, bags = ⌈P × V ÷ bag yield⌉ (part bags carry on).
 */
export function computeFence(input: FenceInput): FenceResult {
	const system = FENCE_SYSTEMS[input.unit]
	const toLength = (small: number) => small / system.smallPerLength
	const postWidthSmall = findPostSize(input.unit, input.postSize).width
	const postWidth = toLength(postWidthSmall)
	const isPanels = input.style === 'panels'
	const setting: BaySetting = isPanels
		? { style: 'panels', panelWidth: required(input.panelWidth, 'panel width'), postWidth, minCut: system.minCut }
		: { style: 'boards', maxSpacing: Number(required(input.postSpacing, 'post spacing')), postWidth }
	const layout = layOutFenceLine(input.sections, setting, input.closedLoop)

	const boardsPerSection = isPanels
		? []
		: layout.sections.flatMap((section) => {
				if (section.type === 'gate') return []
				const width = required(input.boardWidth, 'board width')
				const gap = required(input.boardGap, 'gap')
				return [ceilCount((section.length * system.smallPerLength + gap) / (width + gap))]
			})
	const boardsBeforeWaste = boardsPerSection.reduce((sum, count) => sum + count, 0)
	const waste = isPanels ? 0 : required(input.waste, 'waste')
	const boardsToBuy = ceilCount(boardsBeforeWaste * (1 + waste / 100))
	const rails = isPanels ? 0 : layout.bays * required(input.railsPerBay, 'rails per bay')

	const height = isPanels ? Number(required(input.panelHeight, 'panel height')) : required(input.fenceHeight, 'height')
	const aboveGround = height + (input.gravelBoards ? system.gravelBoard : 0)
	const holeDepth = toLength(input.holeDepth)
	const postLength = aboveGround + holeDepth

	const concretePerPost = concreteInHole(input, postWidthSmall)
	const concreteTotal = layout.posts * concretePerPost
	const bag = findBag(input.unit, input.bag)
	const figures: FenceFigures = {
		layout,
		postWidth,
		aboveGround,
		holeDepth,
		postLength,
		stock: stockFor(system.stock, postLength),
		boardsPerSection,
		boardsBeforeWaste,
		boardsToBuy,
		rails,
		gravelBoards: input.gravelBoards ? layout.bays : 0,
		concretePerPost,
		concreteTotal,
		bagYield: bag.yield,
		bags: ceilCount(concreteTotal / bag.yield),
	}
	return { ...figures, ...fenceShown(input, figures) }
}

/**
 * V = π(D/2)² × depth − w² × depth: metric with D, depth and w in m (mm ÷ 1,000), in m³; imperial in inches, in³
 * ÷ 1,728 for ft³.
 */
function concreteInHole(input: FenceInput, postWidthSmall: number) {
	const toBase = input.unit === 'metric' ? mmToM : (inches: number) => inches
	const diameter = toBase(input.holeDiameter)
	const depth = toBase(input.holeDepth)
	const post = toBase(postWidthSmall)
	const volume = Math.PI * (diameter / 2) ** 2 * depth - post ** 2 * depth
	return input.unit === 'metric' ? volume : volume / IN3_PER_FT3
}
