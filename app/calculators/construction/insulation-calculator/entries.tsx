import { entryTextField } from '#app/calculator-runtime/bind.ts'
import type { AddAction, EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import type { InsulationAreaValues, InsulationOpeningValues } from './schema.ts'

/** What every entry's fields need: the length unit ('m' or 'ft') and whether the areas are walls. */
export type AreaContext = { unit: string; isWalls: boolean }

export const AREA_ACTIONS: ReadonlyArray<AddAction<InsulationAreaValues>> = [
	{
		label: 'Add Area',
		create: (areas) => ({ id: createEntryId('area'), name: nextEntryName(areas, 'Area'), length: '', width: '' }),
	},
]

export const OPENING_ACTIONS: ReadonlyArray<AddAction<InsulationOpeningValues>> = [
	{
		label: 'Add Opening',
		create: (openings) => ({
			id: createEntryId('opening'),
			name: nextEntryName(openings, 'Opening'),
			width: '',
			height: '',
		}),
	},
]

export function AreaFields(props: EntryFieldsProps<InsulationAreaValues, AreaContext>) {
	const { unit, isWalls } = props.context
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
				label={isWalls ? 'Height' : 'Width'}
				context={props.label}
				unit={unit}
				{...entryTextField(props, 'width')}
				step={0.01}
			/>
		</>
	)
}

export function OpeningFields(props: EntryFieldsProps<InsulationOpeningValues, AreaContext>) {
	const { unit } = props.context
	return (
		<>
			<NumberField label="Width" context={props.label} unit={unit} {...entryTextField(props, 'width')} step={0.01} />
			<NumberField label="Height" context={props.label} unit={unit} {...entryTextField(props, 'height')} step={0.01} />
		</>
	)
}
