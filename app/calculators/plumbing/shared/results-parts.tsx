import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { VELOCITY_WARNING } from './velocity.ts'

export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = { metric: 'Metric', imperial: 'Imperial (US)' }

const UNIT_SYSTEM_OPTIONS = (['metric', 'imperial'] as const).map((value) => ({
	value,
	label: UNIT_SYSTEM_LABELS[value],
}))

/** The site's Metric / Imperial switch; imperial is US units (US gallons), so it says so. */
export function PlumbingUnitField({ value, onChange }: { value: UnitSystem; onChange: (unit: UnitSystem) => void }) {
	return <RadioGroup legend="Unit System" options={UNIT_SYSTEM_OPTIONS} value={value} onValueChange={onChange} />
}

/**
 * docs/calculators/water-flow-calculator.md §3: shown under a result whose water velocity is above 2.4 m/s (7.87 ft/s).
 */
export function VelocityWarning({ isShown }: { isShown: boolean }) {
	return isShown ? (
		<p>
			<strong>{VELOCITY_WARNING}</strong>
		</p>
	) : null
}

/**
 * A signed input as typed, with a true minus sign: a height difference (docs/calculators/water-pressure-calculator.md
 * §2) is the only signed value shown.
 */
export function signedText(value: number, unit: string) {
	return `${value < 0 ? '−' : ''}${formatEntered(Math.abs(value))} ${unit}`
}
