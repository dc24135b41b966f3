import type { FenceLineLayout } from './layout.ts'
import type { StockLength } from './options.ts'

/** What a fence needs, in the system's units: lengths in m or ft, volumes in m³ or ft³. */
export type FenceFigures = {
	layout: FenceLineLayout
	/** The post width w, in m or ft. */
	postWidth: number
	/** The panel or board height, plus a gravel board when there are gravel boards. */
	aboveGround: number
	/** Hole depth, in m or ft. */
	holeDepth: number
	postLength: number
	/** The shortest stock post at least the length needed; null when none is long enough. */
	stock: StockLength | null
	/** Boards on rails: the boards n of each Fence section, in order; none with panels. */
	boardsPerSection: ReadonlyArray<number>
	boardsBeforeWaste: number
	boardsToBuy: number
	rails: number
	gravelBoards: number
	/** Concrete in one hole, less the post: m³ or ft³. */
	concretePerPost: number
	concreteTotal: number
	/** One bag's yield, m³ or ft³. */
	bagYield: number
	bags: number
}
