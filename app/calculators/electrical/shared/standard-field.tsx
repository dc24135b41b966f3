import { RadioGroup } from '#app/components/form/radio-group.tsx'
import type { Standard } from './standard.ts'
import { STANDARD_OPTIONS } from './standard-options.ts'

/**
 * The Standard toggle (docs/calculators/wire-size-calculator.md §2): US – NEC (AWG, ft) / UK – BS 7671 (mm², m), the
 * same on the three calculators.
 */
export function StandardField({ value, onChange }: { value: Standard; onChange: (standard: Standard) => void }) {
	return <RadioGroup legend="Standard" options={STANDARD_OPTIONS} value={value} onValueChange={onChange} />
}
