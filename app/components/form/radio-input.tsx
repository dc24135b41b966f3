/** One radio of a group, checked while its value is the group's. */
export function RadioInput<TValue extends string>({
	name,
	value,
	groupValue,
	onValueChange,
}: {
	name: string
	value: TValue
	groupValue: TValue | null
	onValueChange: (value: TValue) => void
}) {
	return (
		<input
			type="radio"
			name={name}
			value={value}
			checked={value === groupValue}
			onChange={() => onValueChange(value)}
		/>
	)
}
