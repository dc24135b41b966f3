import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatEntered } from '#app/lib/format.ts'
import { BOARD_SIZES, type BoardSizeId, DRYWALL_TYPES, type DrywallTypeId } from './options.ts'
import type { DrywallValues } from './schema.ts'

export const DRYWALL_TYPE_CARDS: ReadonlyArray<OptionCard<DrywallTypeId>> = DRYWALL_TYPES.map((type) => ({
	value: type.id,
	name: type.name,
	description: `${formatEntered(type.thicknessMm)} mm thick`,
	detail: `${formatEntered(type.weightKgPerM2)} kg/m²`,
}))

export const BOARD_SIZE_CARDS: ReadonlyArray<OptionCard<BoardSizeId>> = BOARD_SIZES.map((size) => ({
	value: size.id,
	name: size.name,
	description: `${formatEntered(size.widthMm)} × ${formatEntered(size.lengthMm)} mm`,
}))

/** Every measurement the form holds, with its error path, for the 'what is missing' checks. */
export function drywallMeasurements(values: DrywallValues) {
	const wallFields = values.walls.flatMap((wall, index) => [
		{ path: `walls.${index}.length`, text: wall.length },
		{ path: `walls.${index}.height`, text: wall.height },
		...wall.openings.flatMap((opening, openingIndex) => [
			{ path: `walls.${index}.openings.${openingIndex}.width`, text: opening.width },
			{ path: `walls.${index}.openings.${openingIndex}.height`, text: opening.height },
		]),
	])
	if (!values.includeCeiling) return wallFields
	const { ceiling } = values
	return [
		...wallFields,
		{ path: 'ceiling.length', text: ceiling.length },
		{ path: 'ceiling.width', text: ceiling.width },
		...ceiling.openings.flatMap((opening, index) => [
			{ path: `ceiling.openings.${index}.width`, text: opening.width },
			{ path: `ceiling.openings.${index}.length`, text: opening.length },
		]),
	]
}

/** Seed 001 §4 reset (and our unit change): lengths, heights and widths cleared; walls, openings, choices and toggles kept. */
export function clearDrywallMeasurements(values: DrywallValues): DrywallValues {
	return {
		...values,
		walls: values.walls.map((wall) => ({
			...wall,
			length: '',
			height: '',
			openings: wall.openings.map((opening) => ({ ...opening, width: '', height: '' })),
		})),
		ceiling: {
			length: '',
			width: '',
			openings: values.ceiling.openings.map((opening) => ({ ...opening, width: '', length: '' })),
		},
	}
}
