import fc from 'fast-check'
import { expect, test } from 'vitest'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, shownValue } from '../../../../tests/support/estimated.ts'
import { computeTile as computeOnly, incompleteEntriesMessage } from './compute.ts'
import { NO_USABLE_SURFACE_MESSAGE } from './fields.ts'
import type { ObstructionType, SurfaceType, TileEntry, TileInput } from './schema.ts'

/** Every result here is also checked for a broken amount in its working and what it buys. */
function computeTile(input: TileInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result, { zero: true })
	expect(result.purchases.map((purchase) => purchase.quantity)).toEqual([result.tilesNeeded])
	return result
}

let nextId = 0
function entry<TType extends string>(type: TType, length: number, width: number): TileEntry<TType> {
	nextId += 1
	return { id: `e${nextId}`, name: `${type} ${nextId}`, type, length, width }
}
const wall = (length: number, width: number) => entry<SurfaceType>('wall', length, width)
const floor = (length: number, width: number) => entry<SurfaceType>('floor', length, width)
const windowDoor = (length: number, width: number) => entry<ObstructionType>('window-door', length, width)
const floorObstacle = (length: number, width: number) => entry<ObstructionType>('floor-obstacle', length, width)

const bathroomMm: TileInput = {
	unit: 'metric',
	metricUnit: 'mm',
	surfaces: [wall(3000, 2400), floor(3000, 2000)],
	obstructions: [windowDoor(900, 2000)],
	incomplete: [],
	includeWastage: true,
	wastagePercentage: 10,
	tileLengthMm: 300,
	tileWidthMm: 300,
}

test('a wall, a floor and a door in mm need 140 tiles of 300 × 300 mm', () => {
	// walls 3000 × 2400 = 7,200,000 mm²; floors 3000 × 2000 = 6,000,000; door 900 × 2000 = 1,800,000
	// total = (7.2 − 1.8) + 6.0 = 11.4 m² = 122.71 ft²; with 10%: 12.54 m²
	// tiles = ceil(12,540,000 / 90,000) = ceil(139.33) = 140; without waste ceil(126.67) = 127
	const result = computeTile(bathroomMm)
	expect(result.wallArea).toBe(7_200_000)
	expect(result.floorArea).toBe(6_000_000)
	expect(result.obstructionsArea).toBe(1_800_000)
	expect(result.totalArea).toBe(11_400_000)
	expect(result.totalAreaM2).toBeCloseTo(11.4, 9)
	expect(result.totalAreaFt2).toBeCloseTo(122.7096, 4)
	expect(result.finalArea).toBeCloseTo(12_540_000, 3)
	expect(result.baseTiles).toBe(127)
	expect(result.tilesNeeded).toBe(140)
	// 11.4 × 1.15 = 13.11 m² / 0.09 = 145.67 → 146
	expect(result.complexPatternTiles).toBe(146)
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Tiles Needed', steps: '12.54 m² ÷ 0.09 m² = 139.3333 → 140' },
		{ label: 'Total Area', steps: '(7.20 m² − 1.80 m²) + 6.00 m² = 11.40 m² (122.71 ft²)' },
		{ label: 'Wall Area', steps: '3,000 mm × 2,400 mm = 7.20 m²' },
		{ label: 'Floor Area', steps: '3,000 mm × 2,000 mm = 6.00 m²' },
		{ label: 'Obstructions Area', steps: '900 mm × 2,000 mm = 1.80 m²' },
		{ label: 'Area with Wastage', steps: '11.40 m² + 10 % wastage = 12.54 m²' },
		{ label: 'Waste Allowance', steps: '140 − 127 = 10% (13 tiles)' },
	])
	expect(result.purchases).toEqual([
		{ key: 'tile-300-300-mm', item: 'Tile, 300 × 300 mm', quantity: 140, unit: 'tile' },
	])
})

test('the same bathroom typed in metres gives the same answer', () => {
	const result = computeTile({
		...bathroomMm,
		metricUnit: 'm',
		surfaces: [wall(3, 2.4), floor(3, 2)],
		obstructions: [windowDoor(0.9, 2)],
	})
	expect(result.totalAreaM2).toBeCloseTo(11.4, 9)
	expect(result.tilesNeeded).toBe(140)
})

