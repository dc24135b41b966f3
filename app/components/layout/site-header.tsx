import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import styles from './site-header.module.css'
import { SiteNav } from './site-nav.tsx'

export function SiteHeader() {
	return (
		<header className={styles.header}>
			<div className={styles.inner}>
				<Logo />
				<SiteNav />
				<MobileMenu />
			</div>
		</header>
	)
}
