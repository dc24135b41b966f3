import { COMPANY_LINKS, POPULAR_FOOTER_LINKS, SITE_NAME } from '#app/config/site.ts'
import { LinkList } from './link-list.tsx'
import styles from './site-footer.module.css'

export function SiteFooter() {
	return (
		<footer className={styles.footer}>
			<div className={styles.inner}>
				<div>
					<p className={styles.name}>{SITE_NAME}</p>
					<p className={styles.blurb}>
						Free construction and home-improvement calculators for contractors, DIY builders and homeowners, in metric
						and imperial. Everything is worked out in your browser; nothing you type is sent anywhere.
					</p>
				</div>
				<nav aria-labelledby="footer-popular">
					<h2 id="footer-popular" className={styles.heading}>
						Popular Calculators
					</h2>
					<LinkList links={POPULAR_FOOTER_LINKS} />
				</nav>
				<nav aria-labelledby="footer-company">
					<h2 id="footer-company" className={styles.heading}>
						Company
					</h2>
					<LinkList links={COMPANY_LINKS} />
				</nav>
			</div>
			<p className={styles.copyright}>
				© <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE_NAME}. All rights reserved.
			</p>
		</footer>
	)
}
