import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { WallpaperForm } from './form.tsx'
import { createWallpaperSchema, WALLPAPER_DEFAULTS, resetWallpaperForUnit } from './schema.ts'

// The results and their maths load on demand (see useFinishCalculator).
const loadWallpaperResults = () => import('./results.tsx').then((module) => module.WallpaperResultsView)

export function WallpaperCalculator() {
	const { form, results, startNew } = useFinishCalculator(
		WALLPAPER_DEFAULTS,
		createWallpaperSchema,
		resetWallpaperForUnit,
		loadWallpaperResults,
	)
	if (results) return <results.Results input={results.input} onStartNew={startNew} />
	return <WallpaperForm {...form} />
}
