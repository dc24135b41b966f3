import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),
	layout('routes/site-layout.tsx', [
		route('calculators', 'routes/calculators.tsx'),
		route('calculators/deck-board-estimator', 'routes/calculators/deck-board-estimator.tsx'),
		route('calculators/tile-calculator', 'routes/calculators/tile-calculator.tsx'),
		route('calculators/grass-seed-calculator', 'routes/calculators/grass-seed-calculator.tsx'),
		route('calculators/topsoil-calculator', 'routes/calculators/topsoil-calculator.tsx'),
		route('calculators/mulch-calculator', 'routes/calculators/mulch-calculator.tsx'),
		route('calculators/gravel-calculator', 'routes/calculators/gravel-calculator.tsx'),
		route('calculators/paint-calculator', 'routes/calculators/paint-calculator.tsx'),
		route('calculators/primer-calculator', 'routes/calculators/primer-calculator.tsx'),
		route('calculators/wallpaper-calculator', 'routes/calculators/wallpaper-calculator.tsx'),
		route('calculators/drywall-estimator', 'routes/calculators/drywall-estimator.tsx'),
		route('calculators/concrete-volume', 'routes/calculators/concrete-volume.tsx'),
		route('calculators/rebar-calculator', 'routes/calculators/rebar-calculator.tsx'),
		route('privacy-policy', 'routes/privacy-policy.tsx'),
		route('about', 'routes/about.tsx'),
		route('contact', 'routes/contact.tsx'),
		route('*', 'routes/fallback.tsx'),
	]),
] satisfies RouteConfig
