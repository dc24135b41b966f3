import { IN_PER_FT, inToFt, MM_PER_M, mmToM, type UnitSystem } from '#app/lib/units.ts'

/** A post size: its width w, in mm (metric) or inches (imperial), of a square post. */
export type PostSize = { id: string; label: string; width: number }

/** A bag of concrete: what it is called and what it fills, in m³ (metric) or ft³ (imperial). */
export type ConcreteBag = { id: string; label: string; name: string; yield: number }

/** A stock post length: in m or ft, written as the yards list it ('2.7 m', '3.0 m', '8 ft'). */
export type StockLength = { length: number; label: string }

/**
 * docs/calculators/fence-calculator.md §5: 108 × 20 kg bags fill 1 m³, so a 20 kg bag yields 1/108 m³ (9.26 L);
 * a 25 kg bag is taken as 25/20 of that, 1/86.4 m³ (11.57 L).
 */
const BAGS_PER_M3_OF_20_KG = 108
const metricBagYield = (kg: number) => kg / 20 / BAGS_PER_M3_OF_20_KG

const metricStock = (lengths: ReadonlyArray<string>): ReadonlyArray<StockLength> =>
	lengths.map((length) => ({ length: Number(length), label: `${length} m` }))

const imperialStock = (lengths: ReadonlyArray<number>): ReadonlyArray<StockLength> =>
	lengths.map((length) => ({ length, label: `${length} ft` }))

/**
 * Everything that differs between the systems (docs/calculators/fence-calculator.md §2–§3): lengths in m or ft, the
 * small sizes (board width, gap, post, hole) in mm or in, the bounds of the typed fields, the choices of the selects.
 */
export const FENCE_SYSTEMS = {
	metric: {
		lengthUnit: 'm',
		smallUnit: 'mm',
		/** Small units per length unit: mm per m. */
		smallPerLength: MM_PER_M,
		sectionBounds: { fence: [0.3, 100], gate: [0.6, 5] },
		panelWidthBounds: [0.5, 3],
		fenceHeightBounds: [0.6, 2.4],
		boardWidthBounds: [25, 300],
		gapBounds: [0, 150],
		holeDiameterBounds: [100, 600],
		holeDepthBounds: [300, 1500],
		lengthStep: 0.01,
		smallStep: 1,
		panelHeights: ['0.9', '1.2', '1.5', '1.8'],
		spacings: ['1.8', '2.4', '3.0'],
		posts: [
			{ id: '75', label: '75 mm square', width: 75 },
			{ id: '100', label: '100 mm square', width: 100 },
			{ id: '125', label: '125 mm square', width: 125 },
		] as ReadonlyArray<PostSize>,
		bags: [
			{ id: '20kg', label: '20 kg post mix (9.26 L)', name: '20 kg post mix', yield: metricBagYield(20) },
			{ id: '25kg', label: '25 kg concrete mix (11.57 L)', name: '25 kg concrete mix', yield: metricBagYield(25) },
		] as ReadonlyArray<ConcreteBag>,
		stock: metricStock(['1.8', '2.1', '2.4', '2.7', '3.0']),
		/** A gravel board: 150 mm, in m. */
		gravelBoard: mmToM(150),
		gravelBoardLabel: 'Gravel boards (150 mm, one per bay)',
		/** The narrowest cut panel: 0.1 m. */
		minCut: mmToM(100),
		/** Rails are bought at the spacing chosen. */
		railStock: null,
		boardsName: 'Boards / pickets',
	},
	imperial: {
		lengthUnit: 'ft',
		smallUnit: 'in',
		smallPerLength: IN_PER_FT,
		sectionBounds: { fence: [1, 330], gate: [2, 16] },
		panelWidthBounds: [2, 10],
		fenceHeightBounds: [2, 8],
		boardWidthBounds: [1, 12],
		gapBounds: [0, 6],
		holeDiameterBounds: [4, 24],
		holeDepthBounds: [12, 60],
		lengthStep: 0.01,
		smallStep: 0.0625,
		panelHeights: ['3', '4', '5', '6'],
		spacings: ['6', '8'],
		posts: [
			{ id: '4x4', label: '4×4 (3.5 in)', width: 3.5 },
			{ id: '6x6', label: '6×6 (5.5 in)', width: 5.5 },
		] as ReadonlyArray<PostSize>,
		bags: [
			{ id: '50lb', label: '50 lb (0.375 ft³)', name: '50 lb', yield: 0.375 },
			{ id: '60lb', label: '60 lb (0.45 ft³)', name: '60 lb', yield: 0.45 },
			{ id: '80lb', label: '80 lb (0.60 ft³)', name: '80 lb', yield: 0.6 },
		] as ReadonlyArray<ConcreteBag>,
		stock: imperialStock([6, 8, 10, 12]),
		/** A kick board: 6 in, in ft. */
		gravelBoard: inToFt(6),
		gravelBoardLabel: 'Gravel boards (6 in, one per bay)',
		/** The narrowest cut panel: 4 in, in ft. */
		minCut: inToFt(4),
		/** 6 ft bays are cut from 8 ft 2×4s. */
		railStock: { length: 8, label: '8 ft (2×4)' },
		boardsName: 'Pickets',
	},
} as const

export type FenceSystem = (typeof FENCE_SYSTEMS)[UnitSystem]

export const RAILS_BOUNDS = { min: 2, max: 4 } as const
export const WASTE_BOUNDS = { min: 0, max: 30, unit: '%' } as const

export function findPostSize(unit: UnitSystem, id: string) {
	const post = FENCE_SYSTEMS[unit].posts.find((size) => size.id === id)
	if (!post) throw new Error(`Unknown post size: ${id}`)
	return post
}

export function findBag(unit: UnitSystem, id: string) {
	const bag = FENCE_SYSTEMS[unit].bags.find((each) => each.id === id)
	if (!bag) throw new Error(`Unknown concrete bag: ${id}`)
	return bag
}
