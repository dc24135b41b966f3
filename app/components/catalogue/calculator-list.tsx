import { useEffect, useRef } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { getCategory, isCategoryId } from '#app/catalogue/categories.ts'
import { categoryDescriptions } from '#app/catalogue/descriptions.ts'
import { groupCalculators } from '#app/catalogue/list-groups.ts'
import { CatalogueIcon } from '#app/components/catalogue/catalogue-icon.tsx'
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import { SearchBox } from '#app/components/search/search-box.tsx'
import { AD_CLIENT } from '#app/config/site.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { CalculatorLinkList } from './calculator-link-list.tsx'
import styles from './calculator-list.module.css'
import { useAdColumns } from './use-ad-columns.ts'

/** Long pasted terms are cut in the title and heading only; the search uses the whole term. */
const MAX_TERM_IN_TITLE = 60

function shorten(term: string) {
	return term.length > MAX_TERM_IN_TITLE ? `${term.slice(0, MAX_TERM_IN_TITLE)}…` : term
}

export function listTitle(categoryName: string | null, search: string) {
	if (search) return `Search Results for "${shorten(search)}"`
	return categoryName ? `${categoryName} Calculators` : 'All Construction Calculators'
}

export function CalculatorList() {
	const [searchParams, setSearchParams] = useSearchParams()
	// The page is pre-rendered without a query string; read it only after hydration.
	const isHydrated = useHydrated()
	const categoryParam = isHydrated ? searchParams.get('category') : null
	const category = isCategoryId(categoryParam) ? getCategory(categoryParam) : null
	const search = isHydrated ? (searchParams.get('search') ?? '').trim() : ''
	const groups = groupCalculators({ category: category?.id ?? null, search })
	const sideColumn = useRef<HTMLElement>(null)
	const hasAds = useAdColumns(sideColumn, Boolean(AD_CLIENT))
	const heading = category ? `${category.name} Calculators` : 'All Construction Calculators'
	const resultsStatus = useRef<HTMLParagraphElement>(null)
	const location = useLocation()
	const shouldFocusResults = isHydrated && (location.state as { focusResults?: boolean } | null)?.focusResults === true

	// A search from another page lands with focus on its results (the status line that names them).
	useEffect(() => {
		if (shouldFocusResults) resultsStatus.current?.focus()
	}, [shouldFocusResults, location.key])

	function updateSearch(term: string) {
		setSearchParams((params) => {
			const next = new URLSearchParams(params)
			if (term) next.set('search', term)
			else next.delete('search')
			return next
		})
	}

	return (
		<div className={hasAds ? styles.twoColumns : undefined}>
			<div>
				<title>{listTitle(category?.name ?? null, search)}</title>
				<Breadcrumbs
					trail={[
						{ name: 'All Calculators', path: '/calculators' },
						...(category ? [{ name: category.name, path: `/calculators?category=${category.id}` }] : []),
					]}
				/>
				<h1>{heading}</h1>
				<div className={styles.intro}>
					<p>
						{category
							? categoryDescriptions[category.id]
							: 'Every calculator on the site, grouped by trade. Each one works in metric or imperial and runs entirely in your browser.'}
					</p>
					<SearchBox placeholder="Search calculators..." initialTerm={search} onSearch={updateSearch} />
				</div>
				<p role="status" className={styles.status} ref={resultsStatus} tabIndex={-1}>
					{search ? `Search Results for "${shorten(search)}"` : null}
				</p>
				{groups.length === 0 ? (
					<div className={styles.empty}>
						<p>No calculators found matching your search criteria.</p>
						{category ? <Link to="/calculators">View all calculators</Link> : null}
					</div>
				) : (
					groups.map((group) => (
						<section key={group.id} aria-labelledby={`group-${group.id}`}>
							<h2 id={`group-${group.id}`} className={styles.groupHeading}>
								<CatalogueIcon id={group.id} />
								{group.name}
							</h2>
							<CalculatorLinkList entries={group.entries} />
						</section>
					))
				)}
			</div>
			{AD_CLIENT ? (
				<aside ref={sideColumn} aria-label="Advertisement" className={styles.side}>
					<ins className="adsbygoogle" data-ad-client={AD_CLIENT} />
				</aside>
			) : null}
		</div>
	)
}
