import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import { type OpeningValues, OPENINGS_LEGEND, type SizeKey } from './entries.ts'
import { type LengthContext, lengthField } from './length-field.ts'

export const SIZE_LABELS = { length: 'Length', height: 'Height', width: 'Width' } as const

/** An EntryList context of the wall-finish lists: the length context and the second size (height or width). */
export type SizeContext<TSize extends SizeKey> = LengthContext & { sizeKey: TSize }

/** One window or door: a length and a height (primer: width), 0 allowed. */
export function OpeningFields<TSize extends SizeKey>(
	props: EntryFieldsProps<OpeningValues<TSize>, SizeContext<TSize>>,
) {
	const { sizeKey } = props.context
	return (
		<>
			<NumberField label={SIZE_LABELS.length} context={props.label} {...lengthField(props, 'length')} />
			<NumberField label={SIZE_LABELS[sizeKey]} context={props.label} {...lengthField(props, sizeKey)} />
		</>
	)
}

/** New openings are named 'Window/Door N' (docs/calculators/paint-calculator.md §2). */
const OPENING_PREFIX = 'Window/Door'

/**
 * The windows and doors taken off the walls (docs/calculators/paint-calculator.md §2): none by default, added and
 * removed at any time. What every wall-finish form's list shares, to spread onto EntryList beside the
 * entries, their change, the errors and a SizeContext.
 */
export function openingList<TSize extends SizeKey>(sizeKey: TSize) {
	return {
		legend: OPENINGS_LEGEND,
		addActions: [
			{
				label: `Add ${OPENING_PREFIX}`,
				create: (openings: ReadonlyArray<OpeningValues<TSize>>) =>
					({
						id: createEntryId('opening'),
						name: nextEntryName(openings, OPENING_PREFIX),
						length: '',
						[sizeKey]: '',
					}) as OpeningValues<TSize>,
			},
		],
		emptyMessage: 'No openings added yet. Add windows and doors to take their area off the walls.',
		errorPath: 'openings',
		Fields: OpeningFields<TSize>,
	}
}
