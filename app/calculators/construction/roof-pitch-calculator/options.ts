/** A rafter stock length: in m (metric) or ft (imperial), and how it is written. */
export type RafterStock = { length: number; label: string }

const stock = (lengths: ReadonlyArray<number>, unit: string, decimals: number): ReadonlyArray<RafterStock> =>
	lengths.map((length) => ({ length, label: `${length.toFixed(decimals)} ${unit}` }))

/**
 * What differs between the unit systems (docs/calculators/roof-pitch-calculator.md §2): the units lengths are typed
 * in, the bounds of each field, the rafter spacings (UK span tables: 400 and 600 mm; IRC R802.4: 12, 16, 19.2 and
 * 24 in), the stock lengths rafters are bought in (§3) and how much of the depth a birdsmouth may cut before the
 * results warn (§3: UK practice a third, IRC R802.7.1 a quarter).
 */
export const ROOF_PITCH_SYSTEMS = {
	metric: {
		/** Span, overhang and building length; the rafter's lengths are worked in it too. */
		lengthUnit: 'm',
		/** Rise and run, ridge board, rafter depth and seat. */
		fineUnit: 'mm',
		overhangUnit: 'm',
		bounds: {
			rise: [1, 20_000],
			run: [100, 20_000],
			span: [1, 30],
			ridge: [0, 100],
			overhang: [0, 1],
			buildingLength: [1, 60],
			rafterDepth: [50, 400],
			seat: [0, 300],
		},
		steps: { riseRun: 1, overhang: 0.01, fine: 1 },
		spacings: ['400', '600'],
		stock: stock([2.4, 3, 3.6, 4.2, 4.8, 5.4, 6], 'm', 1),
		notchLimit: { share: 3, words: 'a third' },
	},
	imperial: {
		lengthUnit: 'ft',
		fineUnit: 'in',
		overhangUnit: 'in',
		bounds: {
			rise: [0.0625, 800],
			run: [4, 800],
			span: [3, 100],
			ridge: [0, 4],
			overhang: [0, 36],
			buildingLength: [3, 200],
			rafterDepth: [2, 16],
			seat: [0, 12],
		},
		steps: { riseRun: 0.0625, overhang: 0.5, fine: 0.0625 },
		spacings: ['12', '16', '19.2', '24'],
		stock: stock([8, 10, 12, 14, 16, 18, 20], 'ft', 0),
		notchLimit: { share: 4, words: 'a quarter' },
	},
} as const

export type RoofPitchSystem = (typeof ROOF_PITCH_SYSTEMS)[keyof typeof ROOF_PITCH_SYSTEMS]
export type RoofBound = keyof RoofPitchSystem['bounds']

/**
 * Rise and run give a pitch from 1 in 12 to 24 in 12 (4.8° to 63.4°), the Pitch field's bounds as rise in 12
 * (docs/calculators/roof-pitch-calculator.md §2); Equal values are accepted.
 */
export const SLOPE_BOUNDS = { min: 1 / 12, max: 2 } as const

export const PITCH_OUT_OF_RANGE_MESSAGE = 'The pitch must be between 1 in 12 and 24 in 12 (4.8° to 63.4°)'
export const SEAT_THROUGH_RAFTER_MESSAGE = 'The seat cuts through the rafter: shorten the seat or use a deeper rafter'
