import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { type OptionCard, OptionCards } from '#app/components/form/option-cards.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import { formatEntered } from '#app/lib/format.ts'
import { typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import {
	type CoatedFinishFields,
	type CoatedFinishSpec,
	type CoatedFinishValues,
	coverageShown,
	createCoatedSurface,
	defaultCoverage,
} from './coated-finish.ts'
import { COVERAGE_FIELD, COVERAGE_LABEL } from './coverage.ts'
import { CoatedSurfaceFields } from './coated-surface-fields.tsx'
import type { CoatedSurfaceValues } from './entries.ts'
import { openingList } from './opening-fields.tsx'
import { FINISH_LENGTH_LIMITS } from './schema.ts'

/** How a coated finish's form shows its data: the type cards, and the length fields' step and hints. */
export type CoatedFinishView<TSpec extends CoatedFinishSpec> = {
	typeLegend: string
	typeOptions: (unit: UnitSystem) => ReadonlyArray<OptionCard<TSpec['typeIds'][number]>>
	/** The arrow-key step of every length; by default the unit's (FINISH_LENGTH_LIMITS). */
	lengthStep?: number
	/** The converted value under every length ('= 240 cm'). */
	lengthHints: boolean
}

/**
 * The paint or primer form: units, the type cards, the coverage from the tin, the surfaces with their coats, the
 * windows and doors, and 'Include 10% extra for wastage' (docs/calculators/paint-calculator.md §2,
 * primer-calculator.md §2).
 */
export function createCoatedFinishForm<TSpec extends CoatedFinishSpec>(spec: TSpec, view: CoatedFinishView<TSpec>) {
	type Values = CoatedFinishValues<TSpec>
	type Size = TSpec['sizeKey']
	const { surface } = spec
	// The spec's keys and units, typed as this spec's own (destructuring would widen them).
	const sizeKey = spec.sizeKey as Size
	const typeKey = spec.typeKey as TSpec['typeKey']
	const metricUnits = spec.metricUnits as ReadonlyArray<Values['metricUnit']>
	const surfaceActions = [
		{
			label: `Add ${surface.name}`,
			create: (surfaces: ReadonlyArray<CoatedSurfaceValues<Size>>) =>
				createCoatedSurface(spec, nextEntryName(surfaces, surface.name), createEntryId(surface.noun)),
		},
	]
	const openings = openingList(sizeKey)

	return function CoatedFinishForm({ values, errors, update, changeUnit }: FormProps<Values>) {
		// A patch of the fields every coated finish has; Partial cannot be worked out for a generic spec.
		const patch = (fields: Partial<CoatedFinishFields<Size, Values['metricUnit']>>) => update(fields as Partial<Values>)
		const unit = typedLengthUnit(values)
		const lengths = { unit, sizeKey, step: view.lengthStep ?? FINISH_LENGTH_LIMITS[unit].step, hints: view.lengthHints }
		const options = view.typeOptions(values.unit)
		const type = values[typeKey]
		const coverage = COVERAGE_FIELD[values.unit]
		const typeName = options.find((option) => option.value === type)?.name ?? ''
		const usual = `${typeName}: ${formatEntered(defaultCoverage(spec, type, values.unit))} ${coverage.unit}`
		return (
			<>
				<UnitSystemField
					value={values}
					metricUnits={metricUnits}
					onChange={(selection) => changeUnit(selection as Partial<Values>)}
				/>
				<OptionCards
					legend={view.typeLegend}
					options={options}
					value={type}
					onValueChange={(chosen) => update({ [typeKey]: chosen } as Partial<Values>)}
				/>
				<NumberField
					label={COVERAGE_LABEL}
					unit={coverage.unit}
					value={coverageShown(spec, values)}
					onValueChange={(text) => patch({ coverage: text, isCoverageEdited: true })}
					min={coverage.min}
					max={coverage.max}
					step={coverage.step}
					error={errors.coverage}
					help={
						values.isCoverageEdited
							? `Your figure (usual for ${usual})`
							: `Usual for ${usual}; type the figure printed on your tin`
					}
				/>
				<EntryList
					legend={surface.listName}
					entries={values.surfaces}
					onEntriesChange={(surfaces) => patch({ surfaces })}
					addActions={surfaceActions}
					minEntries={1}
					errors={errors}
					errorPath="surfaces"
					Fields={CoatedSurfaceFields}
					context={{ ...lengths, maxCoats: surface.maxCoats }}
				/>
				<EntryList
					{...openings}
					entries={values.openings}
					onEntriesChange={(entries) => patch({ openings: entries })}
					errors={errors}
					context={lengths}
				/>
				<CheckboxField
					label={`Include ${spec.wastagePercentage}% extra for wastage`}
					checked={values.includeWastage}
					onCheckedChange={(includeWastage) => patch({ includeWastage })}
				/>
			</>
		)
	}
}
