import { entryTextField } from '#app/calculator-runtime/bind.ts'
import { entryList } from '#app/components/form/entry-actions.ts'
import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { SECTION_LENGTH_HELP, SECTION_TYPE_OPTIONS } from './fields.ts'
import { BLANK_SECTION, type FenceSectionValues } from './schema.ts'

/** What every section's fields need: the length unit, 'm' or 'ft'. */
export type SectionContext = { unit: string }

/** One section: Fence or Gate, and its length; accessible names carry the section's name ('Section 2 Length'). */
function SectionFields(props: EntryFieldsProps<FenceSectionValues, SectionContext>) {
	const { entry, update, label } = props
	return (
		<>
			<SelectField
				label="Type"
				context={label}
				options={SECTION_TYPE_OPTIONS}
				value={entry.type}
				onValueChange={(type) => update({ type })}
			/>
			<NumberField
				label="Length"
				context={label}
				unit={props.context.unit}
				{...entryTextField(props, 'length')}
				step={0.01}
				help={SECTION_LENGTH_HELP[entry.type]}
				focusOnStartNew={props.isFirst}
			/>
		</>
	)
}

/** The fence line: sections in order along it, at least one; 'Add Section' names the next 'Section N'. */
export const SECTIONS = entryList('Sections', 'Section', SectionFields, BLANK_SECTION, 1)
