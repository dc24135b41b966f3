import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import { LENGTH_UNIT_SYSTEM_LABELS } from '#app/lib/units.ts'
import { COMPLEX_PATTERN_PERCENTAGE, type TileResult } from './compute.ts'
import { EntriesTable } from './entries-table.tsx'
import { OBSTRUCTION_TYPE_LABELS, SURFACE_TYPE_LABELS } from './fields.ts'
import { type TileEntry, type TileInput, tileLengthUnit } from './schema.ts'
import { TileDrawing } from './drawing.tsx'

const TILING_TIPS = [
	'Tiles are sold by the box: divide the tiles needed by the number in a box and round up to whole boxes.',
	'Buy all the tiles at once and check that every box carries the same batch (shade) number: the colour can differ between batches.',
	'Keep a few spare tiles after the job for repairs; a discontinued range is hard to match later.',
	'Dry-lay a row before fixing and set out from the centre of the wall or floor, so the cut tiles at both edges are at least half a tile wide.',
	'Leave a movement gap of about 5 mm around the edges of a floor and where tiles meet another material, and fill it with flexible sealant, not grout.',
	'Use a flexible adhesive on timber floors and over underfloor heating, and waterproof shower walls before tiling them.',
]

function plural(count: number, singular: string) {
	return `${formatCount(count)} ${count === 1 ? singular : `${singular}s`}`
}

/** '2 walls, 1 floor': how many entries of each type were counted. */
function countByType<TType extends string>(entries: ReadonlyArray<TileEntry<TType>>, labels: Record<TType, string>) {
	const types = Object.keys(labels) as Array<TType>
	const parts = types
		.map((type) => [entries.filter((entry) => entry.type === type).length, labels[type].toLowerCase()] as const)
		.filter(([count]) => count > 0)
		.map(([count, label]) => plural(count, label))
	return parts.join(', ') || 'None'
}

export function TileResults({ input, result, onStartNew }: ResultsProps<TileInput, TileResult>) {
	const unit = tileLengthUnit(input)
	const tileSize = `${formatEntered(input.tileLengthMm)} × ${formatEntered(input.tileWidthMm)} mm`
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					{ label: 'Surfaces', value: countByType(input.surfaces, SURFACE_TYPE_LABELS) },
					{ label: 'Obstructions', value: countByType(input.obstructions, OBSTRUCTION_TYPE_LABELS) },
					{ label: 'Tile Size', value: tileSize },
					{
						label: 'Cuts and Wastage',
						value: input.includeWastage ? `Included (${formatEntered(input.wastagePercentage)}%)` : 'Not included',
					},
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<ResultNote>
				{`For complex patterns or herringbone, add ${COMPLEX_PATTERN_PERCENTAGE}% extra instead: ${plural(result.complexPatternTiles, 'tile')}.`}
			</ResultNote>
			<EntriesTable caption="Surfaces" entries={input.surfaces} typeLabels={SURFACE_TYPE_LABELS} unit={unit} />
			{input.obstructions.length > 0 ? (
				<EntriesTable
					caption="Obstructions"
					entries={input.obstructions}
					typeLabels={OBSTRUCTION_TYPE_LABELS}
					unit={unit}
				/>
			) : null}
			<TileDrawing input={input} result={result} />
			<TipsList title="Tiling Tips" tips={TILING_TIPS} />
		</ResultsCard>
	)
}
