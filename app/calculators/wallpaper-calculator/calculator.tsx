import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { computeWallpaper } from './compute.ts'
import { defaultRepeat } from './fields.ts'
import { WallpaperForm } from './form.tsx'
import { WallpaperResults } from './results.tsx'
import { createWallpaperSchema, WALLPAPER_DEFAULTS } from './schema.ts'

export function WallpaperCalculator() {
	const calculator = useFinishCalculator(WALLPAPER_DEFAULTS, createWallpaperSchema)
	const { submitted } = calculator

	if (submitted) {
		return <WallpaperResults input={submitted} result={computeWallpaper(submitted)} onStartNew={calculator.startNew} />
	}

	return (
		<WallpaperForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			onChange={calculator.update}
			// Seed 001 §4: choosing a pattern sets the repeat to that pattern's default.
			onPatternChange={(pattern) =>
				calculator.replace((previous) => ({
					...previous,
					pattern,
					patternRepeat: defaultRepeat(previous.unit, pattern),
				}))
			}
			// Seed 001 §4: a unit or metric unit change resets the walls to one, removes the openings and
			// empties the roll size; the repeat follows the pattern in the new unit (cm or in).
			onUnitChange={(selection) =>
				calculator.replace((previous) => ({
					...WALLPAPER_DEFAULTS,
					...selection,
					pattern: previous.pattern,
					patternRepeat: defaultRepeat(selection.unit, previous.pattern),
					includeWastage: previous.includeWastage,
				}))
			}
			onSubmit={calculator.submit}
		/>
	)
}
