import { ChevronRight } from '#app/components/icons.tsx'
import { Link } from 'react-router'
import { breadcrumbJsonLd, type Crumb } from './breadcrumb-data.ts'
import { JsonLd } from './json-ld.tsx'
import styles from './breadcrumbs.module.css'

/** Trail from Home to the current page (last crumb), with BreadcrumbList structured data. */
export function Breadcrumbs({ trail }: { trail: ReadonlyArray<Crumb> }) {
	const fullTrail = [{ name: 'Home', path: '/' }, ...trail]
	return (
		<nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
			<ol className={styles.list}>
				{fullTrail.map((crumb, index) => {
					const isCurrent = index === fullTrail.length - 1
					return (
						<li key={crumb.path} className={styles.item}>
							{isCurrent ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
							{isCurrent ? null : <ChevronRight size={16} />}
						</li>
					)
				})}
			</ol>
			<JsonLd data={import.meta.env.SSR ? breadcrumbJsonLd(fullTrail) : null} />
		</nav>
	)
}
