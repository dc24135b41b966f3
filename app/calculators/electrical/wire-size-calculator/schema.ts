import * as v from 'valibot'
import {
	isThreePhaseChoice,
	TWIN_AND_EARTH_THREE_PHASE_MESSAGE,
} from '#app/calculators/electrical/shared/conductor-text.ts'
import {
	CABLE_TYPES,
	type CableType,
	type Metal,
	METALS,
	SINGLE_CORE_METHODS,
	type SingleCoreMethod,
	TEMPERATURE_COLUMNS,
	TWIN_AND_EARTH_METHODS,
	type TwinAndEarthMethod,
} from '#app/calculators/electrical/shared/conductor-choices.ts'
import {
	type Standard,
	supplyDefaults,
	supplyForStandard,
	supplySystem,
	type SupplyValues,
} from '#app/calculators/electrical/shared/standard.ts'
import { supplySchemaEntries } from '#app/calculators/electrical/shared/supply-schema.ts'
import { hiddenField, pathTo, decimal, type DecimalBounds } from '#app/lib/number-input.ts'
import { isAtMostTol } from '#app/lib/rounding.ts'
import { loadCurrent, MAX_CURRENT_A } from './load-current.ts'

/** Load given as: Current (A), Power (W), Power (kW). */
export const LOAD_MODES = ['current', 'W', 'kW'] as const
export type LoadMode = (typeof LOAD_MODES)[number]

export type UkMethod = TwinAndEarthMethod | SingleCoreMethod

/**
 * The US column choice (docs/calculators/wire-size-calculator.md §2): 'By circuit size', the default, takes the column
 * from the breaker (NEC 110.14(C)(1)); the others are Table 310.16's columns, chosen. A link made before the choice
 * existed carries no `column` and opens by circuit size; one that names a column keeps it.
 */
export const COLUMN_CHOICES = ['circuit', ...TEMPERATURE_COLUMNS] as const
export type ColumnChoice = (typeof COLUMN_CHOICES)[number]

export type WireSizeValues = SupplyValues & {
	loadMode: LoadMode
	current: string
	/** In W or kW, as the load mode says. */
	power: string
	powerFactor: string
	/** US: Table A metal and Table 310.16 column (or by circuit size); a continuous load is sized at 125 %. */
	material: Metal
	column: ColumnChoice
	isContinuous: boolean
	/** UK: Table B (twin and earth) or Table C (single-core), and its installation method. */
	cableType: CableType
	method: UkMethod
	maxDrop: string
}

export const DERIVED_CURRENT_MESSAGE = 'This load draws more than 1,000 A, beyond this calculator.'

/**
 * The first method of each cable type's list: C for twin and earth, B for single-core
 * (docs/calculators/wire-size-calculator.md §2).
 */
export function defaultMethod(cableType: CableType): UkMethod {
	return cableType === 'twin-and-earth' ? 'C' : 'B'
}

/**
 * Defaults (docs/calculators/wire-size-calculator.md §2): current mode, copper, the column by circuit size, not
 * continuous, twin and earth by Method C, 3 %; numbers empty.
 */
export function wireSizeDefaults(standard: Standard): WireSizeValues {
	return {
		...supplyDefaults(standard),
		loadMode: 'current',
		current: '',
		power: '',
		powerFactor: '1.00',
		material: 'copper',
		column: 'circuit',
		isContinuous: false,
		cableType: 'twin-and-earth',
		method: defaultMethod('twin-and-earth'),
		maxDrop: '3',
	}
}

export const WIRE_SIZE_DEFAULTS = wireSizeDefaults('imperial')

/**
 * A standard switch (docs/calculators/wire-size-calculator.md §2): the standard's choices (system, material, column,
 * continuous, cable type, method) go back to their defaults; the load mode and every typed number stay.
 */
export function wireSizeValuesForStandard(values: WireSizeValues, selection: Partial<WireSizeValues>): WireSizeValues {
	const standard = selection.standard ?? values.standard
	if (standard === values.standard) return { ...values, ...selection }
	const { material, column, isContinuous, cableType, method } = wireSizeDefaults(standard)
	return { ...values, ...supplyForStandard(values, standard), material, column, isContinuous, cableType, method }
}

export const CURRENT_BOUNDS: DecimalBounds = {
	min: 0,
	isMinExclusive: true,
	max: MAX_CURRENT_A,
	unit: 'A',
}
export function powerBounds(loadMode: LoadMode): DecimalBounds {
	return {
		min: 0,
		isMinExclusive: true,
		max: loadMode === 'kW' ? 1000 : 1_000_000,
		unit: loadMode,
	}
}
export const POWER_FACTOR_BOUNDS: DecimalBounds = { min: 0.5, max: 1 }
export const MAX_DROP_BOUNDS: DecimalBounds = { min: 0.5, max: 10, unit: '%' }

/**
 * The inputs (docs/calculators/wire-size-calculator.md §2), in the form's order (the first empty field is named under
 * Calculate). Only the load mode's fields are read. The cross-field messages show as soon as they apply, while another
 * field is still wrong: twin and earth with a three-phase system (on System), and a valid power that draws more than
 * 1,000 A (on the power).
 */
export function createWireSizeSchema(values: WireSizeValues) {
	const isPower = values.loadMode !== 'current'
	return v.pipe(
		v.object({
			loadMode: v.picklist(LOAD_MODES),
			current: isPower ? hiddenField(0) : decimal(CURRENT_BOUNDS),
			power: isPower ? decimal(powerBounds(values.loadMode)) : hiddenField(0),
			powerFactor: isPower ? decimal(POWER_FACTOR_BOUNDS) : hiddenField(1),
			...supplySchemaEntries(values),
			material: v.picklist(METALS),
			column: v.picklist(COLUMN_CHOICES),
			isContinuous: v.boolean(),
			cableType: v.picklist(CABLE_TYPES),
			method: v.picklist(values.cableType === 'twin-and-earth' ? TWIN_AND_EARTH_METHODS : SINGLE_CORE_METHODS),
			maxDrop: decimal(MAX_DROP_BOUNDS),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			// Fields still wrong hold their text; the ones read hold numbers.
			const read = dataset.value as Record<'power' | 'powerFactor' | 'voltage', unknown>
			if (values.standard === 'metric' && values.cableType === 'twin-and-earth' && isThreePhaseChoice(values)) {
				addIssue({ message: TWIN_AND_EARTH_THREE_PHASE_MESSAGE, path: pathTo(read, 'system') })
			}
			const { power, powerFactor, voltage } = read
			if (!isPower || typeof power !== 'number' || typeof powerFactor !== 'number' || typeof voltage !== 'number')
				return
			const system = supplySystem(values.system, { phase: values.phase, voltage })
			const watts = values.loadMode === 'kW' ? power * 1000 : power
			if (!isAtMostTol(loadCurrent(watts, system, powerFactor), MAX_CURRENT_A)) {
				addIssue({ message: DERIVED_CURRENT_MESSAGE, path: pathTo(read, 'power') })
			}
		}),
	)
}

export type WireSizeInput = v.InferOutput<ReturnType<typeof createWireSizeSchema>>
