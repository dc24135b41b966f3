import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { formatFeetInches } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ft3ToM3, ftToM, LITRES_PER_M3, m3ToFt3, mToFt, type UnitSystem } from '#app/lib/units.ts'
import type { SectionLayout } from './layout.ts'
import { FENCE_SYSTEMS, findBag, findPostSize } from './options.ts'
import type { FenceInput } from './schema.ts'
import type { FenceFigures } from './types.ts'

/** A length in m or ft as the results write it: '2.55 m (8.37 ft)', '8.00 ft (8' 0"; 2.44 m)' (decision 039). */
export function lengthText(unit: UnitSystem, value: number) {
	if (unit === 'metric') return `${formatNumber(value)} m (${formatNumber(mToFt(value))} ft)`
	return `${formatNumber(value)} ft (${formatFeetInches(value, 'ft')}; ${formatNumber(ftToM(value))} m)`
}

/** A section's name as the results give it: its own, or 'Section N' while it is blank. */
function sectionName(section: SectionLayout, index: number) {
	return entryLabel({ id: '', name: section.name }, 'Section', index)
}

/** 'Section 1: 1 panel cut to 1.18 m (3.87 ft)', or two panels and the bays they were re-spaced to. */
function cutPanelsText(unit: UnitSystem, sections: ReadonlyArray<SectionLayout>) {
	return sections
		.flatMap((section, index) => {
			if (section.type !== 'fence' || section.cutPanels === 0) return []
			const name = sectionName(section, index)
			const cut = lengthText(unit, section.cutWidth)
			if (section.cutPanels === 1) return [`${name}: 1 panel cut to ${cut}`]
			return [`${name}: 2 panels cut to ${cut} (last two bays re-spaced to ${lengthText(unit, section.lastBay)})`]
		})
		.join('; ')
}

/** The lines the results show and what to buy (docs/calculators/fence-calculator.md §3), each with its working. */
export function fenceShown(input: FenceInput, figures: FenceFigures): Estimated {
	const { unit } = input
	const system = FENCE_SYSTEMS[unit]
	const { layout } = figures
	const isPanels = input.style === 'panels'
	const isMetric = unit === 'metric'
	const length = (value: number) => lengthText(unit, value)
	const typed = (value: number, unitName: string = system.lengthUnit) => `${formatEntered(value)} ${unitName}`
	const fences = layout.sections.filter((section) => section.type === 'fence')
	const gates = layout.sections.filter((section) => section.type === 'gate')
	const post = findPostSize(unit, input.postSize)
	const bag = findBag(unit, input.bag)
	const endAndCorner = layout.junctionPosts - layout.gatePosts

	const volume = (value: number) => {
		const litres = (isMetric ? value : ft3ToM3(value)) * LITRES_PER_M3
		const ft3 = isMetric ? m3ToFt3(value) : value
		return { litres, ft3, m3: isMetric ? value : ft3ToM3(value) }
	}
	const perPost = volume(figures.concretePerPost)
	const total = volume(figures.concreteTotal)
	const perPostText = isMetric
		? `${formatNumber(perPost.litres, 1)} L (${formatNumber(perPost.ft3)} ft³)`
		: `${formatNumber(perPost.ft3)} ft³ (${formatNumber(perPost.litres, 1)} L)`
	const totalText = isMetric
		? `${formatNumber(total.m3, 3)} m³ (${formatNumber(total.ft3)} ft³)`
		: `${formatNumber(total.ft3)} ft³ (${formatNumber(total.m3, 3)} m³)`
	// The working in litres (metric) or ft³ (imperial), the units a bag's yield is given in.
	const bagUnit = isMetric ? 'L' : 'ft³'
	const inBagUnit = (value: number) => `${formatEntered(isMetric ? value * LITRES_PER_M3 : value)} ${bagUnit}`
	const hole = isMetric
		? `π × (${typed(input.holeDiameter / system.smallPerLength)} ÷ 2)² × ${typed(figures.holeDepth)} − (${typed(figures.postWidth)})² × ${typed(figures.holeDepth)} =`
		: `(π × (${typed(input.holeDiameter, 'in')} ÷ 2)² × ${typed(input.holeDepth, 'in')} − (${typed(post.width, 'in')})² × ${typed(input.holeDepth, 'in')}) ÷ 1,728 =`

	const bays = fences.map((section) => formatCount(section.bays)).join(' + ')
	const boardsName = system.boardsName
	const height = isPanels ? Number(input.panelHeight) : (input.fenceHeight ?? 0)
	const waste = input.waste ?? 0
	const headline: ResultLine = isPanels
		? {
				label: 'Fence panels',
				value: formatCount(layout.bays),
				steps: `bays at ${typed(input.panelWidth ?? 0)} + ${typed(figures.postWidth)} centres: ${bays} =`,
			}
		: {
				label: boardsName,
				value: formatCount(figures.boardsToBuy),
				steps: `${figures.boardsPerSection.map(formatCount).join(' + ')} = ${formatCount(figures.boardsBeforeWaste)} ${plusPercent(waste, 'waste')} = ${formatEntered(figures.boardsBeforeWaste * (1 + waste / 100))} →`,
			}
	const cutPanels = cutPanelsText(unit, layout.sections)
	const gateOpenings = gates.map((gate) => length(gate.length)).join(', ')
	const railStock = system.railStock?.label ?? `${input.postSpacing ?? ''} m`
	const lines: Array<ResultLine | null> = [
		{
			label: 'Posts',
			value: `${formatCount(layout.posts)} (line ${formatCount(layout.linePosts)}, end and corner ${formatCount(endAndCorner)}, gate ${formatCount(layout.gatePosts)})`,
			steps: `${formatCount(layout.junctionPosts)} at ends, corners and gates + ${formatCount(layout.linePosts)} line =`,
		},
		{
			label: 'Post length needed',
			value: length(figures.postLength),
			steps: `${typed(height)}${input.gravelBoards ? ` + ${typed(system.gravelBoard)}` : ''} + ${typed(figures.holeDepth)} =`,
		},
		{
			label: 'Post stock length',
			value: figures.stock?.label ?? `Longer than ${system.stock.at(-1)?.label ?? ''}: order a special length`,
		},
		isPanels
			? {
					label: 'Fence panels',
					value: `${formatCount(layout.bays)}${layout.cutPanels > 0 ? ` (${formatCount(layout.cutPanels)} cut)` : ''}`,
				}
			: null,
		isPanels && cutPanels ? { label: 'Cut panels', value: cutPanels } : null,
		isPanels
			? null
			: {
					label: 'Rails',
					value: `${formatCount(figures.rails)} × ${railStock}`,
					steps: `${formatCount(layout.bays)} bays × ${formatCount(input.railsPerBay ?? 0)} rails =`,
				},
		isPanels
			? null
			: {
					label: boardsName,
					value: `${formatCount(figures.boardsToBuy)} (${formatCount(figures.boardsBeforeWaste)} before ${formatEntered(waste)} % waste), each ${length(height)} long`,
				},
		input.gravelBoards ? { label: 'Gravel boards', value: formatCount(figures.gravelBoards) } : null,
		gates.length > 0
			? {
					label: 'Gates',
					value: `${formatCount(gates.length)} ${gates.length === 1 ? 'gate' : 'gates'}: ${gateOpenings}`,
				}
			: null,
		{ label: 'Concrete per post', value: perPostText, steps: hole },
		{
			label: 'Bags per post',
			value: formatNumber(figures.concretePerPost / figures.bagYield),
			steps: `${inBagUnit(figures.concretePerPost)} ÷ ${inBagUnit(figures.bagYield)} =`,
		},
		{
			label: 'Concrete bags',
			value: `${formatCount(figures.bags)} × ${bag.name}`,
			steps: `${inBagUnit(figures.concreteTotal)} ÷ ${inBagUnit(figures.bagYield)} = ${formatEntered(figures.concreteTotal / figures.bagYield)} →`,
		},
		{
			label: 'Total concrete',
			value: totalText,
			steps: `${formatCount(layout.posts)} posts × ${inBagUnit(figures.concretePerPost)} =`,
		},
		{
			label: 'Fenced length',
			value: length(layout.fencedLength),
			steps: `${fences.map((section) => typed(section.length)).join(' + ')} =`,
		},
		{
			label: 'Total line length',
			value: length(layout.lineLength),
			steps:
				gates.length > 0
					? `${typed(layout.fencedLength)} + ${gates.map((gate) => `(${typed(gate.length)} + ${typed(figures.postWidth)})`).join(' + ')} =`
					: undefined,
		},
	]
	return {
		shown: { headline, tables: [{ caption: 'Materials', lines: lines.filter((line) => line !== null) }] },
		purchases: fencePurchases(input, figures),
	}
}

