import { formatEntered } from '#app/lib/format.ts'
import { parseDecimal } from '#app/lib/number-input.ts'
import { cmToM, ftToM, inToMm, mmToM, mToCm } from '#app/lib/units.ts'
import type { FinishLengthUnit } from '#app/families/wall-finish/entries.ts'

const ANY_NUMBER = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE }

/**
 * The converted value under a length field: metres show centimetres; centimetres, millimetres
 * and feet show metres; inches show centimetres.
 */
export function lengthHint(value: number, unit: FinishLengthUnit | 'in') {
	switch (unit) {
		case 'm':
			return `= ${formatEntered(mToCm(value))} cm`
		case 'cm':
			return `= ${formatEntered(cmToM(value))} m`
		case 'mm':
			return `= ${formatEntered(mmToM(value))} m`
		case 'ft':
			return `= ${formatEntered(ftToM(value))} m`
		case 'in':
			return `= ${formatEntered(mToCm(mmToM(inToMm(value))))} cm`
	}
}

/** A hint for what was typed, or none when it is not a number (seed 001 §5 clears the hint then). */
export function readHint(text: string, hint: (value: number) => string) {
	const parsed = parseDecimal(text, ANY_NUMBER)
	return parsed.ok ? hint(parsed.value) : undefined
}
