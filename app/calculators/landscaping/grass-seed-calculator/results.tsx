import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { GrassSeedResult } from './compute.ts'
import { OVERSEEDING_LABEL } from './fields.ts'
import { GERMINATION_TIME, GRASS_TYPES, SOIL_TEMPERATURE } from './grass-types.ts'
import { AREA_UNIT_SYMBOLS, type GrassSeedInput } from './schema.ts'

const SEEDING_TIPS = [
	'Rake the soil to a fine, firm, level tilth and clear weeds and stones first.',
	'Sow half the seed one way and half at right angles for even cover.',
	'Rake it in lightly, about 0.5 cm (¼ in) deep, and keep the soil moist until established.',
	'When overseeding, mow short and scarify first so the seed reaches the soil.',
]

export function GrassSeedResults({ input, result, onStartNew }: ResultsProps<GrassSeedInput, GrassSeedResult>) {
	const grass = GRASS_TYPES[input.grassType]
	const kg = `${formatNumber(result.seedKg)} kg`
	const lbs = `${formatNumber(result.seedLb)} lbs`
	const isMetric = input.unit === 'm2'
	const m2 = `${formatNumber(result.areaM2)} m²`
	const ft2 = `${formatNumber(result.areaFt2)} ft²`
	return (
		<ResultsCard
			headlineLabel="Total Seed Needed"
			headlineValue={input.bagUnit === 'kg' ? kg : lbs}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={[
					{ label: 'Area', value: `${formatEntered(input.area)} ${AREA_UNIT_SYMBOLS[input.unit]}` },
					{ label: 'Grass Type', value: grass.name },
					{ label: OVERSEEDING_LABEL, value: input.isOverseeding ? 'Yes' : 'No' },
					{ label: 'Bag Size', value: `${formatEntered(input.bagSize)} ${input.bagUnit}` },
				]}
			/>
			<ResultsTable
				caption="Grass Seed Requirements"
				rows={[
					{ label: 'Area', value: isMetric ? `${m2} (${ft2})` : `${ft2} (${m2})` },
					{ label: 'Seed Needed', value: `${kg} (${lbs})` },
					{
						label: 'Seeding Rate',
						value: `${formatNumber(result.rateGPerM2)} g/m² (${formatNumber(result.rateLbPer1000Ft2)} lbs per 1,000 ft²)`,
					},
					{
						label: 'Bags Required',
						value: `${formatCount(result.bagsNeeded)} ${result.bagsNeeded === 1 ? 'bag' : 'bags'} of ${formatEntered(input.bagSize)} ${input.bagUnit}`,
					},
					{ label: 'Seeding Type', value: input.isOverseeding ? 'Overseeding (60% of the new-lawn rate)' : 'New Lawn' },
					{ label: 'Germination Time', value: GERMINATION_TIME },
				]}
			/>
			<p>
				{`${grass.name} is a ${result.season}-season grass: sow when the soil temperature is ${SOIL_TEMPERATURE[result.season]}.`}
			</p>
			<TipsList title="Seeding Tips" tips={SEEDING_TIPS} />
		</ResultsCard>
	)
}
