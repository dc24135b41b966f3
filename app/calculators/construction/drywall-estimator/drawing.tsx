import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { DrawingKey, Drawings } from '#app/components/drawing/job-drawing.tsx'
import { typedLengthUnit } from '#app/lib/units.ts'
import { PieceGridFigure } from '#app/components/drawing/piece-grid-figure.tsx'
import type { DrywallResult, DrywallSurfaceLayout } from './compute.ts'
import { drywallDrawingLayout } from './drawing-layout.ts'
import type { DrywallInput } from './schema.ts'

function plural(count: number, one: string, many: string) {
	return `${count} ${count === 1 ? one : many}`
}

function describe(surface: DrywallSurfaceLayout, size: (value: number) => string, isGrid: boolean) {
	const isWall = surface.kind === 'wall'
	// The board as sold, width × length, whichever way it is hung.
	const [boardWidth, boardLength] = [surface.board.width, surface.board.height].sort((a, b) => a - b)
	const board = `${size(boardWidth ?? 0)} × ${size(boardLength ?? 0)}`
	const openings = surface.cutouts.length
	return [
		isWall
			? `${surface.name}, ${size(surface.length)} long and ${size(surface.height)} high, boarded with ${board} boards standing upright from its bottom-left corner`
			: `The ceiling, ${size(surface.length)} by ${size(surface.height)}, boarded with ${board} boards laid lengthways from one corner`,
		': whole boards plain, cut boards hatched.',
		openings > 0
			? ` ${plural(openings, 'opening', 'openings')} cut out, dashed; as no place is typed, ${openings === 1 ? 'it is' : 'they are'} drawn ${isWall ? 'at the bottom edge' : 'across the middle'}${openings === 1 ? '' : ', evenly spaced'}.`
			: '',
		surface.unplacedOpenings > 0
			? ` ${plural(surface.unplacedOpenings, 'opening is', 'openings are')} not drawn, too long for the room left; the area still comes off.`
			: '',
		isGrid ? ' The boards are too small to draw one by one at this scale: the cut boards show as hatched strips.' : '',
	].join('')
}

/** Each wall and the ceiling to scale in whole and cut boards, openings cut out (issue #29). */
export function DrywallDrawing({ input, result }: Pick<ResultsProps<DrywallInput, DrywallResult>, 'input' | 'result'>) {
	const unit = typedLengthUnit(input)
	const size = (value: number) => drawingLength(value, unit)
	const drawn = drywallDrawingLayout(result)
	const hasCutouts = result.surfaceLayouts.some((surface) => surface.cutouts.length > 0)
	return (
		<Drawings total={result.surfaceLayouts.length} noun={{ one: 'surface', many: 'surfaces' }}>
			{drawn.map(({ surface, drawing }) => (
				<PieceGridFigure
					key={surface.name}
					name={`Board layout of ${surface.kind === 'wall' ? surface.name : 'the ceiling'}`}
					description={describe(surface, size, !drawing.isOneByOne && drawing.gridPath === '')}
					layout={drawing}
					lengthLabel={size(surface.length)}
					heightLabel={size(surface.height)}
				/>
			))}
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Whole board' },
					{ swatch: 'cut', label: 'Cut board' },
					...(hasCutouts ? [{ swatch: 'cutout' as const, label: 'Opening, not boarded' }] : []),
				]}
			/>
		</Drawings>
	)
}
