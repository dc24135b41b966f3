import { Link } from 'react-router'
import { NAV_LINKS } from './nav-links.ts'
import styles from './site-nav.module.css'
import { useActiveNavKey } from './use-active-nav.ts'

export function SiteNav() {
	const activeKey = useActiveNavKey()
	return (
		<nav aria-label="Calculator categories" className={styles.nav}>
			<ul className={styles.list}>
				{NAV_LINKS.map((link) => (
					<li key={link.key}>
						<Link to={link.to} className={styles.link} aria-current={link.key === activeKey ? 'page' : undefined}>
							{link.label}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
