import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import {
	areaFiguresWithYards,
	lengthFigures,
	money,
	roomsSummary,
	systemLength,
} from '#app/calculators/flooring/shared/figures.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ft2ToYd2, type UnitSystem } from '#app/lib/units.ts'
import type { CarpetCut, CarpetResult } from './compute.ts'
import { CARPET_FIELDS, GRIPPER_WORDS } from './fields.ts'
import type { CarpetInput } from './schema.ts'

const TIPS = [
	'Measure into door recesses to the back of the frame; the door bar sits under the closed door.',
	'Keep seams out of doorways and main walkways, and run pile toward the main window.',
	'If the alternative width buys less, ask for it: a 5 m (15 ft) roll often removes the seam.',
	'Patterned carpet needs extra length for the repeat at each seam.',
]

/** 'C m of R m roll (X m²)' / 'C ft of R ft roll (X yd²)': what to ask the shop for. */
function rollOrder(cut: CarpetCut, unit: UnitSystem) {
	if (unit === 'metric') {
		return `${formatNumber(cut.cutLength)} m of ${formatEntered(cut.rollWidth)} m roll (${formatNumber(cut.boughtArea)} m²)`
	}
	return `${formatNumber(cut.cutLength)} ft of ${formatEntered(cut.rollWidth)} ft roll (${formatNumber(ft2ToYd2(cut.boughtArea))} yd²)`
}

/** The alternative width as one line: '5 m roll: 10.30 m (51.50 m²)'. */
function alternativeLine(cut: CarpetCut, unit: UnitSystem) {
	const [lengthUnit, area] =
		unit === 'metric'
			? ['m', `${formatNumber(cut.boughtArea)} m²`]
			: ['ft', `${formatNumber(ft2ToYd2(cut.boughtArea))} yd²`]
	return `${formatEntered(cut.rollWidth)} ${lengthUnit} roll: ${formatNumber(cut.cutLength)} ${lengthUnit} (${area})`
}

export function CarpetResults({ input, result, onStartNew }: ResultsProps<CarpetInput, CarpetResult>) {
	const { unit } = input
	const fields = CARPET_FIELDS[unit]
	const gripper = GRIPPER_WORDS[unit]
	const length = (value: number) => systemLength(value, unit)
	return (
		<ResultsCard headlineLabel="Carpet to buy" headlineValue={rollOrder(result, unit)} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit system', value: unit === 'metric' ? 'Metric' : 'Imperial' },
					{ label: 'Rooms', value: roomsSummary(input.rooms, unit) },
					{ label: 'Doorways', value: formatCount(input.rooms.reduce((sum, room) => sum + room.doorways, 0)) },
					{ label: 'Roll width', value: `${formatEntered(result.rollWidth)} ${unit === 'metric' ? 'm' : 'ft'}` },
					{
						label: 'Trim allowance per cut',
						value: formatLengths([input.trimAllowance], fields.trimAllowance.unit ?? ''),
					},
					{
						label: 'Underlay',
						value:
							input.underlayCoverage === null
								? 'Not included'
								: `${formatEntered(input.underlayCoverage)} ${fields.underlayCoverage.unit} a roll`,
					},
					{
						label: fields.gripperLength.label,
						value: formatLengths([input.gripperLength], unit === 'metric' ? 'm' : 'ft'),
					},
					{ label: 'Doorway width', value: formatLengths([input.doorwayWidth], unit === 'metric' ? 'm' : 'ft') },
					{
						label: unit === 'metric' ? 'Price per m²' : 'Price per yd²',
						value: input.price === null ? 'Not given' : money(input.price, unit),
					},
				]}
			/>
			{result.runs.map((run, index) => (
				<ResultsTable
					key={index}
					caption={entryLabel({ id: '', name: input.rooms[index]?.name ?? '' }, 'Room', index)}
					rows={[
						{ label: 'Run direction', value: `runs along ${length(run.runLength)}` },
						{ label: 'Drops', value: formatCount(run.drops) },
						{ label: 'Cut per drop', value: length(run.cutPerDrop) },
						{ label: 'Room cut length', value: length(run.cutLength) },
						{ label: 'Seams', value: formatCount(run.seams) },
						{ label: 'Seam length', value: length(run.seamLength) },
					]}
				/>
			))}
			<ResultsTable
				caption="Totals"
				rows={[
					{ label: 'Cut length', value: lengthFigures(result.cutLength, unit) },
					{ label: 'Bought area', value: areaFiguresWithYards(result.boughtArea, unit) },
					{ label: 'Floor area', value: areaFiguresWithYards(result.floorArea, unit) },
					{ label: 'Offcut', value: `${formatNumber(result.offcutPercent, 1)}%` },
					{ label: 'Alternative width', value: alternativeLine(result.alternative, unit) },
					{
						label: 'Underlay rolls',
						value: result.underlayRolls === null ? 'Not included' : formatCount(result.underlayRolls),
					},
					{ label: gripper.length, value: lengthFigures(result.gripperLength, unit) },
					{ label: gripper.strips, value: formatCount(result.gripperStrips) },
					{ label: 'Door bars', value: formatCount(result.doorBars) },
					...(result.cost === null ? [] : [{ label: 'Cost', value: money(result.cost, unit) }]),
				]}
			/>
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
