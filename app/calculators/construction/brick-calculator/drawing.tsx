import { useId } from 'react'
import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles } from '#app/components/drawing/job-drawing.tsx'
import type { BrickResult } from './types.ts'
import { bondTilePath, brickDrawingLayout } from './drawing-layout.ts'
import type { BrickInput } from './schema.ts'

type WallLayout = ReturnType<typeof brickDrawingLayout>['walls'][number]

function plural(count: number, one: string, many: string) {
	return `${count} ${count === 1 ? one : many}`
}

/** A wall's face: white, its joints in stretcher bond (an SVG pattern, so a 100 m wall is one element), openings dashed. */
function BondedWall({ wall }: { wall: WallLayout }) {
	const patternId = useId()
	const { surface, bond } = wall
	return (
		<g>
			{bond ? (
				<defs>
					<pattern
						id={patternId}
						patternUnits="userSpaceOnUse"
						width={bond.width}
						height={bond.height}
						patternTransform={`translate(${bond.origin[0]} ${bond.origin[1] - bond.height})`}
					>
						<rect width={bond.width} height={bond.height} fill="#fff" />
						<path d={bondTilePath(bond.width, bond.height)} className={drawingStyles.cut} fill="none" />
					</pattern>
				</defs>
			) : null}
			<rect {...surface} className={drawingStyles.cut} fill={bond ? `url(#${patternId})` : '#fff'} data-part="wall" />
			{wall.openings.map((opening) => (
				<rect key={`${opening.x} ${opening.width}`} {...opening} className={drawingStyles.cutout} data-part="opening" />
			))}
			<rect {...surface} className={drawingStyles.outline} />
		</g>
	)
}

/**
 * Each wall's face to scale in stretcher bond with the openings dashed (issue #29, decision 078); the counts stay in
 * the results: they come from the area, not from the courses drawn.
 */
export function BrickDrawing({ input, result }: Pick<ResultsProps<BrickInput, BrickResult>, 'input' | 'result'>) {
	const isMetric = input.unit === 'metric'
	const size = (value: number) => drawingLength(value, isMetric ? 'm' : 'ft')
	const unitSize = (value: number) => drawingLength(value, isMetric ? 'mm' : 'in')
	const { unit, skins } = result
	const noun = unit.noun === 'brick or block' ? 'unit' : unit.noun
	const { walls, unplacedOpenings } = brickDrawingLayout(input, unit)
	const isDouble = skins === 2
	return (
		<Drawings total={input.walls.length} noun={{ one: 'wall', many: 'walls' }}>
			{walls.map((wall, index) => {
				const openings = wall.openings.length
				const description = [
					`${wall.name}, ${size(wall.length)} long and ${size(wall.height)} high, in stretcher bond: a course every ${unitSize(unit.height + unit.joint)} (a ${unitSize(unit.height)} ${noun} and its ${unitSize(unit.joint)} joint), each course half a ${noun} on from the last.`,
					isDouble ? ' One face of its two skins is drawn.' : '',
					openings > 0
						? ` ${plural(openings, 'opening', 'openings')} dashed; as no place is typed, ${openings === 1 ? 'it is' : 'they are'} drawn at the bottom edge${openings === 1 ? '' : ', evenly spaced'}.`
						: '',
					wall.bond ? '' : ' The courses are too small to draw at this scale.',
				].join('')
				return (
					<DrawingFigure
						key={`${index} ${wall.name}`}
						name={`Elevation of ${wall.name}`}
						description={description}
						height={wall.drawingHeight}
					>
						<BondedWall wall={wall} />
						<DimensionLine from={wall.lengthLine.from} to={wall.lengthLine.to} label={size(wall.length)} side={1} />
						<DimensionLine from={wall.heightLine.from} to={wall.heightLine.to} label={size(wall.height)} side={1} />
					</DrawingFigure>
				)
			})}
			{unplacedOpenings > 0 ? (
				<p>{`${plural(unplacedOpenings, 'opening is', 'openings are')} not drawn, too wide for the room left on the walls; the area still comes off.`}</p>
			) : null}
			<DrawingKey
				items={[
					{ swatch: 'whole', label: unit.noun === 'block' ? 'Blockwork, stretcher bond' : 'Brickwork, stretcher bond' },
					...(input.openings.length > 0 ? [{ swatch: 'cutout' as const, label: 'Opening, not built' }] : []),
				]}
			/>
		</Drawings>
	)
}
