import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { Both, RoofingResult } from './compute.ts'
import { COVERING_OPTIONS, ROOFING_TIPS, SHAPE_OPTIONS } from './fields.ts'
import { BATTEN_LENGTH_M, findTileType, ROOFING_SYSTEMS } from './options.ts'
import type { RoofingInput } from './schema.ts'

const labelOf = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>, value: T) =>
	options.find((option) => option.value === value)?.label ?? value

export function RoofingResults({ input, result, onStartNew }: ResultsProps<RoofingInput, RoofingResult>) {
	const isMetric = input.unit === 'metric'
	const system = ROOFING_SYSTEMS[input.unit]
	// The chosen system's figure first, the other in brackets; imperial lengths also as a tape reads them.
	const area = (value: Both) => {
		const m2 = `${formatNumber(value.metric)} m²`
		const ft2 = `${formatNumber(value.imperial)} ft²`
		return isMetric ? `${m2} (${ft2})` : `${ft2} (${m2})`
	}
	const length = (value: Both) => {
		const metres = `${formatNumber(value.metric)} m`
		const feet = formatLengths([value.imperial], 'ft', formatNumber)
		return isMetric ? `${metres} (${formatNumber(value.imperial)} ft)` : `${feet} (${metres})`
	}
	const pitch = `${formatNumber(result.rise)}/12, ${formatNumber(result.degrees, 1)}°`
	const { shingles, tiles } = result
	const underlay = { label: 'Underlay rolls', value: formatCount(result.underlayRolls) }
	const materials = shingles
		? [
				{ label: 'Squares of roof', value: formatNumber(shingles.squares) },
				{ label: 'Squares to order', value: formatNumber(shingles.squaresToOrder) },
				{ label: 'Shingle bundles', value: formatCount(shingles.bundles) },
				underlay,
				{
					label: 'Drip edge pieces',
					value: `${formatCount(shingles.dripEdgePieces)} × ${formatEntered(system.dripEdgePiece)} ${system.lengthUnit}`,
				},
				{ label: 'Starter bundles', value: formatCount(shingles.starterBundles) },
				{ label: 'Hip-and-ridge cap bundles', value: formatCount(shingles.capBundles) },
			]
		: tiles
			? [
					{ label: 'Roof tiles', value: formatCount(tiles.tiles) },
					{
						label: 'Batten length',
						value: `${formatNumber(tiles.batten.metric)} m (${formatNumber(tiles.batten.imperial)} ft)`,
					},
					{ label: `Battens, ${formatEntered(BATTEN_LENGTH_M)} m lengths`, value: formatCount(tiles.battenLengths) },
					{ label: 'Ridge/hip tiles', value: formatCount(tiles.ridgeTiles) },
					underlay,
				]
			: []
	const covering = shingles
		? labelOf(COVERING_OPTIONS, input.covering)
		: `${findTileType(input.tileType).label}${tiles ? `, ${formatNumber(tiles.tilesPerM2)} per m²` : ''}`
	const overhang = `${formatEntered(input.overhang)} ${system.overhangUnit}`
	return (
		<ResultsCard
			headlineLabel={shingles ? 'Shingle bundles' : 'Roof tiles'}
			headlineValue={formatCount(shingles ? shingles.bundles : (tiles?.tiles ?? 0))}
			onStartNew={onStartNew}
		>
			{result.warning ? <ResultNote>{result.warning}</ResultNote> : null}
			<InputSummary
				items={[
					{ label: 'Roof shape', value: labelOf(SHAPE_OPTIONS, input.shape) },
					{
						label: 'Building',
						value: formatLengths([input.length, input.width], system.lengthUnit),
					},
					{ label: 'Eaves overhang', value: overhang },
					{ label: 'Roof covering', value: covering },
					{ label: 'Underlay coverage per roll', value: `${formatEntered(input.underlayCoverage)} ${system.areaUnit}` },
					{ label: 'Waste', value: `${formatEntered(input.waste)}%` },
				]}
			/>
			<ResultsTable
				caption="Roof Geometry"
				rows={[
					{ label: 'Pitch', value: pitch },
					{ label: 'Pitch factor', value: formatNumber(result.pitchFactor, 3) },
					{ label: 'Plan area', value: area(result.planArea) },
					{ label: 'Roof area', value: area(result.roofArea) },
					{ label: 'Eaves', value: length(result.eaves) },
					{ label: 'Rakes', value: length(result.rakes) },
					{ label: 'Ridge', value: length(result.ridge) },
					{ label: 'Hips', value: length(result.hips) },
				]}
			/>
			<ResultsTable caption="Materials to Buy" rows={materials} />
			<TipsList tips={ROOFING_TIPS} />
		</ResultsCard>
	)
}