test('without the wastage box the tiles cover the net area only', () => {
	const result = computeTile({ ...bathroomMm, includeWastage: false })
	expect(result.finalArea).toBe(result.totalArea)
	expect(result.tilesNeeded).toBe(127)
	expect(workedOut(result).working.map((line) => line.label)).not.toContain('Waste Allowance')
	expect(workedOut(result).working[5]?.steps).toBe('11.40 m² + 0 % wastage = 11.40 m²')
})

test('a 120 × 96 in wall of 12 × 12 in tiles is 80 tiles, 88 with wastage (inches × 25.4)', () => {
	// 3048 × 2438.4 mm = 7,432,243.2 mm²; tile 304.8 × 304.8 = 92,903.04 mm²
	// 7,432,243.2 / 92,903.04 is 80.00000000000001 in floating point: still 80; × 1.1 → 88
	const input: TileInput = {
		unit: 'imperial',
		metricUnit: 'mm',
		surfaces: [wall(120, 96)],
		obstructions: [],
		incomplete: [],
		includeWastage: false,
		wastagePercentage: 10,
		tileLengthMm: 304.8,
		tileWidthMm: 304.8,
	}
	const plain = computeTile(input)
	expect(plain.totalArea).toBeCloseTo(7_432_243.2, 6)
	expect(plain.totalAreaM2).toBeCloseTo(7.4322432, 9)
	expect(plain.totalAreaFt2).toBeCloseTo(80.0007, 4)
	expect(plain.tilesNeeded).toBe(80)
	expect(computeTile({ ...input, includeWastage: true }).tilesNeeded).toBe(88)
})

test('imperial windows come off the walls in square inches too', () => {
	// wall 144 × 96 in, window 36 × 48 in: (13,824 − 1,728) in² × 645.16 = 7,803,855.36 mm²
	// 300 × 300 tiles: 86.71 → 87; with 10%: 95.38 → 96
	const result = computeTile({
		...bathroomMm,
		unit: 'imperial',
		surfaces: [wall(144, 96)],
		obstructions: [windowDoor(36, 48)],
	})
	expect(result.totalArea).toBeCloseTo(7_803_855.36, 4)
	expect(result.baseTiles).toBe(87)
	expect(result.tilesNeeded).toBe(96)
	expect(
		workedOut(result)
			.working.map((line) => line.steps)
			.slice(1, 5),
	).toEqual([
		'(8.92 m² − 1.11 m²) + 0.00 m² = 7.80 m² (84.00 ft²)',
		'144 in × 96 in = 8.92 m²',
		'0 = 0.00 m²',
		'36 in × 48 in = 1.11 m²',
	])
})

test('floor obstacles come off the floors and not the walls', () => {
	// floor 3000 × 3000 = 9 m², kitchen island 1000 × 600 = 0.6 m²: 8.4 m²
	// ceil(8.4 / 0.09) = ceil(93.33) = 94; with 10%: ceil(102.67) = 103
	const result = computeTile({
		...bathroomMm,
		surfaces: [floor(3000, 3000), wall(1000, 1000)],
		obstructions: [floorObstacle(1000, 600)],
		includeWastage: false,
	})
	expect(result.floorObstacleArea).toBe(600_000)
	expect(result.windowDoorArea).toBe(0)
	// 8.4 m² of floor + 1 m² of wall = 9.4 m² → 104.44 → 105
	expect(result.totalArea).toBe(9_400_000)
	expect(result.tilesNeeded).toBe(105)
	expect(
		computeTile({ ...bathroomMm, surfaces: [floor(3000, 3000)], obstructions: [floorObstacle(1000, 600)] }).tilesNeeded,
	).toBe(103)
})

