import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// '/ABOUT' is not '/about': the server redirects it, and a 404 page served there must stay the 404 page.
const CASE_SENSITIVE = { caseSensitive: true }

export default [
	index('routes/home.tsx'),
	layout('routes/site-layout.tsx', [
		route('calculators', 'routes/calculators.tsx', CASE_SENSITIVE),
		route('calculators/deck-board-estimator', 'routes/calculators/deck-board-estimator.tsx', CASE_SENSITIVE),
		route('calculators/tile-calculator', 'routes/calculators/tile-calculator.tsx', CASE_SENSITIVE),
		route('calculators/grass-seed-calculator', 'routes/calculators/grass-seed-calculator.tsx', CASE_SENSITIVE),
		route('calculators/topsoil-calculator', 'routes/calculators/topsoil-calculator.tsx', CASE_SENSITIVE),
		route('calculators/mulch-calculator', 'routes/calculators/mulch-calculator.tsx', CASE_SENSITIVE),
		route('calculators/gravel-calculator', 'routes/calculators/gravel-calculator.tsx', CASE_SENSITIVE),
		route('calculators/paint-calculator', 'routes/calculators/paint-calculator.tsx', CASE_SENSITIVE),
		route('calculators/primer-calculator', 'routes/calculators/primer-calculator.tsx', CASE_SENSITIVE),
		route('calculators/wallpaper-calculator', 'routes/calculators/wallpaper-calculator.tsx', CASE_SENSITIVE),
		route('calculators/drywall-estimator', 'routes/calculators/drywall-estimator.tsx', CASE_SENSITIVE),
		route('calculators/concrete-volume', 'routes/calculators/concrete-volume.tsx', CASE_SENSITIVE),
		route('calculators/rebar-calculator', 'routes/calculators/rebar-calculator.tsx', CASE_SENSITIVE),
		route('privacy-policy', 'routes/privacy-policy.tsx', CASE_SENSITIVE),
		route('about', 'routes/about.tsx', CASE_SENSITIVE),
		route('contact', 'routes/contact.tsx', CASE_SENSITIVE),
		route('*', 'routes/fallback.tsx'),
	]),
] satisfies RouteConfig
