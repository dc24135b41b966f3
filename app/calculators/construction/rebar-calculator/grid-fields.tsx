import { sectionTextField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { GRID_LABELS, gridFieldUnit, gridHints, priceUnits, sizeOptions } from './fields.ts'
import { GRID_FIELDS, type GridField, type RebarValues } from './schema.ts'

/** Slab grid: slab size, spacing and edge cover, bar size and length, optional price per unit length. */
export function GridFields(form: FormProps<RebarValues>) {
	const { unit, grid } = form.values
	const hints = gridHints(unit)
	const prices = priceUnits(unit)
	const numberField = (field: GridField, index: number) => (
		<NumberField
			key={field}
			label={GRID_LABELS[field]}
			unit={gridFieldUnit(unit, field)}
			{...sectionTextField(form, 'grid', field)}
			min={field === 'edgeSpacing' ? 0 : field === 'spacing' ? 1 : 0.1}
			step={field === 'spacing' || field === 'edgeSpacing' ? 1 : 0.1}
			help={hints[field]}
			focusOnStartNew={index === 0}
		/>
	)
	const [slabLength, slabWidth, spacing, edgeSpacing, barLength] = GRID_FIELDS
	return (
		<div className={styles.fields} role="group" aria-label="Concrete Slab Grid">
			{[slabLength, slabWidth, spacing, edgeSpacing].map(numberField)}
			<SelectField
				label="Rebar Size"
				options={sizeOptions(unit)}
				value={grid.size}
				onValueChange={(size) => form.update({ grid: { ...grid, size } })}
				placeholder="Select size"
			/>
			{numberField(barLength, 4)}
			<NumberField
				label={prices.perLengthLabel}
				unit={prices.perLength}
				{...sectionTextField(form, 'grid', 'pricePerLength')}
				min={0}
				step={0.01}
			/>
		</div>
	)
}
