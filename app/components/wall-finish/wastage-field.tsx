import { CheckboxField } from '#app/components/form/checkbox-field.tsx'

/** 'Include 10% extra for wastage' (paint, primer) or 15% (wallpaper), on by default (seed 001 §4). */
export function WastageField({
	percentage,
	checked,
	onChange,
}: {
	percentage: number
	checked: boolean
	onChange: (includeWastage: boolean) => void
}) {
	return (
		<CheckboxField label={`Include ${percentage}% extra for wastage`} checked={checked} onCheckedChange={onChange} />
	)
}
