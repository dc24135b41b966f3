import { Link } from 'react-router'
import { SITE_NAME } from '#app/config/site.ts'
import styles from './logo.module.css'

export function Logo() {
	return (
		<Link to="/" className={styles.logo}>
			<svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className={styles.mark}>
				<rect width="32" height="32" rx="7" fill="#c2410c" />
				<path d="M8 22 16 8l8 14H8Z" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
				<path d="M12 22v-4h8v4" fill="none" stroke="#fff" strokeWidth="2.5" />
			</svg>
			<span>{SITE_NAME}</span>
		</Link>
	)
}
