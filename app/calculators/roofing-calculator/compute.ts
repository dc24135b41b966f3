import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ft2ToM2, ftToM, inToFt, m2ToFt2, mmToM, mToFt } from '#app/lib/units.ts'
import {
	BATTEN_LENGTH_M,
	BUNDLES_PER_SQUARE,
	findTileType,
	FT2_PER_SQUARE,
	RIDGE_TILE_COVER_M,
	ROOFING_SYSTEMS,
	SHINGLE_MIN_SLOPE,
} from './options.ts'
import { degreesOf, RUN, slopeOf } from './pitch.ts'
import type { RoofingInput } from './schema.ts'

/** A length or area in both systems. */
export type Both = { metric: number; imperial: number }

export type ShingleFigures = {
	/** Roof area in squares (A ft² / 100). */
	squares: number
	bundles: number
	/** bundles / 3. */
	squaresToOrder: number
	dripEdgePieces: number
	starterBundles: number
	capBundles: number
}

export type TileFigures = {
	tilesPerM2: number
	tiles: number
	/** Batten run with waste. */
	batten: Both
	battenLengths: number
	ridgeTiles: number
}

export type RoofingResult = {
	/** Slope p = rise / run, and the pitch as rise in 12 and in degrees. */
	slope: number
	rise: number
	degrees: number
	pitchFactor: number
	hipFactor: number
	planArea: Both
	roofArea: Both
	eaves: Both
	rakes: Both
	ridge: Both
	hips: Both
	shingles: ShingleFigures | null
	tiles: TileFigures | null
	underlayRolls: number
	/** Low-slope warning; the results are still shown. */
	warning: string | null
}

function lengthInBoth(input: RoofingInput, length: number): Both {
	return input.unit === 'metric'
		? { metric: length, imperial: mToFt(length) }
		: { metric: ftToM(length), imperial: length }
}

function areaInBoth(input: RoofingInput, area: number): Both {
	return input.unit === 'metric' ? { metric: area, imperial: m2ToFt2(area) } : { metric: ft2ToM2(area), imperial: area }
}

/** 'below' excludes a value equal to the limit but for floating-point noise. */
function isBelow(value: number, limit: number) {
	return value < limit && !isEqualTol(value, limit)
}

/**
 * Roof area and materials (SPEC-NEXT building-and-flooring §2), lengths in m (metric) or ft (imperial):
 * p = rise / 12 or tan θ; pitch factor pf = √(1 + p²); hip factor hf = √(2 + p²); o = overhang.
 * Gable: L′ = length + 2o, W′ = width + 2o; hip: L′ = longer side + 2o, W′ = shorter + 2o. A = L′ × W′ × pf.
 * Gable: eaves 2L′, rakes 2W′ × pf, ridge L′. Hip: eaves 2(L′ + W′), ridge L′ − W′, hips 2W′ × hf.
 * Shingles: bundles = ceilTol(A ft² / 100 × 3 × (1 + w)); drip edge, starter and cap by length with waste.
 * Tiles: ceilTol(A m² × per m² × (1 + w)); battens A / gauge × (1 + w) in 4.8 m lengths; ridge/hip tiles of 0.45 m.
 * Underlay rolls = ceilTol(A / roll coverage), no waste.
 */
export function computeRoofing(input: RoofingInput): RoofingResult {
	const system = ROOFING_SYSTEMS[input.unit]
	const wasteFactor = 1 + input.waste / 100
	const slope = slopeOf(input.pitch, input.pitchMode)
	const pitchFactor = Math.sqrt(1 + slope ** 2)
	const hipFactor = Math.sqrt(2 + slope ** 2)
	const overhang = input.unit === 'metric' ? input.overhang : inToFt(input.overhang)
	const isHip = input.shape === 'hip'
	const long = (isHip ? Math.max(input.length, input.width) : input.length) + 2 * overhang
	const short = (isHip ? Math.min(input.length, input.width) : input.width) + 2 * overhang
	const planArea = long * short
	const roofArea = planArea * pitchFactor
	const eaves = isHip ? 2 * (long + short) : 2 * long
	const rakes = isHip ? 0 : 2 * short * pitchFactor
	const ridge = isHip ? long - short : long
	const hips = isHip ? 2 * short * hipFactor : 0
	const area = areaInBoth(input, roofArea)
	const ridgeAndHips = lengthInBoth(input, ridge + hips)
	const degrees = degreesOf(slope)

	let shingles: ShingleFigures | null = null
	let tiles: TileFigures | null = null
	let warning: string | null = null
	if (input.covering === 'shingles') {
		const squares = area.imperial / FT2_PER_SQUARE
		const bundles = ceilCount(squares * BUNDLES_PER_SQUARE * wasteFactor)
		const edgeWithWaste = (eaves + rakes) * wasteFactor
		shingles = {
			squares,
			bundles,
			squaresToOrder: bundles / BUNDLES_PER_SQUARE,
			dripEdgePieces: ceilCount(edgeWithWaste / system.dripEdgePiece),
			starterBundles: ceilCount(edgeWithWaste / system.starterPerBundle),
			capBundles: ceilCount(((ridge + hips) * wasteFactor) / system.capPerBundle),
		}
		if (isBelow(slope, SHINGLE_MIN_SLOPE)) {
			warning = 'Asphalt shingles need a slope of at least 2/12 (9.5°); use a low-slope membrane'
		}
	} else {
		const type = findTileType(input.tileType)
		// A custom tile's figures are typed in; the schema asks for them whenever Custom is chosen.
		const tilesPerM2 = type.perM2 ?? input.tilesPerM2
		const gaugeMm = type.gaugeMm ?? input.battenGauge
		if (tilesPerM2 === null || gaugeMm === null) throw new Error('A custom tile needs its tiles per m² and gauge')
		const gaugeM = mmToM(gaugeMm)
		const battenM = (area.metric / gaugeM) * wasteFactor
		tiles = {
			tilesPerM2,
			tiles: ceilCount(area.metric * tilesPerM2 * wasteFactor),
			batten: { metric: battenM, imperial: mToFt(battenM) },
			battenLengths: ceilCount(battenM / BATTEN_LENGTH_M),
			ridgeTiles: ceilCount((ridgeAndHips.metric * wasteFactor) / RIDGE_TILE_COVER_M),
		}
		if (isBelow(degrees, type.minPitch)) {
			warning = `Check the tile maker's minimum pitch (${type.minPitch}° for ${type.warningName})`
		}
	}
	return {
		slope,
		rise: slope * RUN,
		degrees,
		pitchFactor,
		hipFactor,
		planArea: areaInBoth(input, planArea),
		roofArea: area,
		eaves: lengthInBoth(input, eaves),
		rakes: lengthInBoth(input, rakes),
		ridge: lengthInBoth(input, ridge),
		hips: lengthInBoth(input, hips),
		shingles,
		tiles,
		underlayRolls: ceilCount(roofArea / input.underlayCoverage),
		warning,
	}
}