/** What to buy: posts at their stock length, panels or rails and boards, gravel boards and bags of concrete. */
function fencePurchases(input: FenceInput, figures: FenceFigures): Array<Purchase> {
	const system = FENCE_SYSTEMS[input.unit]
	const purchases: Array<Purchase> = []
	const buy = (item: string, quantity: number, unit: string) =>
		purchases.push({ key: purchaseKey(item), item, quantity, unit })
	const post = findPostSize(input.unit, input.postSize)
	const stock = figures.stock?.label ?? `special length ${formatNumber(figures.postLength)} ${system.lengthUnit}`
	buy(`Fence post, ${post.label}, ${stock}`, figures.layout.posts, 'post')
	if (input.style === 'panels') {
		buy(
			`Fence panel, ${formatEntered(input.panelWidth ?? 0)} × ${input.panelHeight ?? ''} ${system.lengthUnit}`,
			figures.layout.bays,
			'panel',
		)
	} else {
		const rail = system.railStock ? `Rail, 2×4 × ${system.railStock.length} ft` : `Rail, ${input.postSpacing ?? ''} m`
		buy(rail, figures.rails, 'rail')
		const board = input.unit === 'metric' ? 'Board' : 'Picket'
		buy(
			`${board}, ${formatEntered(input.boardWidth ?? 0)} ${system.smallUnit} × ${formatEntered(input.fenceHeight ?? 0)} ${system.lengthUnit}`,
			figures.boardsToBuy,
			board.toLowerCase(),
		)
	}
	if (input.gravelBoards)
		buy(`Gravel board, ${input.unit === 'metric' ? '150 mm' : '6 in'}`, figures.gravelBoards, 'board')
	buy(`Concrete, ${findBag(input.unit, input.bag).name} bag`, figures.bags, 'bag')
	return purchases
}
