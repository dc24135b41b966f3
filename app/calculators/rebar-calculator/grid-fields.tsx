import styles from '#app/calculator-runtime/calculator.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { PlaceholderSelectField } from '#app/components/form/placeholder-select-field.tsx'
import { GRID_LABELS, gridFieldUnit, gridHints, priceUnits, sizeOptions } from './fields.ts'
import { GRID_FIELDS, type GridField, type RebarValues } from './schema.ts'

type GridValues = Pick<RebarValues, GridField | 'unit' | 'gridSize' | 'pricePerLength'>

/** Slab grid: slab size, spacing and edge cover, bar size and length, optional price per unit length. */
export function GridFields({
	values,
	errorFor,
	focusFirstField,
	onValuesChange,
}: {
	values: GridValues
	/** The visible error of a grid field, by its path below 'grid'. */
	errorFor: (path: string) => string | undefined
	focusFirstField: boolean
	onValuesChange: (patch: Partial<GridValues>) => void
}) {
	const hints = gridHints(values.unit)
	const prices = priceUnits(values.unit)
	const numberField = (field: GridField, index: number) => (
		<NumberField
			key={field}
			label={GRID_LABELS[field]}
			unit={gridFieldUnit(values.unit, field)}
			value={values[field]}
			onValueChange={(value) => onValuesChange({ [field]: value })}
			min={field === 'edgeSpacing' ? 0 : field === 'spacing' ? 1 : 0.1}
			step={field === 'spacing' || field === 'edgeSpacing' ? 1 : 0.1}
			help={hints[field]}
			error={errorFor(field)}
			// eslint-disable-next-line jsx-a11y/no-autofocus
			autoFocus={focusFirstField && index === 0}
		/>
	)
	const [slabLength, slabWidth, spacing, edgeSpacing, barLength] = GRID_FIELDS
	return (
		<div className={styles.fields} role="group" aria-label="Concrete Slab Grid">
			{[slabLength, slabWidth, spacing, edgeSpacing].map(numberField)}
			<PlaceholderSelectField
				label="Rebar Size"
				options={sizeOptions(values.unit)}
				value={values.gridSize}
				onValueChange={(gridSize) => onValuesChange({ gridSize })}
				placeholder="Select size"
			/>
			{numberField(barLength, 4)}
			<NumberField
				label={prices.perLengthLabel}
				unit={prices.perLength}
				value={values.pricePerLength}
				onValueChange={(pricePerLength) => onValuesChange({ pricePerLength })}
				min={0}
				step={0.01}
				error={errorFor('pricePerLength')}
			/>
		</div>
	)
}
