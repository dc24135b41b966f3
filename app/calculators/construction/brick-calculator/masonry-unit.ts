import { formatEntered } from '#app/lib/format.ts'
import { type PresetId, PRESETS } from './options.ts'
import type { BrickInput } from './schema.ts'

/** What a count is of: the headline reads 'Bricks needed', 'Blocks needed' or 'Bricks or blocks needed'. */
export type UnitNoun = 'brick' | 'block' | 'brick or block'

/**
 * The unit laid, in mm (metric) or in (imperial): its face length L and height H, the mortar bed depth B and the joint
 * j (docs/calculators/brick-calculator.md §3).
 */
export type MasonryUnit = { noun: UnitNoun; length: number; height: number; bedDepth: number; joint: number }

type UnitChoice = Pick<
	BrickInput,
	'preset' | 'blockThickness' | 'customLength' | 'customHeight' | 'customBedDepth' | 'joint'
>

/** A custom size the schema asked for; null never passes the form (it is asked for whenever the unit is Custom). */
function typed(value: number | null, name: string) {
	if (value === null) throw new Error(`Brick calculator: the custom ${name} is needed`)
	return value
}

/** The preset's sizes, or the typed ones for Custom; a UK block is bedded across its chosen thickness. */
export function masonryUnitOf(input: UnitChoice): MasonryUnit {
	const { joint } = input
	if (input.preset === 'custom') {
		return {
			noun: 'brick or block',
			length: typed(input.customLength, 'length'),
			height: typed(input.customHeight, 'height'),
			bedDepth: typed(input.customBedDepth, 'mortar bed depth'),
			joint,
		}
	}
	const preset = PRESETS[input.preset]
	return { ...preset, bedDepth: preset.bedDepth ?? Number(input.blockThickness), joint }
}

/** The count's name for a headline or a row: 'Bricks', 'Blocks', 'Bricks or blocks'. */
export function pluralNoun(noun: UnitNoun) {
	const plural = noun === 'brick or block' ? 'bricks or blocks' : `${noun}s`
	return plural.charAt(0).toUpperCase() + plural.slice(1)
}

/** The unit as a shop lists it, for the shopping list: 'UK brick, 215 × 102.5 × 65 mm'. */
export function unitItem(preset: PresetId, unit: MasonryUnit, lengthUnit: 'mm' | 'in') {
	const size = (values: ReadonlyArray<number>) => `${values.map(formatEntered).join(' × ')} ${lengthUnit}`
	switch (preset) {
		case 'uk-brick':
			return 'UK brick, 215 × 102.5 × 65 mm'
		case 'uk-block':
			return `Concrete block, ${size([unit.length, unit.height, unit.bedDepth])}`
		case 'us-modular':
			return 'Modular brick, 7 5/8 × 2 1/4 × 3 5/8 in'
		case 'us-cmu':
			return 'Concrete block (CMU), 8 × 8 × 16 in nominal'
		case 'custom':
			return `Brick or block, ${size([unit.length, unit.height])}, ${formatEntered(unit.bedDepth)} ${lengthUnit} bed`
	}
}
