import * as v from 'valibot'
import { DEFAULT_UK_SIZE, SINGLE_CORE, TWIN_AND_EARTH } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { DEFAULT_US_SIZE, US_CONDUCTORS } from '#app/calculators/electrical/shared/nec-tables.ts'
import {
	OTHER_SYSTEM,
	type Standard,
	supplyDefaults,
	supplyForStandard,
	type SupplyValues,
} from '#app/calculators/electrical/shared/standard.ts'
import { supplySchemaEntries } from '#app/calculators/electrical/shared/supply-schema.ts'
import { pathTo, decimal } from '#app/lib/number-input.ts'
import {
	CABLE_TYPES,
	type CableType,
	type Metal,
	METALS,
} from '#app/calculators/electrical/shared/conductor-choices.ts'

export const LIMITS = ['3', '5'] as const
export type Limit = (typeof LIMITS)[number]

export type VoltageDropValues = SupplyValues & {
	/** US: Table A size and metal. */
	usSize: string
	material: Metal
	/** UK: Table B (twin and earth) or Table C (single-core) cable and size. */
	cableType: CableType
	ukSize: string
	current: string
	/** Limit for the headline, %. */
	limit: Limit
}

export const ALUMINUM_14_MESSAGE = '14 AWG aluminum is not listed; the smallest aluminum size is 12 AWG.'
export const TWIN_AND_EARTH_THREE_PHASE_MESSAGE =
	'Twin and earth is single-phase only; choose single-core cables for three-phase.'

/**
 * Defaults (docs/calculators/voltage-drop-calculator.md §2): 12 AWG copper (US), twin and earth 2.5 mm² (UK), 3 %
 * limit; current and length empty.
 */
export function voltageDropDefaults(standard: Standard): VoltageDropValues {
	return {
		...supplyDefaults(standard),
		usSize: DEFAULT_US_SIZE,
		material: 'copper',
		cableType: 'twin-and-earth',
		ukSize: DEFAULT_UK_SIZE,
		current: '',
		limit: '3',
	}
}

export const VOLTAGE_DROP_DEFAULTS = voltageDropDefaults('imperial')

/** The sizes of a UK cable type, smallest first. */
export function ukSizesOf(cableType: CableType) {
	return (cableType === 'twin-and-earth' ? TWIN_AND_EARTH : SINGLE_CORE).map((cable) => cable.size)
}

/**
 * A standard switch (docs/calculators/voltage-drop-calculator.md §2): the standard's selects (system, size, material,
 * cable type) go back to their defaults, every typed number and the limit stay.
 */
export function voltageDropValuesForStandard(
	values: VoltageDropValues,
	selection: Partial<VoltageDropValues>,
): VoltageDropValues {
	const standard = selection.standard ?? values.standard
	if (standard === values.standard) return { ...values, ...selection }
	const { usSize, material, cableType, ukSize } = voltageDropDefaults(standard)
	return { ...values, ...supplyForStandard(values, standard), usSize, material, cableType, ukSize }
}

/** A cable type change keeps the size where the new type has it, else its largest (35 mm² single-core → 16 mm² T&E). */
export function ukSizeForCableType(cableType: CableType, size: string) {
	const sizes = ukSizesOf(cableType)
	return sizes.includes(size) ? size : (sizes.at(-1) ?? DEFAULT_UK_SIZE)
}

function isThreePhase(values: Pick<VoltageDropValues, 'system' | 'phase'>) {
	return values.system === OTHER_SYSTEM ? values.phase === 'three' : values.system.endsWith('-three')
}

/**
 * The inputs (docs/calculators/voltage-drop-calculator.md §2): load current 0 < I ≤ 1,000 A; the two cross-field
 * messages on size and system.
 */
export function createVoltageDropSchema(values: VoltageDropValues) {
	return v.pipe(
		// In the form's order, so the first empty field named under Calculate is the first on the page.
		v.object({
			usSize: v.picklist(US_CONDUCTORS.map((conductor) => conductor.size)),
			material: v.picklist(METALS),
			cableType: v.picklist(CABLE_TYPES),
			ukSize: v.picklist(ukSizesOf(values.cableType)),
			current: decimal({ min: 0, isMinExclusive: true, max: 1000, unit: 'A' }),
			...supplySchemaEntries(values),
			limit: v.picklist(LIMITS),
		}),
		// The choices are checked even while a number is still wrong, so the message shows as soon as the pair is chosen.
		v.rawCheck(({ dataset, addIssue }) => {
			const input = dataset.value as Pick<
				VoltageDropValues,
				'standard' | 'material' | 'usSize' | 'cableType' | 'system' | 'phase'
			>
			if (input.standard === 'imperial' && input.material === 'aluminum' && input.usSize === '14 AWG') {
				addIssue({ message: ALUMINUM_14_MESSAGE, path: pathTo(input, 'usSize') })
			}
			if (input.standard === 'metric' && input.cableType === 'twin-and-earth' && isThreePhase(input)) {
				addIssue({ message: TWIN_AND_EARTH_THREE_PHASE_MESSAGE, path: pathTo(input, 'system') })
			}
		}),
	)
}

export type VoltageDropInput = v.InferOutput<ReturnType<typeof createVoltageDropSchema>>
