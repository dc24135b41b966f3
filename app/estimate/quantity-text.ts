import { formatEntered } from '#app/lib/format.ts'

/** Units written as symbols, the same for any amount ('2 m³', '12 kg'); every other unit is a word ('tin', 'bulk bag'). */
const SYMBOLS = new Set([
	'm',
	'mm',
	'cm',
	'm²',
	'm³',
	'ft',
	'in',
	'ft²',
	'yd²',
	'yd³',
	'kg',
	'lb',
	'L',
	'gal',
	'US gal',
])

/** A purchase's unit for a quantity: a word takes its plural for any amount but 1 ('4 bulk bags', '1 box', '2 boxes'). */
export function unitFor(quantity: number, unit: string) {
	if (quantity === 1 || SYMBOLS.has(unit)) return unit
	return /(s|x|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`
}

/** A quantity to buy as the project and its list show it: '88 tiles', '1 tin', '2.5 m³'. */
export function quantityText(quantity: number, unit: string) {
	return `${formatEntered(quantity)} ${unitFor(quantity, unit)}`
}
