import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import styles from '#app/calculator-runtime/calculator.module.css'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import type { LayerMaterial } from './compute.ts'
import {
	LAYER_MEASUREMENTS,
	layerValuesForDepthUnit,
	layerValuesForUnit,
	type LayerValues,
	lengthUnitOf,
} from './schema.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { DEPTH_UNIT_OPTIONS, LAYER_FIELD_LABELS, LAYER_UNIT_OPTIONS, WASTAGE_LABEL } from './fields.ts'

type MaterialLayerFormProps<TType extends string> = {
	material: LayerMaterial<TType>
	values: LayerValues<TType>
	errors: FieldErrors
	isCalculating: boolean
	focusFirstField: boolean
	onChange: (patch: Partial<LayerValues<TType>>) => void
	onSubmit: () => void
}

/** The shared topsoil, mulch and gravel form (seed 001 §2 'Topsoil, mulch and gravel'). */
export function MaterialLayerForm<TType extends string>({
	material,
	values,
	errors,
	isCalculating,
	focusFirstField,
	onChange,
	onSubmit,
}: MaterialLayerFormProps<TType>) {
	const typeIds = Object.keys(material.types) as Array<TType>
	const pendingMessage = LAYER_MEASUREMENTS.some((field) => values[field].trim() === '')
		? 'Fill in length, width and depth to calculate.'
		: 'Correct the highlighted fields to calculate.'
	const isReady = LAYER_MEASUREMENTS.every((field) => !errors[field])
	const visibleError = (field: (typeof LAYER_MEASUREMENTS)[number]) =>
		values[field].trim() === '' ? undefined : errors[field]

	return (
		<CalculatorForm isReady={isReady} isCalculating={isCalculating} pendingMessage={pendingMessage} onSubmit={onSubmit}>
			{typeIds.length > 1 ? (
				<OptionCards
					legend={material.typeLegend}
					options={typeIds.map((id) => ({
						value: id,
						name: material.types[id].name,
						detail: `${material.types[id].densityTPerM3} t/m³`,
					}))}
					value={values.materialType}
					onValueChange={(materialType) => onChange({ materialType })}
				/>
			) : null}
			<RadioGroup
				legend="Unit System"
				options={LAYER_UNIT_OPTIONS}
				value={values.unit}
				onValueChange={(unit) => onChange(layerValuesForUnit(material, values, unit))}
			/>
			<RadioGroup
				legend="Depth Unit"
				options={DEPTH_UNIT_OPTIONS}
				value={values.depthUnit}
				onValueChange={(depthUnit) => onChange(layerValuesForDepthUnit(values, depthUnit))}
			/>
			<div className={styles.fields}>
				{LAYER_MEASUREMENTS.map((field, index) => {
					const isDepth = field === 'depth'
					return (
						<NumberField
							key={field}
							label={LAYER_FIELD_LABELS[field]}
							unit={isDepth ? values.depthUnit : lengthUnitOf(values.unit)}
							value={values[field]}
							onValueChange={(value) => onChange({ [field]: value } as Partial<LayerValues<TType>>)}
							min={isDepth ? 1 : 0.1}
							step={isDepth ? 1 : 0.1}
							help={isDepth ? `Recommended depth: ${material.recommendedDepth[values.depthUnit]}` : undefined}
							error={visibleError(field)}
							// Focus returns here after 'Start New Calculation'.
							// eslint-disable-next-line jsx-a11y/no-autofocus
							autoFocus={focusFirstField && index === 0}
						/>
					)
				})}
			</div>
			<CheckboxField
				role="switch"
				label={WASTAGE_LABEL}
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</CalculatorForm>
	)
}