test('windows and doors larger than the walls leave the walls at zero, never eating into the floor', () => {
	// walls 1 m², doors 2 m² → net walls 0 (not −1); floor 9 m² → 100 tiles without waste
	const result = computeTile({
		...bathroomMm,
		surfaces: [wall(1000, 1000), floor(3000, 3000)],
		obstructions: [windowDoor(2000, 1000)],
		includeWastage: false,
	})
	expect(result.obstructionsArea).toBe(2_000_000)
	expect(result.totalArea).toBe(9_000_000)
	expect(result.tilesNeeded).toBe(100)
})

test('obstructions covering every surface give zero tiles, not a negative count', () => {
	const result = computeTile({ ...bathroomMm, surfaces: [wall(1000, 1000)], obstructions: [windowDoor(1000, 1000)] })
	expect(result.totalArea).toBe(0)
	expect(result.tilesNeeded).toBe(0)
	expect(result.complexPatternTiles).toBe(0)
})

test('rounding trap: 100 tiles of area with 10% is 110 tiles, not 111', () => {
	// floor 2000 × 1500 = 3,000,000 mm²; tile 300 × 100 = 30,000 mm²: 100 tiles
	// 3,000,000 × 1.1 / 30,000 is 110.00000000000001 in floating point
	expect((3_000_000 * 1.1) / 30_000).toBeGreaterThan(110)
	const result = computeTile({
		...bathroomMm,
		surfaces: [floor(2000, 1500)],
		obstructions: [],
		tileLengthMm: 300,
		tileWidthMm: 100,
	})
	expect(result.baseTiles).toBe(100)
	expect(result.tilesNeeded).toBe(110)
})

test('a rectangular tile counts the same either way round', () => {
	const lengthways = computeTile({ ...bathroomMm, tileLengthMm: 600, tileWidthMm: 300 })
	const widthways = computeTile({ ...bathroomMm, tileLengthMm: 300, tileWidthMm: 600 })
	// 12.54 m² / 0.18 m² = 69.67 → 70
	expect(lengthways.tilesNeeded).toBe(70)
	expect(widthways.tilesNeeded).toBe(70)
})

test('a 1 × 1 mm tile is shown as < 0.01 m² per tile, never 0', () => {
	// 1 mm × 1 mm = 1 mm² = 0.000001 m²: two decimals would read 0.00 (site-rules.md §4), four would read 0.
	// 12.54 m² (12,540,000 mm²) ÷ 1 mm² = 12,540,000 tiles.
	const result = computeTile({ ...bathroomMm, tileLengthMm: 1, tileWidthMm: 1 })
	expect(shownValue(result, 'Tile Size')).toBe('1 × 1 mm (< 0.01 m² per tile)')
	expect(workedOut(result).working[0]).toEqual({
		label: 'Total Tiles Needed',
		steps: '12.54 m² ÷ < 0.0001 m² = 12,540,000 → 12,540,000',
	})
	expect(shownValue(computeTile({ ...bathroomMm, tileLengthMm: 150, tileWidthMm: 150 }), 'Tile Size')).toBe(
		'150 × 150 mm (0.02 m² per tile)',
	)
})

test('no surface with both lengths above 0 throws the seed alert as a CalculationError', () => {
	const noSurfaces = { ...bathroomMm, surfaces: [] }
	expect(() => computeTile(noSurfaces)).toThrow(CalculationError)
	expect(() => computeTile(noSurfaces)).toThrow(NO_USABLE_SURFACE_MESSAGE)
	expect(NO_USABLE_SURFACE_MESSAGE).toBe('Please fill in length and width for at least one surface')
	expect(() => computeTile({ ...bathroomMm, surfaces: [wall(3000, 0), floor(0, 2000)] })).toThrow(
		NO_USABLE_SURFACE_MESSAGE,
	)
})

test('a surface with a zero side is left out when another surface is usable', () => {
	const result = computeTile({ ...bathroomMm, surfaces: [wall(3000, 2400), floor(0, 2000)], obstructions: [] })
	expect(result.floorArea).toBe(0)
	expect(result.wallArea).toBe(7_200_000)
})

test('a tile size of 0 is refused rather than dividing by zero', () => {
	expect(() => computeTile({ ...bathroomMm, tileLengthMm: 0 })).toThrow(CalculationError)
})

