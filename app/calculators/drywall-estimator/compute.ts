import { CalculationError } from '#app/lib/calculation-error.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { ft2ToM2, kgToLb, m2ToFt2, mmToM } from '#app/lib/units.ts'
import { findBoardSize, findDrywallType } from './options.ts'
import type { CeilingInput, DrywallInput, WallInput } from './schema.ts'

/** Seed 001 §9: per m² of board, before wastage. */
export const SCREWS_PER_M2 = 32
export const TAPE_M_PER_M2 = 1.5
export const COMPOUND_KG_PER_M2 = 0.5
export const WASTAGE_FACTOR = 1.1

export class BoardSizeRequiredError extends CalculationError {
	constructor() {
		super('Board size is required')
	}
}

export type DrywallResult = {
	/** Net areas in the unit entered (m² metric, ft² imperial) converted to m². */
	wallArea: number
	ceilingArea: number
	/** Net area to cover, m² and ft². */
	totalArea: number
	totalAreaFt2: number
	boardArea: number
	/** Boards for the net area alone; boardsNeeded adds the wastage. */
	baseBoards: number
	boardsNeeded: number
	weightKg: number
	weightLb: number
	screws: number
	/** Null when tape and mud are not included. */
	tapeM: number | null
	compoundKg: number | null
}

function wallNetArea(wall: WallInput) {
	const openings = wall.openings.reduce((sum, opening) => sum + opening.width * opening.height, 0)
	return Math.max(0, wall.length * wall.height - openings)
}

function ceilingNetArea(ceiling: CeilingInput | null) {
	if (!ceiling) return 0
	const openings = ceiling.openings.reduce((sum, opening) => sum + opening.width * opening.length, 0)
	return Math.max(0, ceiling.length * ceiling.width - openings)
}

/**
 * Seed 001 §9 and SPEC-NOTES §3. Net area = Σ walls (length × height − openings) + ceiling (length ×
 * width − openings), each not below 0, in the unit entered; imperial ft² become m² × 0.092903.
 * boards = ceil(area / board area × 1.1 with wastage); screws = ceil(area × 32 × f), tape m = ceil(area × 1.5 × f),
 * compound kg = ceil(area × 0.5 × f) with f = 1.1 or 1; weight = area × type kg/m² × f.
 */
export function computeDrywall(input: DrywallInput): DrywallResult {
	const board = findBoardSize(input.boardSize)
	if (!board) throw new BoardSizeRequiredError()
	const type = findDrywallType(input.drywallType)
	if (!type) throw new TypeError(`Unknown drywall type: ${input.drywallType}`)

	const toM2 = (area: number) => (input.unit === 'imperial' ? ft2ToM2(area) : area)
	const wallAreaEntered = input.walls.reduce((sum, wall) => sum + wallNetArea(wall), 0)
	const ceilingAreaEntered = ceilingNetArea(input.ceiling)
	const totalArea = toM2(wallAreaEntered + ceilingAreaEntered)
	// SPEC-NOTES §2: an imperial area is the ft² entered, its m² converted from it.
	const totalAreaFt2 = input.unit === 'imperial' ? wallAreaEntered + ceilingAreaEntered : m2ToFt2(totalArea)
	const factor = input.includeWastage ? WASTAGE_FACTOR : 1
	const boardArea = mmToM(board.widthMm) * mmToM(board.lengthMm)
	const weightKg = totalArea * type.weightKgPerM2 * factor

	return {
		wallArea: toM2(wallAreaEntered),
		ceilingArea: toM2(ceilingAreaEntered),
		totalArea,
		totalAreaFt2,
		boardArea,
		baseBoards: ceilCount(totalArea / boardArea),
		boardsNeeded: ceilCount((totalArea / boardArea) * factor),
		weightKg,
		weightLb: kgToLb(weightKg),
		screws: ceilCount(totalArea * SCREWS_PER_M2 * factor),
		tapeM: input.includeTapeAndMud ? ceilCount(totalArea * TAPE_M_PER_M2 * factor) : null,
		compoundKg: input.includeTapeAndMud ? ceilCount(totalArea * COMPOUND_KG_PER_M2 * factor) : null,
	}
}
