import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computeWallpaper } from './compute.ts'
import { WallpaperForm } from './form.tsx'
import { WallpaperResults } from './results.tsx'
import { createWallpaperSchema, hasEmptySkirting, resetWallpaperForUnit, WALLPAPER_DEFAULTS } from './schema.ts'

const EMPTY_MESSAGE = 'Fill in the roll size and the size of every wall and opening to calculate.'

export const wallpaperCalculator = defineCalculator({
	id: 'wallpaper-calculator',
	defaults: WALLPAPER_DEFAULTS,
	schema: createWallpaperSchema,
	compute: computeWallpaper,
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
	Results: WallpaperResults,
})
