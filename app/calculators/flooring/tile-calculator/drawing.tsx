import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { DrawingKey, Drawings } from '#app/components/drawing/job-drawing.tsx'
import { formatEntered } from '#app/lib/format.ts'
import type { TileResult, TileSurfaceLayout } from './compute.ts'
import { tileDrawingLayout } from './drawing-layout.ts'
import { PieceGridFigure } from '#app/components/drawing/piece-grid-figure.tsx'
import { type TileInput, tileLengthUnit } from './schema.ts'

/** A length in mm as the person typed it: mm or m, or feet and inches for inches (docs/calculators/tile-calculator.md §3). */
function typedLength(mm: number, unit: 'mm' | 'm' | 'in') {
	if (unit === 'in') return drawingLength(mm / 25.4 / 12, 'ft')
	return drawingLength(unit === 'm' ? mm / 1000 : mm, unit)
}

function listed(names: ReadonlyArray<string>) {
	return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

function describe(surface: TileSurfaceLayout, tile: string, length: (mm: number) => string, isGrid: boolean) {
	const across = surface.type === 'wall' ? 'high' : 'wide'
	const cutouts = surface.cutouts.map((cutout) => cutout.name)
	return [
		`${surface.name}, ${length(surface.lengthMm)} long and ${length(surface.widthMm)} ${across}, laid with ${tile} tiles set out from the middle${surface.type === 'wall' ? ' of its length, from the floor up' : ''}: whole tiles plain, cut tiles hatched.`,
		cutouts.length > 0 ? ` ${listed(cutouts)} cut out, dashed.` : '',
		isGrid ? ' The tiles are too small to draw one by one at this scale: the cut tiles show as hatched strips.' : '',
	].join('')
}

/** Each surface to scale with its tile grid, cut tiles hatched and the obstructions placed on it cut out (issue #29). */
export function TileDrawing({ input, result }: Pick<ResultsProps<TileInput, TileResult>, 'input' | 'result'>) {
	const unit = tileLengthUnit(input)
	const length = (mm: number) => typedLength(mm, unit)
	const tile = `${formatEntered(input.tileLengthMm)} × ${formatEntered(input.tileWidthMm)} mm`
	const drawn = tileDrawingLayout(input, result)
	const hasCutouts = result.surfaceLayouts.some((surface) => surface.cutouts.length > 0)
	return (
		<Drawings total={result.surfaceLayouts.length} noun={{ one: 'surface', many: 'surfaces' }}>
			{input.obstructions.length > 0 ? (
				<p>
					Where the windows, doors and floor obstacles are is not typed, so each is drawn on the first surface of its
					kind with room along its length: windows and doors at the bottom edge of a wall, floor obstacles across the
					middle of a floor.
				</p>
			) : null}
			{drawn.map(({ surface, drawing }, index) => (
				<PieceGridFigure
					key={`${surface.name} ${index}`}
					name={`Tile layout of ${surface.name}`}
					description={describe(surface, tile, length, !drawing.isOneByOne && drawing.gridPath === '')}
					layout={drawing}
					lengthLabel={length(surface.lengthMm)}
					heightLabel={length(surface.widthMm)}
				/>
			))}
			{result.unplacedObstructions.length > 0 ? (
				<p>{`Not drawn: ${listed(result.unplacedObstructions)}, larger than the room left on every surface of ${result.unplacedObstructions.length === 1 ? 'its' : 'their'} kind. ${result.unplacedObstructions.length === 1 ? 'Its' : 'Their'} area still comes off.`}</p>
			) : null}
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Whole tile' },
					{ swatch: 'cut', label: 'Cut tile' },
					...(hasCutouts ? [{ swatch: 'cutout' as const, label: 'Obstruction, not tiled' }] : []),
				]}
			/>
		</Drawings>
	)
}
