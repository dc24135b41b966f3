import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { lengthHint } from '#app/lib/length-hint.ts'
import { patternOptions, ROLL_LENGTH_HELP, ROLL_WIDTH_HELP } from './fields.ts'
import { defaultRepeat, rollUnits, type WallpaperValues } from './schema.ts'

type RollField = 'rollWidth' | 'rollLength' | 'patternRepeat'

/** Roll width and length with the standard sizes, the pattern and its repeat. */
export function RollFields(form: FormProps<WallpaperValues>) {
	const { values, update } = form
	const { small, rollLength } = rollUnits(values.unit)
	const field = (name: RollField, label: string, unit: 'cm' | 'in' | 'm' | 'ft', step: number, help: string) => (
		<NumberField
			label={label}
			unit={unit}
			{...textField(form, name)}
			min={0}
			step={step}
			help={help}
			hint={(value) => lengthHint(value, unit, 'cm')}
		/>
	)
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
				// Choosing a pattern sets the repeat to that pattern's default (docs/calculators/wallpaper-calculator.md §2).
				onValueChange={(pattern) => update({ pattern, patternRepeat: defaultRepeat(values.unit, pattern) })}
			/>
			<div className={styles.fields}>
				{field('patternRepeat', 'Pattern Repeat', small, 1, 'Set by the pattern; change it to match the roll label')}
			</div>
		</>
	)
}
