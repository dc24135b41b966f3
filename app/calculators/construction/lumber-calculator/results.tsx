import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { LumberResult } from './compute.ts'
import { LUMBER_TIPS } from './fields.ts'
import { cutLength } from './header.ts'
import { MaterialsTable, type MaterialRow } from './materials-table.tsx'
import { LUMBER_SYSTEMS } from './options.ts'
import type { LumberInput } from './schema.ts'

export function LumberResults({ input, result, onStartNew }: ResultsProps<LumberInput, LumberResult>) {
	const isMetric = input.unit === 'metric'
	const system = LUMBER_SYSTEMS[input.unit]
	const plateStock = `${formatEntered(result.plateStock)} ${system.lengthUnit}`
	// Cuts in whole mm, or inches to 2 decimals and as a tape reads them.
	const cut = (length: number) =>
		isMetric
			? `${formatNumber(cutLength(input.unit, length), 0)} mm`
			: formatLengths([cutLength(input.unit, length)], 'in', formatNumber)
	const stud = result.studSection.label
	const rows: Array<MaterialRow> = [
		...result.studGroups.map((group) => ({
			item: 'Studs',
			size: `${stud} × ${group.stock.label}, cut to ${cut(group.cut)}`,
			quantity: group.studs,
		})),
		{ item: 'Plates', size: `${stud} × ${plateStock}`, quantity: result.plates },
		...(input.rows > 0 ? [{ item: system.rowsItem, size: `${stud} × ${plateStock}`, quantity: result.rowPieces }] : []),
		...result.headers.map((header) => ({
			item: `Headers, Opening ${header.openingIndex + 1}`,
			size: `${result.headerSection.label} × ${plateStock}, cut ${cut(header.pieceLength)} each`,
			quantity: header.boards,
		})),
	]
	const metres = `${formatNumber(result.lengthM)} m`
	const feet = `${formatNumber(result.lengthFt)} ft`
	const cubicMetres = `${formatNumber(result.volumeM3, 3)} m³`
	const boardFeet = `${formatNumber(result.boardFeet)} board feet`
	const wallLength = input.walls.reduce((total, wall) => total + wall.length, 0)
	return (
		<ResultsCard
			headline={{ label: 'Total pieces of timber', value: formatCount(result.totalPieces) }}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={[
					{ label: 'Studs', value: `${stud} at ${input.spacing} ${system.spacingUnit}` },
					{ label: 'Top plates', value: input.topPlates },
					{
						label: 'Walls',
						value: `${formatCount(input.walls.length)}, ${formatLengths([wallLength], system.lengthUnit)} in all`,
					},
					{ label: 'Corners and T-junctions', value: formatCount(input.corners) },
					{
						label: 'Openings',
						value: formatCount(input.openings.reduce((total, opening) => total + opening.quantity, 0)),
					},
				]}
			/>
			<MaterialsTable rows={rows} />
			<ResultsTable
				caption="Totals"
				lines={[
					{ label: 'Total length', value: isMetric ? `${metres} (${feet})` : `${feet} (${metres})` },
					{
						label: 'Timber volume',
						value: isMetric ? `${cubicMetres} (${boardFeet})` : `${boardFeet} (${cubicMetres})`,
					},
					{ label: 'Waste allowance', value: `${formatEntered(input.waste)}%` },
				]}
			/>
			<TipsList tips={LUMBER_TIPS} />
		</ResultsCard>
	)
}
