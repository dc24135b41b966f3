import { RadioGroup } from '#app/components/form/radio-group.tsx'
import type { Standard } from './standard.ts'
import { STANDARD_OPTIONS } from './standard-options.ts'

/** §0 Standard toggle: US – NEC (AWG, ft) / UK – BS 7671 (mm², m), the same on the three electrical calculators. */
export function StandardField({ value, onChange }: { value: Standard; onChange: (standard: Standard) => void }) {
	return <RadioGroup legend="Standard" options={STANDARD_OPTIONS} value={value} onValueChange={onChange} />
}
