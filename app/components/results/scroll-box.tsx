import type { ReactNode } from 'react'
import resultStyles from './results.module.css'
import styles from './wide-table.module.css'

/**
 * A table that can be wider than a narrow phone, in a box that scrolls sideways; the box takes focus (a region named
 * `label`), so arrow keys can scroll it.
 */
export function ScrollBox({
	label,
	isBlock = false,
	children,
}: {
	label: string
	isBlock?: boolean
	children: ReactNode
}) {
	const className = isBlock ? `${resultStyles.block} ${styles.scroll}` : styles.scroll
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
		<div className={className} role="region" aria-label={label} tabIndex={0}>
			{children}
		</div>
	)
}
