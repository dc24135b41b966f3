import { type ComponentProps, type KeyboardEvent, useId, useState } from 'react'
import { formatEntered } from '#app/lib/format.ts'
import { sumTotal } from '#app/lib/length-hint.ts'
import { ANY_NUMBER, parseDecimal, readTyped } from '#app/lib/parse-decimal.ts'
import { START_FIELD_ATTRIBUTE } from './start-field.ts'
import styles from './fields.module.css'

type NumberFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'min' | 'max' | 'step' | 'type'> & {
	label: string
	/** Entry name read before the label by assistive tech only: 'Wall 2' + 'Height'. */
	context?: string
	/** Unit shown inside the field, e.g. 'mm', 'ft', '%'; a length unit also reads '12' 6 1/2"' or '240 cm'. */
	unit?: string
	value: string
	onValueChange: (value: string) => void
	/** Lowest value ArrowDown steps to. */
	min?: number
	/** Highest value ArrowUp steps to. */
	max?: number
	/** ArrowUp/ArrowDown step. */
	step?: number
	/**
	 * Under the field: a text, or the converted value of what was typed ('= 4.8 m'), shown only while
	 * the text is a number (or, in a length unit, a length: '12' 6"') and the field has no error.
	 */
	hint?: string | ((value: number) => string)
	/**
	 * False while the field reads its text its own way, not as a length's total (the tile size's '600 × 300' fills
	 * both fields): the hint alone is shown under it.
	 */
	showsTotal?: boolean
	/** Standing help text, e.g. 'Add 10-15% for cuts and waste'. */
	help?: string
	/**
	 * What is wrong with the value. An empty field's message ('Required') shows only once the person has
	 * emptied the field (decision 075): a fresh form is not a page of errors.
	 */
	error?: string
	/** The field that takes focus after 'Start New Calculation'. */
	focusOnStartNew?: boolean
}

/**
 * The line under a valid field: what was understood, then the hint ('= 4.8 m'). A plain number with a
 * comma says how it was read ('Read as 1,000': docs/calculators/site-rules.md §5,
 * docs/decisions/030-reading-typed-numbers.md); a length as builders write it, read as the schema reads it
 * (lib/parse-length.ts), gives its value in the field's unit ('12' 6 1/2"' in feet: '= 12.5417 ft'); a sum gives its
 * total as the field's value is shown ('= 15' 8 1/2"', '= 3.4 m': docs/calculators/site-rules.md §5).
 */
function hintFor(text: string, hint: NumberFieldProps['hint'], unit: string | undefined, showsTotal: boolean) {
	// Both from the reading the schema made of this text a moment ago (readTyped), not a second one.
	const parsed = parseDecimal(text, { ...ANY_NUMBER, unit })
	if (!parsed.ok) return typeof hint === 'string' ? hint : undefined
	const { plain, read } = readTyped(text.trim(), unit)
	let understood: string | undefined
	if (read.isSum) understood = showsTotal ? `= ${sumTotal(parsed.value, unit ?? '', text)}` : undefined
	else if (!plain.ok) understood = `= ${formatEntered(parsed.value)} ${unit}`
	else if (text.includes(',')) understood = `Read as ${formatEntered(parsed.value)}`
	const converted = typeof hint === 'function' ? hint(parsed.value) : hint
	return [understood, converted].filter(Boolean).join(' ') || undefined
}

function decimalsOf(step: number) {
	return (String(step).split('.')[1] ?? '').length
}

/**
 * A text field for a decimal measurement. It is type="text" with a decimal keypad (a full keyboard in
 * feet and inches) so the page can say exactly what is wrong with '12 ft ft' or '1e400' instead of the
 * browser silently dropping it.
 */
export function NumberField({
	label,
	context,
	unit,
	value,
	onValueChange,
	min,
	max,
	step = 1,
	hint,
	showsTotal = true,
	help,
	error: givenError,
	focusOnStartNew = false,
	id,
	className,
	...inputProps
}: NumberFieldProps) {
	const fallbackId = useId()
	const inputId = id ?? fallbackId
	// Set when the person empties the field (as they type, so nothing moves when they go on to the next
	// control); typing into it again clears it.
	const [isEmptied, setIsEmptied] = useState(false)
	const isEmpty = value.trim() === ''
	const error = isEmpty && !isEmptied ? undefined : givenError
	const shownHint = error ? undefined : hintFor(value, hint, unit, showsTotal)
	const describedBy = [
		unit ? `${inputId}-unit` : null,
		help ? `${inputId}-help` : null,
		shownHint ? `${inputId}-hint` : null,
		error ? `${inputId}-error` : null,
	]
		.filter(Boolean)
		.join(' ')

	function stepBy(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
		const parsed = value.trim() === '' ? { ok: true as const, value: min ?? 0 } : parseDecimal(value, ANY_NUMBER)
		if (!parsed.ok) return
		const current = parsed.value
		event.preventDefault()
		const next = current + (event.key === 'ArrowUp' ? step : -step)
		const bounded = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next))
		onValueChange(bounded.toFixed(decimalsOf(step)))
	}

	return (
		<div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
			<label htmlFor={inputId} className={styles.label}>
				{context ? <span className="visually-hidden">{`${context} `}</span> : null}
				{label}
			</label>
			<div className={styles.control}>
				<input
					{...inputProps}
					id={inputId}
					type="text"
					// Feet and inches need ' " and /, which a decimal keypad lacks (issue #15).
					inputMode={unit === 'ft' || unit === 'in' ? 'text' : 'decimal'}
					autoComplete="off"
					className={styles.input}
					value={value}
					onChange={(event) => {
						setIsEmptied(event.target.value.trim() === '')
						onValueChange(event.target.value)
					}}
					onKeyDown={stepBy}
					aria-invalid={error ? true : undefined}
					{...(focusOnStartNew ? { [START_FIELD_ATTRIBUTE]: true } : {})}
					aria-describedby={describedBy || undefined}
				/>
				{unit ? (
					<span id={`${inputId}-unit`} className={styles.unit}>
						{unit}
					</span>
				) : null}
			</div>
			{help ? (
				<p id={`${inputId}-help`} className={styles.help}>
					{help}
				</p>
			) : null}
			{shownHint ? (
				<p id={`${inputId}-hint`} className={styles.hint}>
					{shownHint}
				</p>
			) : null}
			{error ? (
				<p id={`${inputId}-error`} className={styles.error}>
					{error}
				</p>
			) : null}
		</div>
	)
}
