import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { MetersOrFeetField } from '#app/components/form/unit-system-field.tsx'
import { typedLengthUnit } from '#app/lib/units.ts'
import type { LayerMaterial } from './compute.ts'
import { DEPTH_UNIT_OPTIONS, LAYER_FIELD_LABELS, WASTAGE_LABEL } from './fields.ts'
import { LAYER_MEASUREMENTS, type LayerValues } from './schema.ts'

/**
 * The shared topsoil, mulch and gravel form (docs/calculators/topsoil-calculator.md §2; mulch and gravel alike), for
 * one material.
 */
export function materialLayerForm<TType extends string>(material: LayerMaterial<TType>) {
	const typeIds = Object.keys(material.types) as Array<TType>
	const typeCards = typeIds.map((id) => ({
		value: id,
		name: material.types[id].name,
		detail: `${material.types[id].densityTPerM3} t/m³`,
	}))

	return function MaterialLayerForm(form: FormProps<LayerValues<TType>>) {
		const { values, update, changeUnit } = form
		return (
			<>
				{typeCards.length > 1 ? (
					<OptionCards
						legend={material.typeLegend}
						options={typeCards}
						value={values.materialType}
						onValueChange={(materialType) => update({ materialType })}
					/>
				) : null}
				<MetersOrFeetField value={values.unit} onChange={(unit) => changeUnit({ unit })} />
				<RadioGroup
					legend="Depth Unit"
					options={DEPTH_UNIT_OPTIONS}
					value={values.depthUnit}
					onValueChange={(depthUnit) => changeUnit({ depthUnit })}
				/>
				<div className={styles.fields}>
					{LAYER_MEASUREMENTS.map((field, index) => {
						const isDepth = field === 'depth'
						return (
							<NumberField
								key={field}
								label={LAYER_FIELD_LABELS[field]}
								unit={isDepth ? values.depthUnit : typedLengthUnit(values)}
								{...textField(form, field)}
								min={isDepth ? 1 : 0.1}
								step={isDepth ? 1 : 0.1}
								help={isDepth ? `Recommended depth: ${material.recommendedDepth[values.depthUnit]}` : undefined}
								focusOnStartNew={index === 0}
							/>
						)
					})}
				</div>
				<CheckboxField
					role="switch"
					label={WASTAGE_LABEL}
					checked={values.includeWastage}
					onCheckedChange={(includeWastage) => update({ includeWastage })}
				/>
			</>
		)
	}
}
