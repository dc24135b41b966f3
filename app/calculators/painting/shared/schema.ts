import * as v from 'valibot'
import { decimal, pathTo } from '#app/lib/number-input.ts'
import { misfitMessage, misfittingOpenings } from '#app/lib/openings.ts'
import type { FinishLengthUnit } from './entries.ts'

/**
 * Bounds of the lengths typed into the paint, primer and wallpaper calculators. The seeds ask for
 * lengths "above 0" (primer, wallpaper); the smallest accepted is about 1 cm in every unit. Upper
 * bounds the seeds leave open: 1 km of wall is a typo, not a room.
 */
export const FINISH_LENGTH_LIMITS: Record<FinishLengthUnit, { smallest: number; max: number; step: number }> = {
	m: { smallest: 0.01, max: 1000, step: 0.01 },
	cm: { smallest: 1, max: 100_000, step: 1 },
	mm: { smallest: 10, max: 1_000_000, step: 1 },
	ft: { smallest: 0.1, max: 3280, step: 0.1 },
}

/** A length field: above 0 unless `allowZero` (paint sizes and openings may be 0). */
export function finishLength(unit: FinishLengthUnit, { allowZero = false }: { allowZero?: boolean } = {}) {
	const limits = FINISH_LENGTH_LIMITS[unit]
	return decimal({ min: allowZero ? 0 : limits.smallest, max: limits.max, unit })
}

/** A whole number of coats from 1 to `max`. */
export function coatsField(max: number) {
	return decimal({ min: 1, max, isWhole: true })
}

export const unitSystemSchema = v.picklist(['metric', 'imperial'])

/** One entry of a list: its id and name pass through for the summary, plus its own fields. */
export function entrySchema<TShape extends v.ObjectEntries>(shape: TShape) {
	return v.object({ id: v.string(), name: v.string(), ...shape })
}

/** Windows and doors: a length and a height (primer: width), 0 allowed. */
export function openingsSchema<TSize extends 'height' | 'width'>(unit: FinishLengthUnit, sizeKey: TSize) {
	const size = finishLength(unit, { allowZero: true })
	return v.array(entrySchema({ length: size, [sizeKey]: size } as { length: typeof size } & Record<TSize, typeof size>))
}

/**
 * The walls or surfaces: at least one (§2 of docs/calculators/paint-calculator.md, primer-calculator.md and
 * wallpaper-calculator.md). Built from pipe and transform, which the number fields use anyway, so no other valibot
 * code reaches the shared bundle.
 */
export function surfacesSchema<TEntry extends v.GenericSchema>(entry: TEntry, message: string) {
	return v.pipe(
		v.array(entry),
		v.rawTransform<Array<v.InferOutput<TEntry>>, Array<v.InferOutput<TEntry>>>(({ dataset, addIssue, NEVER }) => {
			if (dataset.value.length > 0) return dataset.value
			addIssue({ message })
			return NEVER
		}),
	)
}

type WithOpenings = { openings: ReadonlyArray<{ length: number }> }

/**
 * Refuses openings that cannot be cut from the walls (lib/openings.ts), with the message on the
 * opening's Length field. `areas` reads the wall and opening areas from the parsed input.
 */
export function openingsFit<TInput extends WithOpenings>(
	areas: (input: TInput) => { walls: ReadonlyArray<number>; openings: ReadonlyArray<number> },
	noun: string,
) {
	return v.rawCheck<TInput>(({ dataset, addIssue }) => {
		if (!dataset.typed) return
		const input = dataset.value
		const { walls, openings } = areas(input)
		for (const [index, misfit] of misfittingOpenings(walls, openings)) {
			const opening = input.openings[index]
			if (!opening) continue
			addIssue({
				message: misfitMessage(misfit, noun),
				path: pathTo(input, 'openings', index, 'length'),
			})
		}
	})
}
