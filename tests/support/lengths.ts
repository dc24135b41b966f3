import { type LengthUnit, parseLength } from '../../app/lib/parse-length.ts'

/** The length `text` reads as in a field of `unit`; throws with the field's message when it reads as none. */
export function lengthOf(text: string, unit: LengthUnit) {
	const parsed = parseLength(text, unit)
	if (!parsed.ok) throw new Error(`'${text}' in ${unit}: ${parsed.message}`)
	return parsed.value
}

/** The message a field of `unit` gives for `text`, or 'read as <value>' when it reads as a length. */
export function lengthMessageOf(text: string, unit: LengthUnit) {
	const parsed = parseLength(text, unit)
	return parsed.ok ? `read as ${parsed.value}` : parsed.message
}
