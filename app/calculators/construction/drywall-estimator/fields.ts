import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { lbPerFt2ToKgPerM2 } from '#app/lib/units.ts'
import { BOARD_SIZES, type BoardSizeId, DRYWALL_TYPES, type DrywallTypeId } from './options.ts'
import type { DrywallValues } from './schema.ts'

export const DRYWALL_TYPE_CARDS: ReadonlyArray<OptionCard<DrywallTypeId>> = DRYWALL_TYPES.map((type) => ({
	value: type.id,
	name: type.name,
	description: `${formatEntered(type.thicknessMm)} mm thick`,
	detail: `${formatNumber(lbPerFt2ToKgPerM2(type.weightLbPerFt2))} kg/m² (${formatEntered(type.weightLbPerFt2)} lb/ft²)`,
}))

export const BOARD_SIZE_CARDS: ReadonlyArray<OptionCard<BoardSizeId>> = BOARD_SIZES.map((size) => ({
	value: size.id,
	name: size.name,
	description: `${formatEntered(size.widthMm)} × ${formatEntered(size.lengthMm)} mm`,
}))

/**
 * 'Start New Calculation' (docs/calculators/drywall-estimator.md §2): lengths, heights and widths cleared; walls,
 * openings, choices and toggles kept.
 */
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
