import type { ReactNode } from 'react'
import styles from './results.module.css'

/** A warning or remark beside the figures, set apart from the tables. */
export function ResultNote({ children }: { children: ReactNode }) {
	return <p className={styles.note}>{children}</p>
}
