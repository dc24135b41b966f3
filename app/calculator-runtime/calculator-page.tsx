import type { ReactNode } from 'react'
import { calculatorPath } from '#app/catalogue/calculator-path.ts'
import type { CalculatorEntry } from '#app/catalogue/calculators.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import { JsonLd } from '#app/components/layout/json-ld.tsx'
import styles from './calculator.module.css'
import { webApplicationJsonLd } from './web-application-data.ts'

/** Heading, breadcrumb trail and description around a calculator, and how it calculates below it. */
export function CalculatorPage({
	entry,
	description,
	method,
	children,
}: {
	entry: CalculatorEntry
	description: string
	/** 'How it's calculated', rendered at build time from docs/calculators/<id>.md: the project's text, no user input. */
	method: string
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
			<section
				className={styles.method}
				aria-labelledby="how-its-calculated"
				// The project's own method file, rendered at build time: no user text.
				dangerouslySetInnerHTML={{ __html: method }}
			/>
		</div>
	)
}
