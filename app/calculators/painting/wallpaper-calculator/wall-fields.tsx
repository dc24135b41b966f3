import { entryTextField } from '#app/calculator-runtime/bind.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { type LengthContext, lengthField } from '#app/calculators/painting/shared/length-field.ts'
import { SIZE_LABELS } from '#app/calculators/painting/shared/opening-fields.tsx'
import { lengthHint } from '#app/lib/length-hint.ts'
import type { WallpaperWallValues } from './schema.ts'

/** The lengths' context, and the unit of the skirting height (cm or in). */
export type WallContext = LengthContext & { small: 'cm' | 'in' }

/**
 * One wall: length and height, and a skirting board that can be left unpapered, whose height is
 * then asked for. The first wall's length takes focus after 'Start New Calculation'.
 */
export function WallFields(props: EntryFieldsProps<WallpaperWallValues, WallContext>) {
	const { entry: wall, label, update } = props
	const { small } = props.context
	return (
		<>
			<NumberField
				label={SIZE_LABELS.length}
				context={label}
				{...lengthField(props, 'length')}
				focusOnStartNew={props.isFirst}
			/>
			<NumberField label={SIZE_LABELS.height} context={label} {...lengthField(props, 'height')} />
			<CheckboxField
				label="Exclude Skirting Board"
				context={label}
				checked={!wall.includeSkirting}
				onCheckedChange={(exclude) => update({ includeSkirting: !exclude })}
			/>
			{wall.includeSkirting ? null : (
				<NumberField
					label="Skirting Height"
					context={label}
					unit={small}
					{...entryTextField(props, 'skirtingHeight')}
					min={0}
					step={1}
					hint={(value) => lengthHint(value, small, 'cm')}
				/>
			)}
		</>
	)
}
