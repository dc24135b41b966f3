import { type PitchMode, slopeOf } from '#app/calculators/construction/shared/roof-pitch.ts'
import { isAtLeastTol, isAtMostTol } from '#app/lib/rounding.ts'
import { SLOPE_BOUNDS } from './options.ts'

/**
 * The pitch and birdsmouth arithmetic both the form's checks and compute need (docs/calculators/roof-pitch-calculator.md
 * §3), in a module of its own: the form may not import compute (decision 077).
 */

/** How the pitch is entered: the Pitch field in degrees or as rise in 12, or a rise over a run. */
export type PitchEntry = PitchMode | 'riseRun'

/** What the pitch was entered as, and the numbers read so far (null: not a valid number, or not asked). */
export type PitchEntered = { pitchMode: PitchEntry; pitch: number | null; rise: number | null; run: number | null }

/**
 * The slope p = rise ÷ run: tan θ, rise ÷ 12, or the rise typed over the run typed (both mm or both in); null while
 * the numbers it needs are missing.
 */
export function slopeOfEntry({ pitchMode, pitch, rise, run }: PitchEntered) {
	if (pitchMode === 'riseRun') return rise !== null && run !== null ? rise / run : null
	return pitch !== null ? slopeOf(pitch, pitchMode) : null
}

/** Whether a rise over a run is within 1 in 12 to 24 in 12, Equal values included. */
export function isSlopeWithinBounds(slope: number) {
	return isAtLeastTol(slope, SLOPE_BOUNDS.min) && isAtMostTol(slope, SLOPE_BOUNDS.max)
}

/** The birdsmouth's depth square to the rafter's edge, n = s × sin θ (in the seat's unit). */
export function notchDepthOf(seat: number, slope: number) {
	return seat * Math.sin(Math.atan(slope))
}

/** Whether a seat of that length cuts through a rafter of depth D: n ≥ D, Equal included (then HAP ≤ 0). */
export function isSeatThroughRafter(seat: number, slope: number, rafterDepth: number) {
	return isAtLeastTol(notchDepthOf(seat, slope), rafterDepth)
}
