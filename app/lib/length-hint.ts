import { formatEntered } from './format.ts'
import { cmToM, ftToM, inToMm, mmToM, mToCm, mToMm } from './units.ts'

/**
 * The converted value under a length field (docs/calculators/site-rules.md §5,
 * docs/decisions/014-primer-tins-and-length-hints.md): millimetres, centimetres and feet show metres; metres and
 * inches show the calculator's small unit (mm for decks and tiles, cm for walls and rolls).
 */
export function lengthHint(value: number, unit: 'mm' | 'cm' | 'm' | 'ft' | 'in', small: 'mm' | 'cm') {
	const inSmall = (metres: number) =>
		small === 'mm' ? `= ${formatEntered(mToMm(metres))} mm` : `= ${formatEntered(mToCm(metres))} cm`
	switch (unit) {
		case 'mm':
			return `= ${formatEntered(mmToM(value))} m`
		case 'cm':
			return `= ${formatEntered(cmToM(value))} m`
		case 'ft':
			return `= ${formatEntered(ftToM(value))} m`
		case 'm':
			return inSmall(value)
		case 'in':
			return small === 'mm' ? `= ${formatEntered(inToMm(value))} mm` : inSmall(mmToM(inToMm(value)))
	}
}
