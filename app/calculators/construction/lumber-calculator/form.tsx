import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { lumberOptions, TOP_PLATE_OPTIONS } from './fields.ts'
import { LUMBER_SYSTEMS } from './options.ts'
import { COUNT_BOUNDS, type LumberValues, WASTE_BOUNDS, withStudSize } from './schema.ts'
import { OPENING_ACTIONS, OpeningFields, WALL_ACTIONS, WallFields } from './walls-field.tsx'

const METRES_ONLY = ['m'] as const

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
			<UnitSystemField
				value={{ unit: values.unit, metricUnit: 'm' }}
				onChange={({ unit }) => form.changeUnit({ unit })}
				imperialLabel="Imperial"
				metricUnits={METRES_ONLY}
			/>
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
			<EntryList
				legend="Walls"
				{...listField(form, 'walls')}
				addActions={WALL_ACTIONS}
				minEntries={1}
				Fields={WallFields}
				context={context}
			/>
			<NumberField
				label="Corners and T-junctions"
				{...textField(form, 'corners')}
				min={COUNT_BOUNDS.corners.min}
				max={COUNT_BOUNDS.corners.max}
				help="Each takes 2 extra studs"
			/>
			<EntryList
				legend="Openings"
				{...listField(form, 'openings')}
				addActions={OPENING_ACTIONS}
				emptyMessage="No openings. Each door or window adds 2 king and 2 jack studs and a header."
				Fields={OpeningFields}
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
