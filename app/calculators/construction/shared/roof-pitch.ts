import { parseDecimal } from '#app/lib/parse-decimal.ts'
import { degreesToRadians, radiansToDegrees } from '#app/lib/units.ts'

/**
 * A pitch is entered in degrees or as rise in 12, each checked against its own bounds (docs/calculators/roofing-calculator.md
 * §2; the Roof Pitch and Rafter Calculator uses the same, docs/calculators/roof-pitch-calculator.md §2).
 */
export const PITCH_BOUNDS = {
	rise: { min: 1, max: 24 },
	degrees: { min: 5, max: 63, unit: 'degrees' },
} as const

export type PitchMode = keyof typeof PITCH_BOUNDS

/** The Pitch field's label in each mode. */
export const PITCH_LABELS: Record<PitchMode, string> = { rise: 'Pitch (rise in 12)', degrees: 'Pitch (degrees)' }

/** A pitch is given as rise in 12 of run. */
export const RUN = 12

/** Slope p (rise over run) of a pitch as entered. */
export function slopeOf(pitch: number, mode: PitchMode) {
	return mode === 'rise' ? pitch / RUN : Math.tan(degreesToRadians(pitch))
}

/** The angle of a slope, degrees. */
export function degreesOf(slope: number) {
	return radiansToDegrees(Math.atan(slope))
}

/**
 * The pitch text in the other mode (docs/calculators/roofing-calculator.md §2): converted, rounded to 2 decimals and
 * clamped into the new mode's bounds (35° → 8.4; rise 1 → 4.76° → 5°; rise 24 → 63.43° → 63°); a blank or invalid value
 * stays as typed.
 */
export function convertPitch(text: string, from: PitchMode, to: PitchMode) {
	const parsed = parseDecimal(text, PITCH_BOUNDS[from])
	if (!parsed.ok || from === to) return text
	const slope = slopeOf(parsed.value, from)
	const converted = to === 'rise' ? slope * RUN : degreesOf(slope)
	const { min, max } = PITCH_BOUNDS[to]
	return String(Math.min(max, Math.max(min, Number(converted.toFixed(2)))))
}
