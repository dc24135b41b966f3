import { UK_MCB_RATINGS } from '#app/families/electrical/bs7671-tables.ts'
import { cableTypeWords } from '#app/families/electrical/conductor-text.ts'
import { US_BREAKER_RATINGS } from '#app/families/electrical/nec-tables.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { SizeCheck, WireSizeFigures } from './compute.ts'
import type { WireSizeInput } from './schema.ts'

// Texts the results show and the working arrives at, written once.

export const amps = (value: number) => `${formatNumber(value)} A`
export const volts = (value: number) => `${formatNumber(value)} V`
export const percent = (value: number) => `${formatNumber(value)} %`

/** §1 headline when no size passes both checks: 'No single conductor up to 500 kcmil meets both limits'. */
export function noSizeHeadline(largest: string) {
	return `No single conductor up to ${largest} meets both limits`
}

/** §1 headline when no protective device in Table D is large enough: 'Beyond this calculator (over 600 A)'. */
export function beyondHeadline(largestAmps: number) {
	return `Beyond this calculator (over ${largestAmps} A)`
}

/**
 * The headline: '6 AWG copper', '250 kcmil aluminum', '10 mm² twin and earth (copper)'; or, with no size, the
 * message beyond the devices or of no size meeting both limits.
 */
export function wireSizeHeadline(input: WireSizeInput, result: WireSizeFigures) {
	const isUs = result.standard === 'imperial'
	const size = result.sizes[result.recommended]
	// The US spelling is the value: 'copper', 'aluminum'.
	if (size) return `${size.name} ${isUs ? input.material : `${cableTypeWords(input.cableType)} (copper)`}`
	if (result.deviceRating === null) return beyondHeadline((isUs ? US_BREAKER_RATINGS : UK_MCB_RATINGS).at(-1) ?? 0)
	const largest = result.sizes.at(-1)?.name
	return noSizeHeadline(
		isUs ? `${largest}` : `${largest} ${input.cableType === 'twin-and-earth' ? 'T&E' : 'single-core'}`,
	)
}

/** A neighbour of the recommended size: '15 A · 2.51 V (2.09 %) · FAIL'. */
export function neighbourText(size: SizeCheck) {
	return `${formatEntered(size.rating)} A · ${volts(size.dropV)} (${percent(size.dropPercent)}) · ${size.passesRating && size.passesDrop ? 'PASS' : 'FAIL'}`
}
