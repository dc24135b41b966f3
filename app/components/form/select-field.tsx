import { useId } from 'react'
import styles from './fields.module.css'

/** A choice; options with a `group` are shown under that heading (`<optgroup>`), in the order given. */
export type SelectOption<TValue extends string> = { value: TValue; label: string; group?: string }

/** Runs of options that share a group (or have none), in order: each run is one `<optgroup>` or loose options. */
function optionRuns<TValue extends string>(options: ReadonlyArray<SelectOption<TValue>>) {
	const runs: Array<{ group: string | undefined; options: Array<SelectOption<TValue>> }> = []
	for (const option of options) {
		const last = runs.at(-1)
		if (last && last.group === option.group) last.options.push(option)
		else runs.push({ group: option.group, options: [option] })
	}
	return runs
}

function Options<TValue extends string>({ options }: { options: ReadonlyArray<SelectOption<TValue>> }) {
	return options.map((option) => (
		<option key={option.value} value={option.value}>
			{option.label}
		</option>
	))
}

/** The label of a chosen option, as the results' input summary shows it. */
export function optionLabel<TValue extends string>(options: ReadonlyArray<SelectOption<TValue>>, value: TValue) {
	return options.find((option) => option.value === value)?.label ?? value
}

type SelectFieldProps<TValue extends string> = {
	label: string
	/** Entry name read before the label by assistive tech only: 'Rebar 2' + 'Size'. */
	context?: string
	options: ReadonlyArray<SelectOption<TValue>>
	error?: string
	/** Shown but not changeable (the UK tables are copper only). */
	disabled?: boolean
	/** Standing help under the select, read with it: what the choice means ('IECC 2021 Table R402.1.3, zone 4 …'). */
	help?: string
} & (
	| { placeholder?: undefined; value: TValue; onValueChange: (value: TValue) => void }
	/** An empty first choice ('Select size'), for long fixed lists such as rebar sizes. */
	| { placeholder: string; value: TValue | ''; onValueChange: (value: TValue | '') => void }
)

/** A labelled native select (area unit, bag unit, rebar size): small, and every phone knows how to use it. */
export function SelectField<TValue extends string>({
	label,
	context,
	options,
	value,
	onValueChange,
	placeholder,
	error,
	disabled,
	help,
}: SelectFieldProps<TValue>) {
	const id = useId()
	const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<div className={styles.field} data-invalid={error ? true : undefined}>
			<label htmlFor={id} className={styles.label}>
				{context ? <span className="visually-hidden">{`${context} `}</span> : null}
				{label}
			</label>
			<select
				id={id}
				className={`${styles.input} ${styles.select}`}
				value={value}
				disabled={disabled}
				onChange={(event) => {
					const next = options.find((option) => option.value === event.target.value)?.value
					if (next !== undefined) (onValueChange as (value: TValue) => void)(next)
					else if (placeholder !== undefined) (onValueChange as (value: '') => void)('')
				}}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy || undefined}
			>
				{placeholder === undefined ? null : <option value="">{placeholder}</option>}
				{optionRuns(options).map((run) =>
					run.group === undefined ? (
						<Options key={run.options[0]?.value} options={run.options} />
					) : (
						<optgroup key={run.group} label={run.group}>
							<Options options={run.options} />
						</optgroup>
					),
				)}
			</select>
			{help ? (
				<p id={`${id}-help`} className={styles.help}>
					{help}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} className={styles.error}>
					{error}
				</p>
			) : null}
		</div>
	)
}
