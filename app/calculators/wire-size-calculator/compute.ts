import { SINGLE_CORE, TWIN_AND_EARTH, UK_MCB_RATINGS, ukSizeName } from '#app/families/electrical/bs7671-tables.ts'
import {
	isLimitedBy2404D,
	US_BREAKER_RATINGS,
	usableAmpacity,
	usConductorsOf,
} from '#app/families/electrical/nec-tables.ts'
import type { Phase, Standard, SupplySystem } from '#app/families/electrical/standard.ts'
import { resolveSupply } from '#app/families/electrical/supply-schema.ts'
import type { Estimated, WorkingLine } from '#app/estimate/estimate.ts'
import { formatEntered } from '#app/lib/format.ts'
import { isAtLeastTol, isAtMostTol } from '#app/lib/rounding.ts'
import type { WireSizeInput } from './schema.ts'
import { amps, neighbourText, percent, volts, wireSizeHeadline } from './shown.ts'

/** §1: the largest load current this calculator takes, A (typed, or derived from a power). */
export const MAX_CURRENT_A = 1000

/** NEC 210.19(A) / 210.20(A): a continuous load is sized at 125 %. */
const CONTINUOUS_FACTOR = 1.25

/** Step 1, power mode: I = P / (V × PF) single-phase or DC, P / (√3 × V × PF) three-phase, A. */
export function loadCurrent(watts: number, system: SupplySystem, powerFactor: number) {
	return watts / ((system.phase === 'three' ? Math.sqrt(3) : 1) * system.voltage * powerFactor)
}

/** One size of the walk (step 4): its rating, its drop at the load current, and the two checks. */
export type SizeCheck = {
	/** As Tables A–C name it: '6 AWG', '250 kcmil', '10 mm²'. */
	name: string
	/** US A_use (column, 240.4(D)) or UK I_t (method, phase), A. */
	rating: number
	/** US: 240.4(D) lowers the table value. */
	isLimitedBy2404D: boolean
	/** US: Chapter 9 Table 8 area, cmil. */
	cmil: number
	/** US: Table 8 Ω/kft, or UK: the tabulated mV/A/m. */
	figure: { ohmsPerKft: number } | { mVPerAm: number }
	dropV: number
	dropPercent: number
	/** rating ≥* I_n. */
	passesRating: boolean
	/** VD% ≤* the maximum. */
	passesDrop: boolean
}

export type WireSizeFigures = {
	standard: Standard
	voltage: number
	phase: Phase
	/** I, A. */
	current: number
	/** I_d: I × 1.25 for a US continuous load, else I, A. */
	designCurrent: number
	isContinuous: boolean
	length: { ft: number; m: number }
	/** Step 3: the smallest Table D rating ≥* I_d, A; null beyond the largest (600 A US, 125 A UK). */
	deviceRating: number | null
	/** Every size of the table walked, smallest first (none when the device is beyond the table). */
	sizes: ReadonlyArray<SizeCheck>
	/** Indexes into `sizes` (−1: none): the first passing both checks, the rating alone, the drop alone. */
	recommended: number
	byRating: number
	byDrop: number
	/** 'current rating' when the recommended size is the size by rating alone, else 'voltage drop'. */
	governing: 'current rating' | 'voltage drop'
}

export type WireSizeResult = WireSizeFigures & Estimated

/**
 * SPEC-NEXT electrical §1. I from the current, or P / (V × PF) (× √3 three-phase); I_d = 1.25 I for a US continuous
 * load; I_n = the smallest Table D rating ≥* I_d. Walk the sizes smallest first: rating ≥* I_n, and
 * VD = k × I × L_ft × R / 1000 (US) or mV/A/m × I × L_m / 1000 (UK), VD% = VD / V × 100 ≤* the maximum.
 */
