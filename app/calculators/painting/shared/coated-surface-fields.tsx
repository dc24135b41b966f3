import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import type { CoatedSurfaceValues, SizeKey } from './entries.ts'
import { lengthField, entryField } from './length-field.ts'
import { SIZE_LABELS, type SizeContext } from './opening-fields.tsx'

export type CoatedSurfaceContext<TSize extends SizeKey> = SizeContext<TSize> & { maxCoats: number }

/**
 * One paint wall or primer surface: a length, a height (primer: width) and whole coats from 1 to
 * the most. The first surface's length takes focus after 'Start New Calculation'.
 */
export function CoatedSurfaceFields<TSize extends SizeKey>(
	props: EntryFieldsProps<CoatedSurfaceValues<TSize>, CoatedSurfaceContext<TSize>>,
) {
	const { sizeKey, maxCoats } = props.context
	return (
		<>
			<NumberField
				label={SIZE_LABELS.length}
				context={props.label}
				{...lengthField(props, 'length')}
				focusOnStartNew={props.isFirst}
			/>
			<NumberField label={SIZE_LABELS[sizeKey]} context={props.label} {...lengthField(props, sizeKey)} />
			<NumberField
				label="Coats"
				context={props.label}
				{...entryField(props, 'coats')}
				min={1}
				max={maxCoats}
				step={1}
			/>
		</>
	)
}
