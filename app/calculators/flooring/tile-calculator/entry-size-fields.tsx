import { entryTextField } from '#app/calculator-runtime/bind.ts'
import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { lengthHint } from '#app/lib/length-hint.ts'
import type { FineLengthUnit } from '#app/lib/units.ts'
import { ENTRY_STEP, entryMinimum, type ObstructionType, type SurfaceType, type TileEntryValues } from './schema.ts'

/** What every entry's fields need from the form. */
type EntryContext = { unit: FineLengthUnit }

type SizeFieldsProps<TType extends string> = EntryFieldsProps<TileEntryValues<TType>, EntryContext>

const SIZE_FIELDS = [
	{ key: 'length', label: 'Length' },
	{ key: 'width', label: 'Width' },
] as const

/** The Length and Width of one surface or obstruction, named with the entry ('Wall 1 Length'). */
function EntrySizeFields<TType extends string>({
	takesStartFocus = false,
	...fields
}: SizeFieldsProps<TType> & { takesStartFocus?: boolean }) {
	const { unit } = fields.context
	return SIZE_FIELDS.map(({ key, label }) => (
		<NumberField
			key={key}
			label={label}
			context={fields.label}
			unit={unit}
			{...entryTextField(fields, key)}
			min={entryMinimum(unit)}
			step={ENTRY_STEP[unit]}
			hint={(value) => lengthHint(value, unit, 'mm')}
			focusOnStartNew={takesStartFocus && key === 'length'}
		/>
	))
}

/** A surface's sizes: the first surface's Length takes focus after 'Start New Calculation'. */
export function SurfaceSizeFields(props: SizeFieldsProps<SurfaceType>) {
	return <EntrySizeFields {...props} takesStartFocus={props.isFirst} />
}

export function ObstructionSizeFields(props: SizeFieldsProps<ObstructionType>) {
	return <EntrySizeFields {...props} />
}
