import { entryTextField } from '#app/calculator-runtime/bind.ts'
import type { AddAction, EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import type { LumberOpeningValues, LumberWallValues } from './schema.ts'

/** What every entry's fields need: the length unit, 'm' or 'ft'. */
export type LengthContext = { unit: string }

export const WALL_ACTIONS: ReadonlyArray<AddAction<LumberWallValues>> = [
	{
		label: 'Add Wall',
		create: (walls) => ({ id: createEntryId('wall'), name: nextEntryName(walls, 'Wall'), length: '', height: '' }),
	},
]

export const OPENING_ACTIONS: ReadonlyArray<AddAction<LumberOpeningValues>> = [
	{
		label: 'Add Opening',
		create: (openings) => ({
			id: createEntryId('opening'),
			name: nextEntryName(openings, 'Opening'),
			width: '',
			quantity: '1',
		}),
	},
]

export function WallFields(props: EntryFieldsProps<LumberWallValues, LengthContext>) {
	const { unit } = props.context
	return (
		<>
			<NumberField
				label="Length"
				context={props.label}
				unit={unit}
				{...entryTextField(props, 'length')}
				step={0.01}
				focusOnStartNew={props.isFirst}
			/>
			<NumberField
				label="Height"
				context={props.label}
				unit={unit}
				{...entryTextField(props, 'height')}
				step={0.01}
				help="Floor to ceiling, plates included"
			/>
		</>
	)
}

export function OpeningFields(props: EntryFieldsProps<LumberOpeningValues, LengthContext>) {
	return (
		<>
			<NumberField
				label="Width"
				context={props.label}
				unit={props.context.unit}
				{...entryTextField(props, 'width')}
				step={0.01}
				help="Rough opening"
			/>
			<NumberField label="Quantity" context={props.label} {...entryTextField(props, 'quantity')} min={1} max={50} />
		</>
	)
}
