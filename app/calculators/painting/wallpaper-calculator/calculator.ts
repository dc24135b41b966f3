import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { WallpaperForm } from './form.tsx'
import { createWallpaperSchema, hasEmptySkirting, resetWallpaperForUnit, WALLPAPER_DEFAULTS } from './schema.ts'

const EMPTY_MESSAGE = 'Fill in the roll size and the size of every wall and opening to calculate.'

export const wallpaperCalculator = defineCalculator({
	id: 'wallpaper-calculator',
	defaults: WALLPAPER_DEFAULTS,
	schema: createWallpaperSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeWallpaper'),
	reset: {
		// 'Start New Calculation' returns to the form with the inputs kept.
		startNew: (values) => values,
		unitChange: resetWallpaperForUnit,
	},
	messages: {
		empty: EMPTY_MESSAGE,
		// An empty skirting height waits to be filled in even while its wall's sizes need correcting.
		pending: (values) => (hasEmptySkirting(values) ? EMPTY_MESSAGE : undefined),
	},
	Form: WallpaperForm,
	Results: lazyResults(() => import('./results.tsx'), 'WallpaperResults'),
})
