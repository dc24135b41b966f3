import { wallList } from '#app/components/form/entry-actions.ts'
import { EntryNumberFields, type EntryNumberSpec, contextUnit } from '#app/components/form/entry-fields.tsx'
import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { OpeningsField } from './openings-field.tsx'
import type { WallValues } from './schema.ts'

/** What every wall's fields need from the form: the length unit, 'm' or 'ft'. */
export type WallContext = { unit: string }

const SIZES: ReadonlyArray<EntryNumberSpec<WallValues, WallContext>> = [
	{ key: 'length', label: 'Length', unit: contextUnit, min: 0.1, step: 0.1, focusOnStartNew: true },
	{ key: 'height', label: 'Height', unit: contextUnit, min: 0.1, step: 0.1 },
]

/** One wall's length and height, then its openings, which get the wall's own errors ('openings.0.width'). */
function WallFields(props: EntryFieldsProps<WallValues, WallContext>) {
	return (
		<>
			<EntryNumberFields {...props} fields={SIZES} />
			<OpeningsField
				owner={props.label}
				second="height"
				openings={props.entry.openings}
				unit={props.context.unit}
				errors={props.errors}
				errorPath="openings"
				onOpeningsChange={(openings) => props.update({ openings })}
			/>
		</>
	)
}

/** A wall can be removed only while more than one exists (docs/calculators/drywall-estimator.md §2). */
export const WALLS = wallList(WallFields, { length: '', height: '', openings: [] })
