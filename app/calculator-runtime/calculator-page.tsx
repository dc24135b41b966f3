import type { ReactNode } from 'react'
import { type CalculatorEntry, calculatorPath } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import { JsonLd } from '#app/components/layout/json-ld.tsx'
import styles from './calculator.module.css'
import { webApplicationJsonLd } from './web-application-data.ts'

/** Heading, breadcrumb trail and description around a calculator. */
export function CalculatorPage({
	entry,
	description,
	children,
}: {
	entry: CalculatorEntry
	description: string
	children: ReactNode
}) {
	const category = getCategory(entry.category)
	return (
		<div className={styles.page}>
			<Breadcrumbs
				trail={[
					{ name: category.name, path: `/calculators?category=${category.id}` },
					{ name: entry.name, path: calculatorPath(entry.id) },
				]}
			/>
			<h1>{entry.name}</h1>
			<p className={`${styles.description} no-print`}>{description}</p>
			<JsonLd data={import.meta.env.SSR ? webApplicationJsonLd(entry, category.name, description) : null} />
			{/* Only the pre-rendered page needs the words: a browser that runs this code never shows them. */}
			<noscript>
				{import.meta.env.SSR ? (
					<p className={styles.noScript}>
						This calculator needs JavaScript to calculate. Turn JavaScript on in your browser&apos;s settings and reload
						the page; nothing you type is sent anywhere.
					</p>
				) : null}
			</noscript>
			{children}
		</div>
	)
}
