// fold into families/electrical at merge: §0's standard toggle, the same on the three electrical calculators.
import { type RadioOption, RadioGroup } from '#app/components/form/radio-group.tsx'
import type { Standard } from './schema.ts'

export const STANDARD_OPTIONS: ReadonlyArray<RadioOption<Standard>> = [
	{ value: 'imperial', label: 'US – NEC (AWG, ft)' },
	{ value: 'metric', label: 'UK – BS 7671 (mm², m)' },
]

export function StandardField({ value, onChange }: { value: Standard; onChange: (standard: Standard) => void }) {
	return <RadioGroup legend="Standard" options={STANDARD_OPTIONS} value={value} onValueChange={onChange} />
}
