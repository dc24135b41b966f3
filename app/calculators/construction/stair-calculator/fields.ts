import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { GoingMode, StairLength, StairRules } from './schema.ts'

export const RULES_OPTIONS: ReadonlyArray<RadioOption<StairRules>> = [
	{ value: 'uk', label: 'UK – Approved Document K (private stair)' },
	{ value: 'us', label: 'US – IRC R311.7' },
]

export const GOING_MODE_OPTIONS: ReadonlyArray<RadioOption<GoingMode>> = [
	{ value: 'choose', label: 'A going I choose' },
	{ value: 'fit', label: 'Fit the available run' },
]

export const LOFT_LABEL = 'Loft conversion (headroom 1.9 m)'

/** The fields' labels (docs/calculators/stair-calculator.md §2). */
export const STAIR_LABELS: Record<StairLength, string> = {
	totalRise: 'Total rise (finished floor to finished floor)',
	going: 'Going (tread depth)',
	availableRun: 'Available run',
	nosing: 'Nosing projection',
	floorDepth: 'Upper floor depth (joists + floor + ceiling)',
	opening: 'Stairwell opening length',
}

export const AVAILABLE_RUN_HELP: Record<GoingMode, string> = {
	choose: 'Optional: the flight’s total run is checked against it',
	fit: 'The going is this run shared between the treads',
}

export const OPENING_HELP = 'Optional: from the top riser back down the flight'

export const STAIR_TIPS = [
	'Measure the total rise between finished floors: a 20 mm floor finish added later changes the first or last riser, and IRC R311.7.5.1 allows only 3/8 in between the largest and smallest riser (ADK wants all equal).',
	'Cut one stringer, test it in place, then use it as the pattern.',
	'IRC stairs need a 36 in clear width (R311.7.1) and handrails 34–38 in above the nosings; UK private stairs need a handrail 900–1,000 mm above the pitch line.',
	'Winders, landings, open-riser (16 mm overlap, 100 mm sphere) and loft space-saver stairs have their own rules: check ADK or IRC R311.7 directly.',
	'Loft conversions: ADK accepts 1.9 m headroom at the centre of the stair falling to 1.8 m at its side; this page checks the centre line.',
]
