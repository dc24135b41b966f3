import type { ReactNode } from 'react'
import styles from './fields.module.css'

/** A checkbox with its label; pass role="switch" for a toggle. */
export function CheckboxField({
	label,
	checked,
	onCheckedChange,
	role,
	children,
}: {
	label: string
	checked: boolean
	onCheckedChange: (checked: boolean) => void
	role?: 'switch'
	children?: ReactNode
}) {
	return (
		<div className={styles.checkbox}>
			<label>
				<input
					type="checkbox"
					role={role}
					checked={checked}
					onChange={(event) => onCheckedChange(event.target.checked)}
				/>
				<span>{label}</span>
			</label>
			{children}
		</div>
	)
}
