import * as v from 'valibot'
import { convertPitch, PITCH_BOUNDS, type PitchMode } from '#app/calculators/construction/shared/roof-pitch.ts'
import { decimal, hiddenField, pathTo } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	PITCH_OUT_OF_RANGE_MESSAGE,
	type RoofBound,
	ROOF_PITCH_SYSTEMS,
	SEAT_THROUGH_RAFTER_MESSAGE,
} from './options.ts'
import { isSeatThroughRafter, isSlopeWithinBounds, type PitchEntry, slopeOfEntry } from './rafter-geometry.ts'

export type RoofType = 'gable' | 'leanTo'

export type RoofPitchValues = {
	unit: UnitSystem
	pitchMode: PitchEntry
	/** The mode the Pitch field's text is in: the one shown, or under Rise and run the one it was last shown in. */
	pitchFieldMode: PitchMode
	pitch: string
	/** Rise and run only: mm (metric) or in (imperial). */
	rise: string
	run: string
	roofType: RoofType
	/** Outside of wall plate to outside of wall plate: m or ft. */
	span: string
	/** Gable only: mm or in. */
	ridge: string
	/** Horizontal, beyond the wall: m or in. */
	overhang: string
	/** Along the ridge: m or ft. */
	buildingLength: string
	/** Centres: mm or in, one of the system's spacings. */
	spacing: string
	/** Actual depth: mm or in. */
	rafterDepth: string
	/** Level bearing on the plate: mm or in. */
	seat: string
}

/**
 * Each system's defaults (docs/calculators/roof-pitch-calculator.md §2): Metric 35°, a 38 mm ridge, 150 mm rafters at
 * 400 mm and a 100 mm seat; Imperial 6 in 12, a 1.5 in ridge, 2×8 (7.25 in) rafters at 16 in and a 3.5 in seat.
 */
export const ROOF_PITCH_SYSTEM_DEFAULTS: Record<UnitSystem, RoofPitchValues> = {
	metric: {
		unit: 'metric',
		pitchMode: 'degrees',
		pitchFieldMode: 'degrees',
		pitch: '35',
		rise: '',
		run: '',
		roofType: 'gable',
		span: '',
		ridge: '38',
		overhang: '0.3',
		buildingLength: '',
		spacing: '400',
		rafterDepth: '150',
		seat: '100',
	},
	imperial: {
		unit: 'imperial',
		pitchMode: 'rise',
		pitchFieldMode: 'rise',
		pitch: '6',
		rise: '',
		run: '',
		roofType: 'gable',
		span: '',
		ridge: '1.5',
		overhang: '12',
		buildingLength: '',
		spacing: '16',
		rafterDepth: '7.25',
		seat: '3.5',
	},
}

export const ROOF_PITCH_DEFAULTS = ROOF_PITCH_SYSTEM_DEFAULTS.metric

/** The mode the Pitch field's text is in. */
export function pitchFieldModeOf(values: Pick<RoofPitchValues, 'pitchMode' | 'pitchFieldMode'>): PitchMode {
	return values.pitchMode === 'riseRun' ? values.pitchFieldMode : values.pitchMode
}

/**
 * A new way of entering the pitch (docs/calculators/roof-pitch-calculator.md §2): Rise and run hides the Pitch field
 * with its text kept; Degrees or Rise per 12 converts the text from the mode it is in, as the Roofing Calculator does
 * (35° → 8.4), so Degrees 35 → Rise and run → Rise per 12 also shows 8.4. Rise and run keep their text.
 */
export function withPitchEntry(values: RoofPitchValues, pitchMode: PitchEntry): Partial<RoofPitchValues> {
	const from = pitchFieldModeOf(values)
	if (pitchMode === 'riseRun') return { pitchMode, pitchFieldMode: from }
	return { pitchMode, pitchFieldMode: pitchMode, pitch: convertPitch(values.pitch, from, pitchMode) }
}

/** A unit change: every field but the roof type takes the new system's defaults, pitch mode and pitch too. */
export function valuesForUnit(values: RoofPitchValues, unit: UnitSystem): RoofPitchValues {
	return { ...ROOF_PITCH_SYSTEM_DEFAULTS[unit], roofType: values.roofType }
}

/**
 * The inputs and their bounds for the chosen system (docs/calculators/roof-pitch-calculator.md §2); a field the form
 * does not show (Pitch under Rise and run, Rise and Run otherwise, the ridge of a lean-to) is not checked. Two checks
 * across fields: a rise over a run outside 1 in 12 to 24 in 12 (under Run), and a seat whose notch reaches the rafter's
 * depth (under the seat).
 */
export function createRoofPitchSchema(
	values: Pick<RoofPitchValues, 'unit' | 'pitchMode' | 'pitchFieldMode' | 'roofType'>,
) {
	const system = ROOF_PITCH_SYSTEMS[values.unit]
	const field = (name: RoofBound, unit: string) => {
		const [min, max] = system.bounds[name]
		return decimal({ min, max, unit })
	}
	const isRiseRun = values.pitchMode === 'riseRun'
	const riseOrRun = (name: 'rise' | 'run') => (isRiseRun ? field(name, system.fineUnit) : hiddenField(null))
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			pitchMode: v.picklist(['degrees', 'rise', 'riseRun']),
			pitchFieldMode: v.picklist(['degrees', 'rise']),
			pitch: isRiseRun ? hiddenField(null) : decimal(PITCH_BOUNDS[pitchFieldModeOf(values)]),
			rise: riseOrRun('rise'),
			run: riseOrRun('run'),
			roofType: v.picklist(['gable', 'leanTo']),
			span: field('span', system.lengthUnit),
			ridge: values.roofType === 'gable' ? field('ridge', system.fineUnit) : hiddenField(0),
			overhang: field('overhang', system.overhangUnit),
			buildingLength: field('buildingLength', system.lengthUnit),
			spacing: v.picklist(system.spacings),
			rafterDepth: field('rafterDepth', system.fineUnit),
			seat: field('seat', system.fineUnit),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			// Runs with other fields still wrong: each check needs only its own fields' numbers.
			const input = dataset.value as Record<string, unknown>
			const numberAt = (key: keyof RoofPitchValues) => {
				const value = input[key]
				return typeof value === 'number' ? value : null
			}
			const rafterDepth = numberAt('rafterDepth')
			const seat = numberAt('seat')
			let slope = slopeOfEntry({
				pitchMode: values.pitchMode,
				pitch: numberAt('pitch'),
				rise: numberAt('rise'),
				run: numberAt('run'),
			})
			if (isRiseRun && slope !== null && !isSlopeWithinBounds(slope)) {
				addIssue({ message: PITCH_OUT_OF_RANGE_MESSAGE, path: pathTo(input, 'run') })
				slope = null
			}
			if (slope !== null && rafterDepth !== null && seat !== null && isSeatThroughRafter(seat, slope, rafterDepth)) {
				addIssue({ message: SEAT_THROUGH_RAFTER_MESSAGE, path: pathTo(input, 'seat') })
			}
		}),
	)
}

/** Lengths as typed: m or ft (span, building length), mm or in (rise, run, ridge, depth, seat), m or in (overhang). */
export type RoofPitchInput = v.InferOutput<ReturnType<typeof createRoofPitchSchema>>
