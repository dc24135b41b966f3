import { SIXTY_DEGREE_CIRCUITS_MAX_A } from '#app/calculators/electrical/shared/nec-tables.ts'
import type { ResultLine } from '#app/components/results/result-lines.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { VoltageDropFigures } from './types.ts'

type Reference = Pick<VoltageDropFigures, 'reference' | 'conductor' | 'current'>

const phaseWords = ({ reference, conductor }: Reference) =>
	conductor.standard === 'metric' && conductor.cableType === 'single-core'
		? `${reference.phase === 'three' ? 'three' : 'single'}-phase`
		: undefined

/**
 * The reference rating's line (docs/calculators/voltage-drop-calculator.md §3 step 6): '20 A (60 °C column, load 100 A
 * or less)', '15 A (75 °C column, load over 100 A, limited by NEC 240.4(D))', '27 A (Method C, clipped direct)',
 * '59 A (Method C, clipped direct, three-phase)'. US: the load against 100 A is its working.
 */
export function referenceLine(figures: Reference): ResultLine {
	const { reference, current } = figures
	const amps = `${formatEntered(reference.amps)} A`
	if (reference.column === null) {
		const phase = phaseWords(figures)
		return { label: 'Reference rating', value: `${amps} (Method C, clipped direct${phase ? `, ${phase}` : ''})` }
	}
	const isSixty = reference.column === '60'
	const load = `load ${isSixty ? `${SIXTY_DEGREE_CIRCUITS_MAX_A} A or less` : `over ${SIXTY_DEGREE_CIRCUITS_MAX_A} A`}`
	return {
		label: 'Reference rating',
		value: `${amps} (${reference.column} °C column, ${load}${reference.isLimitedBy2404D ? ', limited by NEC 240.4(D)' : ''})`,
		steps: `${formatEntered(current)} A ${isSixty ? '≤' : '>'} ${SIXTY_DEGREE_CIRCUITS_MAX_A} A →`,
	}
}

/**
 * The warning when the current is above the reference rating, naming what the rating assumed: the Table 310.16 column
 * and the NEC 110.14(C)(1) rule that picked it (US), or BS 7671's reference installation method (UK).
 */
export function overReferenceWarning(figures: Reference) {
	const { reference } = figures
	const amps = `${formatEntered(reference.amps)} A`
	const phase = phaseWords(figures)
	const basis =
		reference.column === null
			? `${amps}${phase ? ` ${phase}` : ''}, installation reference method C, clipped direct, of BS 7671 Appendix 4`
			: reference.column === '60'
				? `${amps}, 60 °C column: NEC 110.14(C)(1)(a) for a load of ${SIXTY_DEGREE_CIRCUITS_MAX_A} A or less`
				: `${amps}, 75 °C column: NEC 110.14(C)(1)(b) for a load over ${SIXTY_DEGREE_CIRCUITS_MAX_A} A`
	return `This current exceeds the conductor's reference rating (${basis}). The wire may overheat: check it with the Wire Size Calculator.`
}
