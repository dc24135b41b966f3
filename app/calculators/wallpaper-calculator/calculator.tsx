import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { WallpaperForm } from './form.tsx'
import { WallpaperResultsView } from './results.tsx'
import { createWallpaperSchema, WALLPAPER_DEFAULTS, resetWallpaperForUnit } from './schema.ts'

export function WallpaperCalculator() {
	const { form, results, startNew } = useFinishCalculator(
		WALLPAPER_DEFAULTS,
		createWallpaperSchema,
		resetWallpaperForUnit,
		WallpaperResultsView,
	)
	if (results) return <results.Results input={results.input} onStartNew={startNew} />
	return <WallpaperForm {...form} />
}
