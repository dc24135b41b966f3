import * as v from 'valibot'
import { decimal, hiddenField, parseDecimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { floorAreaFt2, isHviByArea } from './hvi-area.ts'
import { NO_FIXTURE_MESSAGE } from './fields.ts'
import {
	ACH_PRESET_KEYS,
	ACH_PRESETS,
	type AchPreset,
	CFM_MODES,
	type CfmMode,
	DEFAULT_RULES,
	EXTRACT_ROOMS,
	EXTRACT_RULES,
	type ExtractRoom,
	type ExtractRules,
	KITCHEN_FANS,
	type KitchenFan,
	type Operation,
	OPERATIONS,
} from './options.ts'

export type FixtureKey = 'toilets' | 'showers' | 'bathtubs' | 'jettedTubs'
export const FIXTURE_KEYS = [
	'toilets',
	'showers',
	'bathtubs',
	'jettedTubs',
] as const satisfies ReadonlyArray<FixtureKey>

export type CfmValues = {
	unit: UnitSystem
	mode: CfmMode
	length: string
	width: string
	height: string
	achPreset: AchPreset
	ach: string
	rules: ExtractRules
	room: ExtractRoom
	operation: Operation
	kitchenFan: KitchenFan
} & Record<FixtureKey, string>

type RoomMeasurement = 'length' | 'width' | 'height'

/** Defaults and bounds of the room's sizes, per unit system (docs/calculators/cfm-calculator.md §2; m / ft). */
const ROOM: Record<UnitSystem, Record<RoomMeasurement, { default: string; min: number; max: number }>> = {
	metric: {
		length: { default: '4', min: 0.15, max: 150 },
		width: { default: '3', min: 0.15, max: 150 },
		height: { default: '2.4', min: 0.5, max: 20 },
	},
	imperial: {
		length: { default: '12', min: 0.5, max: 500 },
		width: { default: '10', min: 0.5, max: 500 },
		height: { default: '8', min: 1.5, max: 60 },
	},
}

export const LENGTH_UNITS = { metric: 'm', imperial: 'ft' } as const satisfies Record<UnitSystem, string>
export const ACH_BOUNDS = { min: 0.1, max: 60 } as const
export const FIXTURE_BOUNDS = { min: 0, max: 10, isWhole: true } as const
const FIXTURE_DEFAULTS = { toilets: '1', showers: '1', bathtubs: '0', jettedTubs: '0' } as const

/** The form before anything is typed, in a unit system: the spec's defaults (UK rules in metric, US in imperial). */
export function cfmDefaults(unit: UnitSystem): CfmValues {
	return {
		unit,
		mode: 'airChanges',
		length: ROOM[unit].length.default,
		width: ROOM[unit].width.default,
		height: ROOM[unit].height.default,
		achPreset: 'general',
		ach: String(ACH_PRESETS.general),
		rules: DEFAULT_RULES[unit],
		room: 'bathroom',
		operation: 'intermittent',
		kitchenFan: 'hood',
		...FIXTURE_DEFAULTS,
	}
}

export const CFM_DEFAULTS = cfmDefaults('metric')

function roomBounds(unit: UnitSystem, measurement: RoomMeasurement) {
	const { min, max } = ROOM[unit][measurement]
	return { min, max, unit: LENGTH_UNITS[unit] } as const
}

export function roomField(unit: UnitSystem, measurement: RoomMeasurement) {
	return ROOM[unit][measurement]
}

/**
 * Whether the HVI fixture counts are asked for: US rules, a bathroom, intermittent, and a floor over
 * 100 ft² (9.29 m²) from a valid length and width (the same test compute applies).
 */
export function asksForFixtures(values: CfmValues) {
	if (values.mode !== 'extract' || values.rules !== 'us') return false
	if (values.room !== 'bathroom' || values.operation !== 'intermittent') return false
	const length = parseDecimal(values.length, roomBounds(values.unit, 'length'))
	const width = parseDecimal(values.width, roomBounds(values.unit, 'width'))
	return length.ok && width.ok && !isHviByArea(floorAreaFt2(values.unit, length.value, width.value))
}

/** All four counts read as whole numbers and are 0: the rule has nothing to count. */
function hasNoFixtures(values: CfmValues) {
	return FIXTURE_KEYS.every((key) => {
		const read = parseDecimal(values[key], FIXTURE_BOUNDS)
		return read.ok && read.value === 0
	})
}

/**
 * The room's sizes always; the air-change rate in Air changes mode; the fixture counts only when
 * asked for (the 'Add at least one fixture' message sits under Toilets). Hidden fields are not validated.
 */
export function createCfmSchema(values: CfmValues) {
	const { unit } = values
	const fixtures = asksForFixtures(values)
	const fixture = (key: FixtureKey) => {
		if (!fixtures) return hiddenField(0)
		if (key === 'toilets' && hasNoFixtures(values)) {
			return v.pipe(
				v.string(),
				v.check(() => false, NO_FIXTURE_MESSAGE),
				decimal(FIXTURE_BOUNDS),
			)
		}
		return decimal(FIXTURE_BOUNDS)
	}
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		mode: v.picklist(CFM_MODES),
		length: decimal(roomBounds(unit, 'length')),
		width: decimal(roomBounds(unit, 'width')),
		height: decimal(roomBounds(unit, 'height')),
		achPreset: v.picklist(ACH_PRESET_KEYS),
		ach: values.mode === 'airChanges' ? decimal(ACH_BOUNDS) : hiddenField(0),
		rules: v.picklist(EXTRACT_RULES),
		room: v.picklist(EXTRACT_ROOMS),
		operation: v.picklist(OPERATIONS),
		kitchenFan: v.picklist(KITCHEN_FANS),
		toilets: fixture('toilets'),
		showers: fixture('showers'),
		bathtubs: fixture('bathtubs'),
		jettedTubs: fixture('jettedTubs'),
	})
}

/** Sizes in m (metric) or ft (imperial); the air-change rate and fixture counts 0 when hidden. */
export type CfmInput = v.InferOutput<ReturnType<typeof createCfmSchema>>

/**
 * A unit change (decision 036): the room's sizes start again from the new system's defaults; the
 * choices, the air-change rate and the counts stay. The rules follow the unit system until changed
 * (decision 062): rules still at the old system's default become the new system's default.
 */
export function cfmValuesForUnits(values: CfmValues, selection: Partial<CfmValues>): CfmValues {
	const unit = selection.unit ?? values.unit
	const kept = {
		mode: values.mode,
		achPreset: values.achPreset,
		ach: values.ach,
		rules: values.rules === DEFAULT_RULES[values.unit] ? DEFAULT_RULES[unit] : values.rules,
		room: values.room,
		operation: values.operation,
		kitchenFan: values.kitchenFan,
		toilets: values.toilets,
		showers: values.showers,
		bathtubs: values.bathtubs,
		jettedTubs: values.jettedTubs,
	}
	return { ...cfmDefaults(unit), ...kept, ...selection }
}
