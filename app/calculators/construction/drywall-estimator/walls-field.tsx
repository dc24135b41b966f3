import { entryTextField } from '#app/calculator-runtime/bind.ts'
import { type AddAction, type EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import { OpeningsField } from './openings-field.tsx'
import type { WallValues } from './schema.ts'

/** What every wall's fields need from the form: the length unit, 'm' or 'ft'. */
export type WallContext = { unit: string }

export const WALL_ACTIONS: ReadonlyArray<AddAction<WallValues>> = [
	{
		label: 'Add Wall',
		create: (walls) => ({
			id: createEntryId('wall'),
			name: nextEntryName(walls, 'Wall'),
			length: '',
			height: '',
			openings: [],
		}),
	},
]

/** One wall's length and height, then its openings, which get the wall's own errors ('openings.0.width'). */
export function WallFields(props: EntryFieldsProps<WallValues, WallContext>) {
	const { unit } = props.context
	return (
		<>
			<NumberField
				label="Length"
				context={props.label}
				unit={unit}
				{...entryTextField(props, 'length')}
				min={0.1}
				step={0.1}
				focusOnStartNew={props.isFirst}
			/>
			<NumberField
				label="Height"
				context={props.label}
				unit={unit}
				{...entryTextField(props, 'height')}
				min={0.1}
				step={0.1}
			/>
			<OpeningsField
				owner={props.label}
				second="height"
				openings={props.entry.openings}
				unit={unit}
				errors={props.errors}
				errorPath="openings"
				onOpeningsChange={(openings) => props.update({ openings })}
			/>
		</>
	)
}
