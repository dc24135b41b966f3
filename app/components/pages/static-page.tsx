import type { ReactNode } from 'react'
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import styles from './static-page.module.css'

export function StaticPage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
	return (
		<article className={styles.article}>
			<Breadcrumbs trail={[{ name: title, path }]} />
			<h1>{title}</h1>
			{children}
		</article>
	)
}
