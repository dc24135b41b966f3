import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { ProjectLink } from './project-link.tsx'
import styles from './site-header.module.css'
import { SiteNav } from './site-nav.tsx'

export function SiteHeader() {
	return (
		<header className={styles.header}>
			<div className={styles.inner}>
				<Logo />
				<SiteNav />
				<ProjectLink />
				<MobileMenu />
			</div>
		</header>
	)
}