test('entries with one length only are refused with an alert naming them, after the seed alert', () => {
	const incomplete = { ...bathroomMm, incomplete: ['Window/Door 2'] }
	expect(() => computeTile(incomplete)).toThrow(CalculationError)
	expect(() => computeTile(incomplete)).toThrow('Fill in both length and width for Window/Door 2, or clear it.')
	expect(() => computeTile({ ...incomplete, surfaces: [] })).toThrow(NO_USABLE_SURFACE_MESSAGE)
})

test('the incomplete-entries alert names up to three entries', () => {
	expect(incompleteEntriesMessage(['Wall 2'])).toBe('Fill in both length and width for Wall 2, or clear it.')
	expect(incompleteEntriesMessage(['Wall 2', 'Floor 1'])).toBe(
		'Fill in both length and width for Wall 2 and Floor 1, or clear them.',
	)
	expect(incompleteEntriesMessage(['A', 'B', 'C'])).toBe('Fill in both length and width for A, B and C, or clear them.')
	expect(incompleteEntriesMessage(['A', 'B', 'C', 'D', 'E'])).toBe(
		'Fill in both length and width for A, B, C and 2 more, or clear them.',
	)
})

// Properties. Rooms in whole millimetres; tiles of whole millimetres.
const side = fc.integer({ min: 1, max: 20_000 })
const surfaceArb = fc.record({
	type: fc.constantFrom<SurfaceType>('wall', 'floor'),
	length: side,
	width: side,
})
const obstructionArb = fc.record({
	type: fc.constantFrom<ObstructionType>('window-door', 'floor-obstacle'),
	length: fc.integer({ min: 1, max: 5000 }),
	width: fc.integer({ min: 1, max: 5000 }),
})
const tileSide = fc.integer({ min: 1, max: 3600 })

const roomInMm = fc
	.record({
		surfaces: fc.array(surfaceArb, { minLength: 1, maxLength: 6 }),
		obstructions: fc.array(obstructionArb, { maxLength: 6 }),
		includeWastage: fc.boolean(),
		tileLengthMm: tileSide,
		tileWidthMm: tileSide,
	})
	.map((room): TileInput => ({
		unit: 'metric',
		metricUnit: 'mm',
		wastagePercentage: 10,
		incomplete: [],
		...room,
		surfaces: room.surfaces.map((surface) => entry(surface.type, surface.length, surface.width)),
		obstructions: room.obstructions.map((obstruction) =>
			entry(obstruction.type, obstruction.length, obstruction.width),
		),
	}))

test('property: counts are finite, whole and never negative; waste and complex patterns never need fewer', () => {
	fc.assert(
		fc.property(roomInMm, (input) => {
			const result = computeTile(input)
			for (const count of [result.baseTiles, result.tilesNeeded, result.complexPatternTiles]) {
				expect(Number.isInteger(count)).toBe(true)
				expect(count).toBeGreaterThanOrEqual(0)
			}
			for (const area of [result.totalArea, result.totalAreaM2, result.totalAreaFt2, result.finalArea]) {
				expect(Number.isFinite(area)).toBe(true)
				expect(area).toBeGreaterThanOrEqual(0)
			}
			expect(result.tilesNeeded).toBeGreaterThanOrEqual(result.baseTiles)
			expect(result.complexPatternTiles).toBeGreaterThanOrEqual(result.tilesNeeded)
		}),
	)
})

test('property: more area never needs fewer tiles; more obstruction never needs more', () => {
	fc.assert(
		fc.property(roomInMm, surfaceArb, obstructionArb, fc.nat(5000), (input, extraSurface, extraObstruction, grow) => {
			const base = computeTile(input).tilesNeeded
			const withSurface = {
				...input,
				surfaces: [...input.surfaces, entry(extraSurface.type, extraSurface.length, extraSurface.width)],
			}
			expect(computeTile(withSurface).tilesNeeded).toBeGreaterThanOrEqual(base)
			const [first, ...rest] = input.surfaces
			if (first) {
				const bigger = { ...input, surfaces: [{ ...first, length: first.length + grow }, ...rest] }
				expect(computeTile(bigger).tilesNeeded).toBeGreaterThanOrEqual(base)
			}
			const withObstruction = {
				...input,
				obstructions: [
					...input.obstructions,
					entry(extraObstruction.type, extraObstruction.length, extraObstruction.width),
				],
			}
			expect(computeTile(withObstruction).tilesNeeded).toBeLessThanOrEqual(base)
			expect(computeTile({ ...input, includeWastage: true }).tilesNeeded).toBeGreaterThanOrEqual(
				computeTile({ ...input, includeWastage: false }).tilesNeeded,
			)
		}),
	)
})

