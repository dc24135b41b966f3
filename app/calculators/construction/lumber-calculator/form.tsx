import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { lumberOptions, TOP_PLATE_OPTIONS } from './fields.ts'
import { LUMBER_SYSTEMS } from './options.ts'
import { COUNT_BOUNDS, type LumberValues, WASTE_BOUNDS, withStudSize } from './schema.ts'
import { OPENINGS, WALLS } from './walls-field.tsx'

export function LumberForm(form: FormProps<LumberValues>) {
	const { values, update } = form
	const system = LUMBER_SYSTEMS[values.unit]
	const options = lumberOptions(values.unit)
	const context = { unit: system.lengthUnit }
	const select = (name: 'spacing' | 'topPlates' | 'plateStock' | 'headerSize') => ({
		value: values[name],
		onValueChange: (value: string) => update({ [name]: value }),
	})
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<div className={styles.fields}>
				<SelectField
					label="Stud size"
					options={options.studs}
					value={values.studSize}
					onValueChange={(studSize) => update(withStudSize(values, studSize))}
				/>
				<SelectField label="Stud spacing" options={options.spacings} {...select('spacing')} />
				<SelectField label="Top plates" options={TOP_PLATE_OPTIONS} {...select('topPlates')} />
				<NumberField
					label={system.rowsLabel}
					{...textField(form, 'rows')}
					min={COUNT_BOUNDS.rows.min}
					max={COUNT_BOUNDS.rows.max}
				/>
				<SelectField label="Plate stock length" options={options.plateStocks} {...select('plateStock')} />
			</div>
			<EntryList {...WALLS} {...listField(form, 'walls')} context={context} />
			<NumberField
				label="Corners and T-junctions"
				{...textField(form, 'corners')}
				min={COUNT_BOUNDS.corners.min}
				max={COUNT_BOUNDS.corners.max}
				help="Each takes 2 extra studs"
			/>
			<EntryList
				{...OPENINGS}
				{...listField(form, 'openings')}
				emptyMessage="No openings. Each door or window adds 2 king and 2 jack studs and a header."
				context={context}
			/>
			<div className={styles.fields}>
				<SelectField label="Header size" options={options.headers} {...select('headerSize')} />
				<NumberField
					label="Header plies"
					{...textField(form, 'headerPlies')}
					min={COUNT_BOUNDS.headerPlies.min}
					max={COUNT_BOUNDS.headerPlies.max}
				/>
				<NumberField
					label="Waste"
					unit="%"
					{...textField(form, 'waste')}
					min={WASTE_BOUNDS.min}
					max={WASTE_BOUNDS.max}
				/>
			</div>
		</>
	)
}
