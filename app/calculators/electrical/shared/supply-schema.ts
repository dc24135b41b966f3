import * as v from 'valibot'
import { hiddenField, decimal } from '#app/lib/number-input.ts'
import {
	LENGTH_MAX,
	lengthInBoth,
	OTHER_SYSTEM,
	OTHER_VOLTAGE_BOUNDS,
	phaseFactor,
	type Phase,
	type Standard,
	supplySystem,
	type SupplyValues,
	SYSTEM_OPTIONS,
	type SystemChoice,
} from './standard.ts'

/**
 * The schema entries of the shared fields (docs/calculators/wire-size-calculator.md §2): Other…'s voltage only when
 * chosen, the length in its unit.
 */
export function supplySchemaEntries(values: Pick<SupplyValues, 'standard' | 'system' | 'lengthUnit'>) {
	const { standard, lengthUnit } = values
	return {
		standard: v.picklist(['imperial', 'metric'] as const satisfies ReadonlyArray<Standard>),
		system: v.picklist(SYSTEM_OPTIONS[standard].map((option) => option.value)),
		phase: v.picklist(['single', 'three'] as const satisfies ReadonlyArray<Phase>),
		voltage: values.system === OTHER_SYSTEM ? decimal({ ...OTHER_VOLTAGE_BOUNDS, unit: 'V' }) : hiddenField(0),
		length: decimal({
			min: 0,
			isMinExclusive: true,
			max: LENGTH_MAX[lengthUnit],
			unit: lengthUnit,
		}),
		lengthUnit: v.picklist(['ft', 'm'] as const),
	}
}

/** The parsed shared fields. */
export type SupplyInput = {
	standard: Standard
	system: SystemChoice
	phase: Phase
	voltage: number
	length: number
	lengthUnit: 'ft' | 'm'
}

/** The supply a parsed input describes: V, phase, k, and the one-way length in ft and m. */
export function resolveSupply(input: SupplyInput) {
	const system = supplySystem(input.system, { voltage: input.voltage, phase: input.phase })
	return { ...system, k: phaseFactor(system.phase), length: lengthInBoth(input.length, input.lengthUnit) }
}
