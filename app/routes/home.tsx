import { Link } from 'react-router'
import { calculators, countByCategory } from '#app/catalogue/calculators.ts'
import { categories } from '#app/catalogue/categories.ts'
import { CatalogueIcon } from '#app/components/catalogue/catalogue-icon.tsx'
import { Logo } from '#app/components/layout/logo.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SearchBox } from '#app/components/search/search-box.tsx'
import { pageMeta } from '#app/config/page-meta.ts'
import styles from './home.module.css'

export const meta = () =>
	pageMeta({
		title: 'Free Construction Calculators for Contractors & DIY',
		description: `${calculators.length} free construction, flooring, painting and landscaping calculators in metric and imperial: deck boards, tiles, paint, concrete and more.`,
		path: '/',
	})

export default function Home() {
	return (
		<>
			<header className={styles.header}>
				<Logo />
			</header>
			<main id="main-content" className="page">
				<section className={styles.hero}>
					<h1 className={styles.headline}>Your life in {calculators.length} free calculators</h1>
					<p className={styles.lead}>
						Boards, tiles, bags, tins and rolls: know exactly what to buy before you get to the counter. Metric or
						imperial, worked out on your phone, nothing sent anywhere.
					</p>
					<SearchBox placeholder="Search calculator..." />
				</section>
				<h2 className="visually-hidden">Categories</h2>
				<ul className={styles.grid}>
					{categories.map((category) => {
						const count = countByCategory(category.id)
						return (
							<li key={category.id}>
								<Link to={`/calculators?category=${category.id}`} className={styles.card}>
									<span className={styles.icon}>
										<CatalogueIcon id={category.id} size={28} />
									</span>
									<span className={styles.name}>{category.name}</span>
									<span className={styles.count}>
										{count} {count === 1 ? 'calculator' : 'calculators'}
									</span>
								</Link>
							</li>
						)
					})}
				</ul>
			</main>
			<SiteFooter />
		</>
	)
}
