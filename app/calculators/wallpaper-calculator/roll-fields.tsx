import styles from '#app/calculator-runtime/calculator.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { lengthHint, readHint } from '#app/components/wall-finish/length-hint.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { patternOptions, ROLL_LENGTH_HELP, ROLL_WIDTH_HELP } from './fields.ts'
import { type Pattern, rollUnits, type WallpaperValues } from './schema.ts'

type RollField = 'rollWidth' | 'rollLength' | 'patternRepeat'

/** Roll width and length with the standard sizes, the pattern and its repeat. */
export function RollFields({
	values,
	errors,
	onFieldChange,
	onPatternChange,
}: {
	values: WallpaperValues
	errors: FieldErrors
	onFieldChange: (field: RollField, value: string) => void
	onPatternChange: (pattern: Pattern) => void
}) {
	const { small, rollLength } = rollUnits(values.unit)
	const field = (name: RollField, label: string, unit: 'cm' | 'in' | 'm' | 'ft', step: number, help?: string) => {
		const text = values[name]
		const error = text.trim() === '' ? undefined : errors[name]
		return (
			<NumberField
				label={label}
				unit={unit}
				value={text}
				onValueChange={(value) => onFieldChange(name, value)}
				min={0}
				step={step}
				help={help}
				hint={error ? undefined : readHint(text, (value) => lengthHint(value, unit))}
				error={error}
			/>
		)
	}
	return (
		<>
			<div className={styles.fields}>
				{field('rollWidth', 'Roll Width', small, values.unit === 'metric' ? 1 : 0.5, ROLL_WIDTH_HELP)}
				{field('rollLength', 'Roll Length', rollLength, values.unit === 'metric' ? 0.1 : 1, ROLL_LENGTH_HELP)}
			</div>
			<RadioGroup
				legend="Pattern"
				options={patternOptions(values.unit)}
				value={values.pattern}
				onValueChange={onPatternChange}
			/>
			<div className={styles.fields}>
				{field('patternRepeat', 'Pattern Repeat', small, 1, 'Set by the pattern; change it to match the roll label')}
			</div>
		</>
	)
}
