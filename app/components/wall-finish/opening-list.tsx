import type { FieldErrors } from '#app/lib/number-input.ts'
import { createOpening, type OpeningValues } from '#app/families/wall-finish/entries.ts'
import { SizeEntryList } from './size-entry-list.tsx'

export const OPENING_SIZE_LABELS = { length: 'Length', height: 'Height', width: 'Width' } as const

/**
 * Windows and doors deducted from the walls: none by default, added and removed at any time
 * (seed 001 §2), each named 'Window/Door N' with a length and a height (primer: width).
 */
export function OpeningList<TSize extends 'height' | 'width'>({
	sizeKey,
	entries,
	onEntriesChange,
	unit,
	step,
	hint,
	errors,
}: {
	sizeKey: TSize
	entries: ReadonlyArray<OpeningValues<TSize>>
	onEntriesChange: (entries: ReadonlyArray<OpeningValues<TSize>>) => void
	unit: string
	step: number
	hint?: (value: number) => string
	errors: FieldErrors
}) {
	return (
		<SizeEntryList<'length' | TSize, OpeningValues<TSize>>
			legend="Windows and Doors"
			prefix="Window/Door"
			addLabel="Add Window/Door"
			entries={entries}
			onEntriesChange={onEntriesChange}
			createEntry={(name) => createOpening(name, sizeKey)}
			fields={[
				{ key: 'length', label: OPENING_SIZE_LABELS.length, unit, step, hint },
				{ key: sizeKey, label: OPENING_SIZE_LABELS[sizeKey], unit, step, hint },
			]}
			errors={errors}
			errorPath="openings"
			emptyMessage="No openings added yet. Add windows and doors to take their area off the walls."
		/>
	)
}