function wireSizeFigures(input: WireSizeInput): WireSizeFigures {
	const { voltage, phase, k, length } = resolveSupply(input)
	const isUs = input.standard === 'imperial'
	const watts = input.loadMode === 'kW' ? input.power * 1000 : input.power
	const current =
		input.loadMode === 'current' ? input.current : loadCurrent(watts, { voltage, phase }, input.powerFactor)
	const isContinuous = isUs && input.isContinuous
	const designCurrent = isContinuous ? current * CONTINUOUS_FACTOR : current
	const deviceRating =
		(isUs ? US_BREAKER_RATINGS : UK_MCB_RATINGS).find((rating) => isAtLeastTol(rating, designCurrent)) ?? null
	const lengthInTable = isUs ? length.ft : length.m
	/** One size: its rating, and its drop from the drop per amp per unit of length (V/(A·ft) US, V/(A·m) UK). */
	const check = (
		name: string,
		rating: number,
		voltsPerAmpLength: number,
		figures: Pick<SizeCheck, 'isLimitedBy2404D' | 'cmil' | 'figure'>,
	): SizeCheck => {
		const dropV = voltsPerAmpLength * current * lengthInTable
		const dropPercent = (dropV / voltage) * 100
		return {
			name,
			rating,
			...figures,
			dropV,
			dropPercent,
			passesRating: isAtLeastTol(rating, deviceRating ?? Infinity),
			passesDrop: isAtMostTol(dropPercent, input.maxDrop),
		}
	}
	const { material: metal, column, method } = input
	const sizes =
		deviceRating === null
			? []
			: isUs
				? // Table A for the metal: A_use in the column, Table 8 R (§0.1); k × R / 1000 V/(A·ft).
					usConductorsOf(metal).map((conductor) => {
						const ohmsPerKft = conductor.ohmsPerKft[metal] ?? 0
						return check(conductor.size, usableAmpacity(conductor, metal, column), (k * ohmsPerKft) / 1000, {
							isLimitedBy2404D: isLimitedBy2404D(conductor, metal, column),
							cmil: conductor.cmil,
							figure: { ohmsPerKft },
						})
					})
				: // Table B (method) or Table C (method and phase, 4D1B mV/A/m for the phase); mV/A/m / 1000 V/(A·m).
					(input.cableType === 'twin-and-earth' ? TWIN_AND_EARTH : SINGLE_CORE).map((cable) => {
						const rating = cable.rating[method as keyof typeof cable.rating]
						const mVPerAm = typeof cable.mVPerAm === 'number' ? cable.mVPerAm : cable.mVPerAm[phase]
						return check(ukSizeName(cable.size), typeof rating === 'number' ? rating : rating[phase], mVPerAm / 1000, {
							isLimitedBy2404D: false,
							cmil: 0,
							figure: { mVPerAm },
						})
					})
	const recommended = sizes.findIndex((size) => size.passesRating && size.passesDrop)
	const byRating = sizes.findIndex((size) => size.passesRating)
	return {
		standard: input.standard,
		voltage,
		phase,
		current,
		designCurrent,
		isContinuous,
		length,
		deviceRating,
		sizes,
		recommended,
		byRating,
		byDrop: sizes.findIndex((size) => size.passesDrop),
		governing: recommended === byRating ? 'current rating' : 'voltage drop',
	}
}

/**
 * The working of each computed line: the headline, a load current from a power, a continuous design current, the
 * device, the recommended size's drop, % and load voltage, the two 'alone' sizes and the neighbours (the ratings,
 * area and resistance are looked up; the length is the one typed).
 */
