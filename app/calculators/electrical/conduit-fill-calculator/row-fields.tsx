import { entryTextField } from '#app/calculator-runtime/bind.ts'
import type { AddAction, EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import { CONDUIT_FILL_LABELS, ROW_NAMES, UK_CABLE_OPTIONS, WIRE_SIZE_OPTIONS, WIRE_TYPE_OPTIONS } from './fields.ts'
import { type ConductorRowValues, ROW_CHOICE_DEFAULTS, type Standard } from './schema.ts'

export type RowContext = { standard: Standard }

/** 'Add conductor' / 'Add cable': the last row's wire again (a circuit is usually one type), its count to fill in. */
function addRow(standard: Standard): ReadonlyArray<AddAction<ConductorRowValues>> {
	const { entry, add } = ROW_NAMES[standard]
	return [
		{
			label: add,
			create: (rows) => ({
				...ROW_CHOICE_DEFAULTS,
				...rows.at(-1),
				id: createEntryId('row'),
				name: nextEntryName(rows, entry),
				count: '',
			}),
		},
	]
}

export const ROW_ACTIONS: Record<Standard, ReadonlyArray<AddAction<ConductorRowValues>>> = {
	imperial: addRow('imperial'),
	metric: addRow('metric'),
}

/** One row: type and size (US) or cable (UK), and the count; accessible names carry the row's name ('Conductor 2 Size'). */
export function ConductorRowFields(props: EntryFieldsProps<ConductorRowValues, RowContext>) {
	const { entry, update, errors, label } = props
	return (
		<>
			{props.context.standard === 'imperial' ? (
				<>
					<SelectField
						label={CONDUIT_FILL_LABELS.type}
						context={label}
						options={WIRE_TYPE_OPTIONS}
						value={entry.type}
						onValueChange={(type) => update({ type })}
						error={errors.type}
					/>
					<SelectField
						label={CONDUIT_FILL_LABELS.size}
						context={label}
						options={WIRE_SIZE_OPTIONS}
						value={entry.size}
						onValueChange={(size) => update({ size })}
						error={errors.size}
					/>
				</>
			) : (
				<SelectField
					label={CONDUIT_FILL_LABELS.size}
					context={label}
					options={UK_CABLE_OPTIONS}
					value={entry.cable}
					onValueChange={(cable) => update({ cable })}
					error={errors.cable}
				/>
			)}
			<NumberField
				label={CONDUIT_FILL_LABELS.count}
				context={label}
				{...entryTextField(props, 'count')}
				min={1}
				max={200}
				step={1}
				focusOnStartNew={props.isFirst}
			/>
		</>
	)
}
