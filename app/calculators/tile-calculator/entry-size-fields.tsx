import { NumberField } from '#app/components/form/number-field.tsx'
import type { FineLengthUnit } from '#app/lib/units.ts'
import { convertedHint } from './fields.ts'
import { ENTRY_STEP, entryMinimum, readEntryLength, type TileEntryValues } from './schema.ts'

const SIZE_FIELDS = [
	{ key: 'length', label: 'Length' },
	{ key: 'width', label: 'Width' },
] as const

/**
 * The Length and Width of one surface or obstruction, named with the entry ('Wall 1 Length').
 * Each field checks its own text, so a row re-renders only when its own entry changes.
 */
export function EntrySizeFields<TType extends string>({
	entry,
	update,
	label,
	unit,
	takesFocus = false,
	fitError,
}: {
	entry: TileEntryValues<TType>
	update: (patch: Partial<TileEntryValues<TType>>) => void
	label: string
	unit: FineLengthUnit
	/** Focus the Length field when it mounts (after 'Start New Calculation'). */
	takesFocus?: boolean
	/** Set when the entry is valid but does not fit the surfaces (an obstruction larger than the walls). */
	fitError?: string
}) {
	return SIZE_FIELDS.map(({ key, label: fieldLabel }) => {
		const text = entry[key]
		const parsed = readEntryLength(text, unit)
		const error = parsed && !parsed.ok ? parsed.message : key === 'length' ? fitError : undefined
		return (
			<NumberField
				key={key}
				label={fieldLabel}
				context={label}
				unit={unit}
				value={text}
				onValueChange={(value) => update({ [key]: value } as Partial<TileEntryValues<TType>>)}
				min={entryMinimum(unit)}
				step={ENTRY_STEP[unit]}
				hint={parsed?.ok && !error ? convertedHint(parsed.value, unit) : undefined}
				error={error}
				// Focus returns to the first surface's length after 'Start New Calculation'.
				// eslint-disable-next-line jsx-a11y/no-autofocus
				autoFocus={takesFocus && key === 'length'}
			/>
		)
	})
}
