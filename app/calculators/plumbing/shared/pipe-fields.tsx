import { NumberField } from '#app/components/form/number-field.tsx'
import { type SelectOption, SelectField } from '#app/components/form/select-field.tsx'
import type { FieldErrors } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { PipeValues } from './pipe-schema.ts'
import {
	CUSTOM_DIAMETER_BOUNDS,
	CUSTOM_PIPE,
	CUSTOM_PIPE_LABEL,
	findPipeFamily,
	PIPE_FAMILIES,
	pipeSizeLabel,
	selectionForType,
} from './pipe-sizes.ts'

const LISTED_TYPE_OPTIONS: ReadonlyArray<SelectOption<string>> = PIPE_FAMILIES.map((family) => ({
	value: family.id,
	label: family.label,
}))
const TYPE_OPTIONS = [...LISTED_TYPE_OPTIONS, { value: CUSTOM_PIPE, label: CUSTOM_PIPE_LABEL }]

const SIZE_OPTIONS = new Map(
	PIPE_FAMILIES.map((family) => [
		family.id,
		family.sizes.map((size) => ({ value: size.nominal, label: pipeSizeLabel(family, size) })),
	]),
)

/**
 * The pipe (docs/calculators/pipe-calculator.md §2): the type, then its size or (Custom) the inside diameter.
 * `asks: 'type'` shows the type alone, without Custom (Water Flow's pipe size mode). A new type keeps the size as
 * selectionForType says.
 */
export function PipeFields({
	values,
	errors,
	onChange,
	system,
	asks = 'pipe',
	context,
}: {
	values: PipeValues
	errors: FieldErrors
	onChange: (patch: Partial<PipeValues>) => void
	system: UnitSystem
	asks?: 'pipe' | 'type'
	/** The entry name read before each label ('Run 2'). */
	context?: string
}) {
	const family = findPipeFamily(values.pipeType)
	const bounds = CUSTOM_DIAMETER_BOUNDS[system]
	return (
		<>
			<SelectField
				label="Pipe type"
				context={context}
				options={asks === 'type' ? LISTED_TYPE_OPTIONS : TYPE_OPTIONS}
				value={values.pipeType}
				onValueChange={(pipeType) => onChange(selectionForType(pipeType, values))}
				error={errors.pipeType}
			/>
			{asks === 'type' ? null : family ? (
				<SelectField
					label="Size"
					context={context}
					options={SIZE_OPTIONS.get(family.id) ?? []}
					value={values.pipeSize}
					onValueChange={(pipeSize) => onChange({ pipeSize })}
					error={errors.pipeSize}
				/>
			) : (
				<NumberField
					label="Custom inside diameter"
					context={context}
					unit={bounds.unit}
					value={values.customDiameter}
					onValueChange={(customDiameter) => onChange({ customDiameter })}
					error={errors.customDiameter}
					min={bounds.min}
					max={bounds.max}
					step={system === 'metric' ? 1 : 0.01}
				/>
			)}
		</>
	)
}
