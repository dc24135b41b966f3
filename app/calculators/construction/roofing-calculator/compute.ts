import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ft2ToM2, ftToM, inToFt, m2ToFt2, mmToM, mToFt } from '#app/lib/units.ts'
import { degreesOf, RUN, slopeOf } from '#app/calculators/construction/shared/roof-pitch.ts'
import {
	BATTEN_LENGTH_M,
	BUNDLES_PER_SQUARE,
	findTileType,
	FT2_PER_SQUARE,
	INTERLOCKING_COVER,
	INTERLOCKING_STEEP_PITCH,
	RIDGE_TILE_COVER_M,
	ROOFING_SYSTEMS,
	SHINGLE_MIN_SLOPE,
} from './options.ts'
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
	gaugeMm: number
	/** Batten run per m² of roof, before waste: the maker's figure, or 1 ÷ gauge. */
	battenPerM2: number
	tiles: number
	/** Batten run with waste. */
	batten: Both
	battenLengths: number
	ridgeTiles: number
}

export type RoofingResult = Estimated & {
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
	/** The roof plan in the system's length unit (m or ft), for the drawing: nothing shown is read from it. */
	roofPlan: RoofPlan
}

/**
 * The plan of the roof: L′ and W′ at the eaves (L′ the side the ridge runs along), the overhang o, the length of a
 * slope from eaves to ridge (W′ ÷ 2 × pf) and of one hip (W′ ÷ 2 × hf, 0 on a gable).
 */
export type RoofPlan = { long: number; short: number; overhang: number; slopeLength: number; hipLength: number }

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
 * A tile's cover (docs/calculators/roofing-calculator.md §3): the interlocking tile's by its pitch band, where a pitch
 * Equal to 26° (within 1e-9, as 5.85279106 in 12 = 25.99999999° is) is the steep band; a custom tile's as typed; the
 * others' from their type. Batten per m² is the maker's figure where the data sheet gives one, else 1 ÷ gauge.
 */
function tileCover(input: RoofingInput, degrees: number) {
	if (input.tileType === 'interlocking') {
		const cover = INTERLOCKING_COVER[isBelow(degrees, INTERLOCKING_STEEP_PITCH) ? 'low' : 'steep']
		return { ...cover, isMakersBatten: true }
	}
	const type = findTileType(input.tileType)
	// A custom tile's figures are typed in; the schema asks for them whenever Custom is chosen.
	const perM2 = type.perM2 ?? input.tilesPerM2
	const gaugeMm = type.gaugeMm ?? input.battenGauge
	if (perM2 === null || gaugeMm === null) throw new Error('A custom tile needs its tiles per m² and gauge')
	return { perM2, gaugeMm, battenPerM2: 1 / mmToM(gaugeMm), band: null, isMakersBatten: false }
}

