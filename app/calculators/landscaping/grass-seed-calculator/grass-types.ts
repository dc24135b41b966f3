export type GrassSeason = 'cool' | 'warm'

export type GrassType = {
	name: string
	description: string
	/** Seeding rate for a new lawn: kg per m² and lb per 1,000 ft² (docs/calculators/grass-seed-calculator.md §3). */
	rate: { kgPerM2: number; lbPer1000Ft2: number }
	season: GrassSeason
}

/** Rates and names: docs/calculators/grass-seed-calculator.md §3; seasons: §5. Order is the card order. */
export const GRASS_TYPES = {
	'kentucky-bluegrass': {
		name: 'Kentucky Bluegrass',
		description: 'Dense, soft and self-repairing.',
		rate: { kgPerM2: 0.015, lbPer1000Ft2: 3 },
		season: 'cool',
	},
	'perennial-ryegrass': {
		name: 'Perennial Ryegrass',
		description: 'Quick to establish, hard-wearing.',
		rate: { kgPerM2: 0.035, lbPer1000Ft2: 7 },
		season: 'cool',
	},
	'fine-fescue': {
		name: 'Fine Fescue',
		description: 'Fine-leaved and shade tolerant.',
		rate: { kgPerM2: 0.025, lbPer1000Ft2: 5 },
		season: 'cool',
	},
	'tall-fescue': {
		name: 'Tall Fescue',
		description: 'Deep-rooted and drought tolerant.',
		rate: { kgPerM2: 0.04, lbPer1000Ft2: 8 },
		season: 'cool',
	},
	bermuda: {
		name: 'Bermuda Grass',
		description: 'Loves heat and full sun.',
		rate: { kgPerM2: 0.01, lbPer1000Ft2: 2 },
		season: 'warm',
	},
	zoysia: {
		name: 'Zoysia Grass',
		description: 'Thick, carpet-like turf.',
		rate: { kgPerM2: 0.01, lbPer1000Ft2: 2 },
		season: 'warm',
	},
	centipede: {
		name: 'Centipede Grass',
		description: 'Low upkeep on sandy, acid soil.',
		// Seed labels sow 0.25–0.5 lb per 1,000 ft²: the top of that range (grass-seed-calculator.md §5).
		rate: { kgPerM2: 0.0025, lbPer1000Ft2: 0.5 },
		season: 'warm',
	},
	buffalo: {
		name: 'Buffalo Grass',
		description: 'Needs little water or mowing.',
		rate: { kgPerM2: 0.02, lbPer1000Ft2: 4 },
		season: 'warm',
	},
	bahia: {
		name: 'Bahia Grass',
		description: 'Tough grass for sandy soils.',
		rate: { kgPerM2: 0.03, lbPer1000Ft2: 6 },
		season: 'warm',
	},
	dichondra: {
		name: 'Dichondra',
		description: 'Low, round-leaved ground cover.',
		rate: { kgPerM2: 0.005, lbPer1000Ft2: 1 },
		season: 'warm',
	},
	'annual-ryegrass': {
		name: 'Annual Ryegrass',
		description: 'Fast cover for one season.',
		rate: { kgPerM2: 0.045, lbPer1000Ft2: 9 },
		season: 'cool',
	},
	bentgrass: {
		name: 'Bentgrass',
		description: 'Very fine turf for greens.',
		rate: { kgPerM2: 0.005, lbPer1000Ft2: 1 },
		season: 'cool',
	},
} as const satisfies Record<string, GrassType>

export type GrassTypeId = keyof typeof GRASS_TYPES

export const GRASS_TYPE_IDS = Object.keys(GRASS_TYPES) as [GrassTypeId, ...Array<GrassTypeId>]

/** Soil temperatures of docs/calculators/grass-seed-calculator.md §5, with °F for US readers. */
export const SOIL_TEMPERATURE: Record<GrassSeason, string> = {
	cool: '8-18 °C (46-64 °F)',
	warm: '18-24 °C (64-75 °F)',
}

export const GERMINATION_TIME = '7-21 days'
