import {
	findUkCable,
	type SingleCoreCable,
	type TwinAndEarthCable,
} from '#app/calculators/electrical/shared/bs7671-tables.ts'
import {
	findUsConductor,
	isLimitedBy2404D,
	terminationColumn,
	usableAmpacity,
} from '#app/calculators/electrical/shared/nec-tables.ts'
import type { Phase } from '#app/calculators/electrical/shared/standard.ts'
import { resolveSupply } from '#app/calculators/electrical/shared/supply-schema.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { isAtLeastTol, isAtMostTol } from '#app/lib/rounding.ts'
import { FT_PER_M, M_PER_FT, MM2_PER_CMIL } from '#app/lib/units.ts'
import type { VoltageDropInput } from './schema.ts'
import { voltageDropShown } from './shown.ts'
import type { ReferenceRating, VoltageDropConductor, VoltageDropFigures } from './types.ts'

export type VoltageDropResult = VoltageDropFigures & Estimated

function usConductor(input: VoltageDropInput) {
	const conductor = findUsConductor(input.usSize)
	const ohmsPerKft = conductor?.ohmsPerKft[input.material]
	// The schema offers only Table A sizes and refuses 14 AWG aluminum.
	if (!conductor || ohmsPerKft === null || ohmsPerKft === undefined) throw new Error(`Invalid size: ${input.usSize}`)
	return { conductor, ohmsPerKft }
}

function ukMillivolts(cable: TwinAndEarthCable | SingleCoreCable, phase: Phase) {
	return typeof cable.mVPerAm === 'number' ? cable.mVPerAm : cable.mVPerAm[phase]
}

/** UK reference: Method C (T&E column C; single-core C 1φ or C 3φ). */
function ukReference(cable: TwinAndEarthCable | SingleCoreCable, phase: Phase) {
	return 'singleSourceMethods' in cable ? cable.rating.C : cable.rating.C[phase]
}

/**
 * docs/calculators/voltage-drop-calculator.md §3. US: VD = k × I × L_ft × R / 1000 (R from Table A, Ω/kft).
 * UK: VD = mV/A/m × I × L_m / 1000 (the tabulated mV/A/m already includes both conductors, or √3).
 * VD% = VD / V × 100; V_load = max(0, V − VD). L_max: US (p/100 × V × 1000) / (k × I × R) ft;
 * UK (p/100 × V × 1000) / (mV/A/m × I) m. Reference rating: US the 60 °C column for I ≤* 100 A, else 75 °C (NEC
 * 110.14(C)(1)), with 240.4(D); UK Method C. Comparisons are starred (1e-9).
 */
function voltageDropFigures(input: VoltageDropInput): VoltageDropFigures {
	const { voltage, phase, k, length } = resolveSupply(input)
	const current = input.current
	const limitPercent = Number(input.limit)
	const allowedV = (limitPercent / 100) * voltage * 1000
	let conductor: VoltageDropConductor
	let dropV: number
	let maxLength: { ft: number; m: number }
	let reference: ReferenceRating
	if (input.standard === 'imperial') {
		const { conductor: row, ohmsPerKft } = usConductor(input)
		conductor = {
			standard: 'imperial',
			size: row.size,
			metal: input.material,
			cmil: row.cmil,
			mm2: row.cmil * MM2_PER_CMIL,
			ohmsPerKft,
		}
		dropV = (k * current * length.ft * ohmsPerKft) / 1000
		const maxFt = allowedV / (k * current * ohmsPerKft)
		maxLength = { ft: maxFt, m: maxFt * M_PER_FT }
		const column = terminationColumn(current)
		reference = {
			amps: usableAmpacity(row, input.material, column),
			column,
			isLimitedBy2404D: isLimitedBy2404D(row, input.material, column),
			phase,
		}
	} else {
		const cable = findUkCable(input.cableType, input.ukSize)
		if (!cable) throw new Error(`Invalid size: ${input.ukSize}`)
		const mVPerAm = ukMillivolts(cable, phase)
		conductor = { standard: 'metric', size: cable.size, cableType: input.cableType, mVPerAm }
		dropV = (mVPerAm * current * length.m) / 1000
		const maxM = allowedV / (mVPerAm * current)
		maxLength = { ft: maxM * FT_PER_M, m: maxM }
		reference = { amps: ukReference(cable, phase), column: null, isLimitedBy2404D: false, phase }
	}
	const dropPercent = (dropV / voltage) * 100
	return {
		standard: input.standard,
		voltage,
		phase,
		k,
		current,
		length,
		conductor,
		dropV,
		dropPercent,
		loadV: Math.max(0, voltage - dropV),
		isDropAtLeastSupply: isAtLeastTol(dropV, voltage),
		passes3: isAtMostTol(dropPercent, 3),
		passes5: isAtMostTol(dropPercent, 5),
		limitPercent,
		isWithinLimit: isAtMostTol(dropPercent, limitPercent),
		maxLength,
		reference,
		isOverReference: !isAtMostTol(current, reference.amps),
	}
}

/**
 * docs/calculators/voltage-drop-calculator.md §3 (see `voltageDropFigures`), with the lines shown and their working; a
 * drop is not bought.
 */
export function computeVoltageDrop(input: VoltageDropInput): VoltageDropResult {
	const figures = voltageDropFigures(input)
	return { ...figures, shown: voltageDropShown(figures), purchases: [] }
}
