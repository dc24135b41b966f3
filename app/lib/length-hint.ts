import { formatFeetInches } from './feet-inches.ts'
import { formatEntered } from './format.ts'
import { cmToM, ftToM, IN_PER_FT, inToMm, mmToM, mToCm, mToMm } from './units.ts'

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

/** Text in feet and inches: a mark, a fraction or a unit word, not only digits and operators ('12.5 + 3.25'). */
const FEET_INCHES_TEXT = /[^\d\s.,+*×xX−-]/

/**
 * A sum's total as the field's value is shown (docs/calculators/site-rules.md §5): '15' 8 1/2"' for a sum typed in
 * feet and inches whose total is a whole number of sixteenths (as a tape reads), else the number and the field's
 * unit ('3.4 m', '7.2 ft'), never a rounded fraction presented as the total.
 */
export function sumTotal(value: number, unit: string, text: string) {
	const sixteenths = value * (unit === 'ft' ? IN_PER_FT : 1) * 16
	const isTapeLength = Number.isInteger(Number(sixteenths.toPrecision(12)))
	return (unit === 'ft' || unit === 'in') && isTapeLength && FEET_INCHES_TEXT.test(text)
		? formatFeetInches(value, unit)
		: `${formatEntered(value)} ${unit}`
}