/**
 * Roof area and materials (docs/calculators/roofing-calculator.md §3), lengths in m (metric) or ft (imperial):
 * p = rise / 12 or tan θ; pitch factor pf = √(1 + p²); hip factor hf = √(2 + p²); o = overhang.
 * Gable: L′ = length + 2o, W′ = width + 2o; hip: L′ = longer side + 2o, W′ = shorter + 2o. A = L′ × W′ × pf.
 * Gable: eaves 2L′, rakes 2W′ × pf, ridge L′. Hip: eaves 2(L′ + W′), ridge L′ − W′, hips 2W′ × hf.
 * Shingles: bundles = ceilTol(A ft² / 100 × 3 × (1 + w)); drip edge, starter and cap by length with waste.
 * Tiles: ceilTol(A m² × per m² × (1 + w)); battens A × batten per m² (the interlocking tile's from the maker, by
 * pitch band; the others' 1 / gauge) × (1 + w) in 4.8 m lengths; ridge/hip tiles of 0.45 m.
 * Underlay rolls = ceilTol(A / roll coverage), no waste.
 * The lines shown give their working in the system's units; a hip roof's rakes and a gable's hips (none) are not
 * worked, nor the materials' count that the headline repeats.
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
	const planBoth = areaInBoth(input, planArea)
	const rise = slope * RUN

	// The lines shown, in the system's units: the chosen system first, the other in brackets; each with its working.
	const isMetric = input.unit === 'metric'
	const { lengthUnit, areaUnit } = system
	const typed = (value: number) => `${formatEntered(value)} ${lengthUnit}`
	const inSystem = (value: number, unit: string) => `${formatNumber(value)} ${unit}`
	const areaText = (value: Both) => {
		const m2 = inSystem(value.metric, 'm²')
		const ft2 = inSystem(value.imperial, 'ft²')
		return isMetric ? `${m2} (${ft2})` : `${ft2} (${m2})`
	}
	const lengthText = (value: number) => {
		const both = lengthInBoth(input, value)
		const metres = inSystem(both.metric, 'm')
		return isMetric
			? `${metres} (${inSystem(both.imperial, 'ft')})`
			: `${formatLengths([both.imperial], 'ft', formatNumber)} (${metres})`
	}
	const sides = (isHip ? [input.length, input.width].sort((a, b) => b - a) : [input.length, input.width]).map(
		(side) => `(${typed(side)} + 2 × ${typed(overhang)})`,
	)
	const [longText = '', shortText = ''] = sides
	const withWaste = (value: number, per: number) =>
		`${inSystem(value, lengthUnit)} ${plusPercent(input.waste, 'waste')} ÷ ${typed(per)} = ${formatEntered((value * wasteFactor) / per)} →`
	const geometry: Array<ResultLine> = [
		{
			label: 'Pitch',
			value: `${formatNumber(rise)}/12, ${formatNumber(degrees, 1)}°`,
			steps: `${input.pitchMode === 'rise' ? `atan(${formatEntered(input.pitch)} ÷ 12)` : `12 × tan ${formatEntered(input.pitch)}°`} =`,
		},
		{ label: 'Pitch factor', value: formatNumber(pitchFactor, 3), steps: `√(1 + ${formatEntered(slope)}²) =` },
		{ label: 'Plan area', value: areaText(planBoth), steps: `${longText} × ${shortText} =` },
		{
			label: 'Roof area',
			value: areaText(area),
			steps: `${inSystem(planArea, areaUnit)} × ${formatNumber(pitchFactor, 3)} =`,
		},
		{
			label: 'Eaves',
			value: lengthText(eaves),
			steps: `2 × ${isHip ? `(${typed(long)} + ${typed(short)})` : typed(long)} =`,
		},
		{
			label: 'Rakes',
			value: lengthText(rakes),
			steps: isHip ? undefined : `2 × ${typed(short)} × ${formatNumber(pitchFactor, 3)} =`,
		},
		{
			label: 'Ridge',
			value: lengthText(ridge),
			steps: isHip ? `${typed(long)} − ${typed(short)} =` : `${longText} =`,
		},
		{
			label: 'Hips',
			value: lengthText(hips),
			steps: isHip ? `2 × ${typed(short)} × √(2 + ${formatEntered(slope)}²) =` : undefined,
		},
	]
	const underlayRolls = ceilCount(roofArea / input.underlayCoverage)
	const underlay: ResultLine = {
		label: 'Underlay rolls',
		value: formatCount(underlayRolls),
		steps: `${inSystem(roofArea, areaUnit)} ÷ ${formatEntered(input.underlayCoverage)} ${areaUnit} = ${formatEntered(roofArea / input.underlayCoverage)} →`,
	}
	let headline: ResultLine
	let materials: Array<ResultLine>
	const underlayItem = `Underlay roll, ${formatEntered(input.underlayCoverage)} ${areaUnit}`
	const purchases: Array<Purchase> = []
	/** A thing to buy, keyed by its name and size: 'Drip edge, 10 ft' is 'drip-edge-10-ft'. */
	const buy = (item: string, quantity: number, unit: string) =>
		purchases.push({
			key: purchaseKey(item),
			item,
			quantity,
			unit,
		})

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
		const drip = `${formatEntered(system.dripEdgePiece)} ${lengthUnit}`
		headline = {
			label: 'Shingle bundles',
			value: formatCount(bundles),
			steps: `${formatNumber(squares)} × 3 ${plusPercent(input.waste, 'waste')} = ${formatEntered(squares * BUNDLES_PER_SQUARE * wasteFactor)} →`,
		}
		materials = [
			{ label: 'Squares of roof', value: formatNumber(squares), steps: `${inSystem(area.imperial, 'ft²')} ÷ 100 =` },
			{
				label: 'Squares to order',
				value: formatNumber(shingles.squaresToOrder),
				steps: `${formatCount(bundles)} ÷ 3 =`,
			},
			{ label: 'Shingle bundles', value: formatCount(bundles) },
			underlay,
			{
				label: 'Drip edge pieces',
				value: `${formatCount(shingles.dripEdgePieces)} × ${drip}`,
				steps: withWaste(eaves + rakes, system.dripEdgePiece),
			},
			{
				label: 'Starter bundles',
				value: formatCount(shingles.starterBundles),
				steps: withWaste(eaves + rakes, system.starterPerBundle),
			},
			{
				label: 'Hip-and-ridge cap bundles',
				value: formatCount(shingles.capBundles),
				steps: withWaste(ridge + hips, system.capPerBundle),
			},
		]
		buy('Asphalt shingles, bundle', bundles, 'bundle')
		buy('Starter shingles, bundle', shingles.starterBundles, 'bundle')
		buy('Hip and ridge cap, bundle', shingles.capBundles, 'bundle')
		buy(`Drip edge, ${drip}`, shingles.dripEdgePieces, 'piece')
		if (isBelow(slope, SHINGLE_MIN_SLOPE)) {
			warning = 'Asphalt shingles need a slope of at least 2/12 (9.5°); use a low-slope membrane'
		}
	} else {
		const type = findTileType(input.tileType)
		const cover = tileCover(input, degrees)
		const tilesPerM2 = cover.perM2
		const battenM = area.metric * cover.battenPerM2 * wasteFactor
		tiles = {
			tilesPerM2,
			gaugeMm: cover.gaugeMm,
			battenPerM2: cover.battenPerM2,
			tiles: ceilCount(area.metric * tilesPerM2 * wasteFactor),
			batten: { metric: battenM, imperial: mToFt(battenM) },
			battenLengths: ceilCount(battenM / BATTEN_LENGTH_M),
			ridgeTiles: ceilCount((ridgeAndHips.metric * wasteFactor) / RIDGE_TILE_COVER_M),
		}
		const m2 = inSystem(area.metric, 'm²')
		const waste = plusPercent(input.waste, 'waste')
		const batten = `${formatEntered(BATTEN_LENGTH_M)} m`
		headline = {
			label: 'Roof tiles',
			value: formatCount(tiles.tiles),
			steps: `${m2} × ${formatEntered(tilesPerM2)} per m² ${waste} = ${formatEntered(area.metric * tilesPerM2 * wasteFactor)} →`,
		}
		materials = [
			{ label: 'Roof tiles', value: formatCount(tiles.tiles) },
			{
				label: 'Batten gauge',
				value: `${formatEntered(cover.gaugeMm)} mm${cover.band ? ` (${cover.band})` : ''}`,
			},
			{
				label: 'Batten length',
				value: `${inSystem(battenM, 'm')} (${inSystem(tiles.batten.imperial, 'ft')})`,
				steps: cover.isMakersBatten
					? `${m2} × ${formatEntered(cover.battenPerM2)} m per m² ${waste} =`
					: `${m2} ÷ ${formatEntered(mmToM(cover.gaugeMm))} m ${waste} =`,
			},
			{
				label: `Battens, ${batten} lengths`,
				value: formatCount(tiles.battenLengths),
				steps: `${inSystem(battenM, 'm')} ÷ ${batten} = ${formatEntered(battenM / BATTEN_LENGTH_M)} →`,
			},
			{
				label: 'Ridge/hip tiles',
				value: formatCount(tiles.ridgeTiles),
				steps: `${inSystem(ridgeAndHips.metric, 'm')} ${waste} ÷ ${formatEntered(RIDGE_TILE_COVER_M)} m = ${formatEntered((ridgeAndHips.metric * wasteFactor) / RIDGE_TILE_COVER_M)} →`,
			},
			underlay,
		]
		buy(type.id === 'custom' ? 'Roof tile' : type.label, tiles.tiles, 'tile')
		buy(`Batten, ${batten}`, tiles.battenLengths, 'length')
		buy('Ridge tile', tiles.ridgeTiles, 'tile')
		if (isBelow(degrees, type.minPitch)) {
			warning = `Check the tile maker's minimum pitch (${type.minPitch}° for ${type.warningName})`
		}
	}
	buy(underlayItem, underlayRolls, 'roll')
	return {
		slope,
		rise,
		degrees,
		pitchFactor,
		hipFactor,
		planArea: planBoth,
		roofArea: area,
		eaves: lengthInBoth(input, eaves),
		rakes: lengthInBoth(input, rakes),
		ridge: lengthInBoth(input, ridge),
		hips: lengthInBoth(input, hips),
		shingles,
		tiles,
		underlayRolls,
		warning,
		roofPlan: {
			long,
			short,
			overhang,
			slopeLength: (short / 2) * pitchFactor,
			hipLength: isHip ? (short / 2) * hipFactor : 0,
		},
		shown: {
			headline,
			tables: [
				{ caption: 'Roof Geometry', lines: geometry },
				{ caption: 'Materials to Buy', lines: materials },
			],
		},
		purchases,
	}
}