test('property: a bigger tile never needs more tiles', () => {
	fc.assert(
		fc.property(roomInMm, fc.nat(500), (input, grow) => {
			const base = computeTile(input).tilesNeeded
			expect(computeTile({ ...input, tileLengthMm: input.tileLengthMm + grow }).tilesNeeded).toBeLessThanOrEqual(base)
		}),
	)
})

test('property: a room typed in inches needs the same tiles as the same room in millimetres', () => {
	const inches = fc.integer({ min: 1, max: 800 })
	const roomInInches = fc.record({
		surfaces: fc.array(
			fc.record({ type: fc.constantFrom<SurfaceType>('wall', 'floor'), length: inches, width: inches }),
			{
				minLength: 1,
				maxLength: 5,
			},
		),
		obstructions: fc.array(
			fc.record({
				type: fc.constantFrom<ObstructionType>('window-door', 'floor-obstacle'),
				length: fc.integer({ min: 1, max: 200 }),
				width: fc.integer({ min: 1, max: 200 }),
			}),
			{ maxLength: 5 },
		),
		includeWastage: fc.boolean(),
		tileInches: fc.integer({ min: 1, max: 48 }),
	})
	fc.assert(
		fc.property(roomInInches, (room) => {
			const mm = (value: number) => value * 25.4
			const common = {
				metricUnit: 'mm' as const,
				incomplete: [],
				includeWastage: room.includeWastage,
				wastagePercentage: 10,
				tileLengthMm: mm(room.tileInches),
				tileWidthMm: mm(room.tileInches),
			}
			const imperial = computeTile({
				...common,
				unit: 'imperial',
				surfaces: room.surfaces.map((surface) => entry(surface.type, surface.length, surface.width)),
				obstructions: room.obstructions.map((obstruction) =>
					entry(obstruction.type, obstruction.length, obstruction.width),
				),
			})
			const metric = computeTile({
				...common,
				unit: 'metric',
				surfaces: room.surfaces.map((surface) => entry(surface.type, mm(surface.length), mm(surface.width))),
				obstructions: room.obstructions.map((obstruction) =>
					entry(obstruction.type, mm(obstruction.length), mm(obstruction.width)),
				),
			})
			expect(imperial.tilesNeeded).toBe(metric.tilesNeeded)
			expect(imperial.totalAreaM2).toBeCloseTo(metric.totalAreaM2, 6)
			expect(imperial.totalAreaFt2).toBeCloseTo(metric.totalAreaFt2, 6)
		}),
	)
})

test('property: millimetres and metres describe the same room', () => {
	fc.assert(
		fc.property(roomInMm, (input) => {
			const toMetres = <TType extends string>(item: TileEntry<TType>) => ({
				...item,
				length: item.length / 1000,
				width: item.width / 1000,
			})
			const inMetres = computeTile({
				...input,
				metricUnit: 'm',
				surfaces: input.surfaces.map(toMetres),
				obstructions: input.obstructions.map(toMetres),
			})
			const inMm = computeTile(input)
			expect(inMetres.tilesNeeded).toBe(inMm.tilesNeeded)
			expect(inMetres.totalAreaM2).toBeCloseTo(inMm.totalAreaM2, 6)
		}),
	)
})

test('property: every computed line has its working, never NaN or a negative', () => {
	// computeTile here checks each result for broken amounts and what it buys.
	fc.assert(
		fc.property(roomInMm, (input) => {
			expect(workedOut(computeTile(input)).working.length).toBeGreaterThanOrEqual(6)
		}),
	)
})