function wireSizeWorking(input: WireSizeInput, figures: WireSizeFigures): Array<WorkingLine> {
	const { sizes, recommended, deviceRating, current, voltage } = figures
	const isUs = figures.standard === 'imperial'
	const size = sizes[recommended]
	const largest = sizes.at(-1)
	const supply = `${formatEntered(voltage)} V`
	const three = figures.phase === 'three'
	const unit = isUs ? 'ft' : 'm'
	const ratingCheck = (checked: SizeCheck) =>
		`${formatEntered(checked.rating)} A ${checked.passesRating ? '≥' : '<'} ${deviceRating} A`
	const dropCheck = (checked: SizeCheck) =>
		`${percent(checked.dropPercent)} ${checked.passesDrop ? '≤' : '>'} ${formatEntered(input.maxDrop)} %`
	const drop = ({ figure }: SizeCheck) =>
		`${'ohmsPerKft' in figure ? `${three ? '√3' : 2} × ${formatEntered(current)} A × ${formatEntered(figure.ohmsPerKft)} Ω/kft` : `${formatEntered(figure.mVPerAm)} mV/A/m × ${formatEntered(current)} A`} × ${formatEntered(figures.length[unit])} ${unit} ÷ 1,000`
	/** The first size passing a check, or the largest failing it: '8 AWG: 50 A ≥ 50 A → 8 AWG'. */
	const alone = (label: string, index: number, check: (checked: SizeCheck) => string): WorkingLine | false => {
		const checked = sizes[index] ?? largest
		return !!checked && { label, steps: `${checked.name}: ${check(checked)} → ${sizes[index]?.name ?? 'none'}` }
	}
	const neighbour = (label: string, checked: SizeCheck | undefined): WorkingLine | false =>
		!!checked && {
			label: `${label} (${checked.name})`,
			steps: `${drop(checked)} = ${volts(checked.dropV)}; ${ratingCheck(checked)}, ${dropCheck(checked)} → ${neighbourText(checked)}`,
		}
	const watts = input.loadMode === 'kW' ? input.power * 1000 : input.power
	const headlineSize = size ?? largest
	const lines: Array<WorkingLine | false> = [
		{
			label: 'Recommended size',
			steps: `${headlineSize ? `${headlineSize.name}: ${ratingCheck(headlineSize)}, ${dropCheck(headlineSize)}` : `${amps(figures.designCurrent)} > ${(isUs ? US_BREAKER_RATINGS : UK_MCB_RATINGS).at(-1)} A`} → ${wireSizeHeadline(input, figures)}`,
		},
		input.loadMode !== 'current' && {
			label: 'Load current', // WIRE_SIZE_LABELS.current (fields.ts imports the schema, which imports this)
			steps: `${formatEntered(watts)} W ÷ (${three ? `√3 × ${supply}` : supply} × ${formatEntered(input.powerFactor)}) = ${amps(current)}`,
		},
		figures.isContinuous && {
			label: 'Design current',
			steps: `${formatEntered(current)} A × 1.25 = ${amps(figures.designCurrent)} (× 1.25 continuous)`,
		},
		deviceRating !== null && {
			label: isUs ? 'Breaker rating' : 'MCB rating',
			steps: `smallest ≥ ${amps(figures.designCurrent)} → ${deviceRating} A`,
		},
		!!size && { label: 'Voltage drop', steps: `${drop(size)} = ${volts(size.dropV)}` },
		!!size && {
			label: 'Voltage drop (%)',
			steps: `${formatEntered(size.dropV)} V ÷ ${supply} × 100 = ${percent(size.dropPercent)}`,
		},
		!!size && {
			label: 'Voltage at load',
			steps: `${supply} − ${formatEntered(size.dropV)} V = ${volts(voltage - size.dropV)}`,
		},
		deviceRating !== null && alone('Size by rating alone', figures.byRating, ratingCheck),
		deviceRating !== null && alone('Size by voltage drop alone', figures.byDrop, dropCheck),
		!!size && neighbour('Next smaller size', sizes[recommended - 1]),
		!!size && neighbour('Next larger size', sizes[recommended + 1]),
	]
	return lines.filter((line) => !!line)
}

/** SPEC-NEXT electrical §1 (see `wireSizeFigures`), with the working of each figure; a size is not a priced quantity. */
export function computeWireSize(input: WireSizeInput): WireSizeResult {
	const figures = wireSizeFigures(input)
	return { ...figures, working: wireSizeWorking(input, figures), purchases: [] }
}
