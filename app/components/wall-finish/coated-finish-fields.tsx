import type { FieldErrors } from '#app/lib/number-input.ts'
import type { CoatedSurfaceValues, OpeningValues } from '#app/families/wall-finish/entries.ts'
import { CoatedSurfaceList } from './coated-surface-list.tsx'
import { OpeningList } from './opening-list.tsx'
import { WastageField } from './wastage-field.tsx'

type CoatedFinishValues<TSize extends 'height' | 'width', TSurface extends CoatedSurfaceValues<TSize>> = {
	surfaces: ReadonlyArray<TSurface>
	openings: ReadonlyArray<OpeningValues<TSize>>
	includeWastage: boolean
}

/** Paint and primer share these: the coated surfaces, the windows and doors, and the wastage box. */
export function CoatedFinishFields<TSize extends 'height' | 'width', TSurface extends CoatedSurfaceValues<TSize>>({
	values,
	errors,
	focusFirstField,
	onChange,
	legend,
	prefix,
	sizeKey,
	createSurface,
	unit,
	step,
	hint,
	wastagePercentage,
	maxCoats,
}: {
	values: CoatedFinishValues<TSize, TSurface>
	errors: FieldErrors
	focusFirstField: boolean
	onChange: (patch: Partial<CoatedFinishValues<TSize, TSurface>>) => void
	legend: string
	prefix: string
	sizeKey: TSize
	createSurface: (name: string) => TSurface
	unit: string
	step: number
	hint?: (value: number) => string
	wastagePercentage: number
	maxCoats: number
}) {
	return (
		<>
			<CoatedSurfaceList
				legend={legend}
				prefix={prefix}
				sizeKey={sizeKey}
				entries={values.surfaces}
				onEntriesChange={(surfaces) => onChange({ surfaces })}
				createEntry={createSurface}
				unit={unit}
				step={step}
				hint={hint}
				errors={errors}
				focusFirstField={focusFirstField}
				maxCoats={maxCoats}
			/>
			<OpeningList
				sizeKey={sizeKey}
				entries={values.openings}
				onEntriesChange={(openings) => onChange({ openings })}
				unit={unit}
				step={step}
				hint={hint}
				errors={errors}
			/>
			<WastageField
				percentage={wastagePercentage}
				checked={values.includeWastage}
				onChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</>
	)
}
