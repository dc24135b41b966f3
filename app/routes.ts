import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { calculators } from './catalogue/calculators.ts'

// '/ABOUT' is not '/about': the server redirects it, and a 404 page served there must stay the 404 page.
const CASE_SENSITIVE = { caseSensitive: true }

/** One route per built calculator, from the catalogue: app/calculators/<category>/<id>/route.tsx. */
const calculatorRoutes = calculators
	.filter((calculator) => calculator.isBuilt)
	.map((calculator) =>
		route(
			`calculators/${calculator.id}`,
			`calculators/${calculator.category}/${calculator.id}/route.tsx`,
			CASE_SENSITIVE,
		),
	)

export default [
	index('routes/home.tsx'),
	layout('routes/site-layout.tsx', [
		route('calculators', 'routes/calculators.tsx', CASE_SENSITIVE),
		...calculatorRoutes,
		route('privacy-policy', 'routes/privacy-policy.tsx', CASE_SENSITIVE),
		route('about', 'routes/about.tsx', CASE_SENSITIVE),
		route('contact', 'routes/contact.tsx', CASE_SENSITIVE),
		route('project', 'routes/project.tsx', CASE_SENSITIVE),
		route('*', 'routes/fallback.tsx'),
	]),
] satisfies RouteConfig
