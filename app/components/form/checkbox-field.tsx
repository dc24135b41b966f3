import type { ReactNode } from 'react'
import styles from './fields.module.css'

/**
 * A checkbox with its label; pass role="switch" for a toggle, and `context` (an entry name,
 * read by assistive tech only) when the same checkbox repeats per entry: 'Wall 2' + 'Exclude Skirting'.
 */
export function CheckboxField({
	id,
	label,
	context,
	checked,
	onCheckedChange,
	role,
	children,
}: {
	id?: string
	label: string
	context?: string
	checked: boolean
	onCheckedChange: (checked: boolean) => void
	role?: 'switch'
	children?: ReactNode
}) {
	return (
		<div className={styles.checkbox}>
			<label>
				<input
					id={id}
					type="checkbox"
					role={role}
					checked={checked}
					onChange={(event) => onCheckedChange(event.target.checked)}
				/>
				<span>
					{context ? <span className="visually-hidden">{`${context} `}</span> : null}
					{label}
				</span>
			</label>
			{children}
		</div>
	)
}
