import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { DrawingFigure, DrawingKey, Drawings, drawingStyles, useCutFill } from '#app/components/drawing/job-drawing.tsx'
import { entryLabel } from '#app/lib/entries.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { PaverResult } from './compute.ts'
import { type AreaPlan, basketweaveCount, type LaidUnit, paverDrawingLayout } from './drawing-layout.ts'
import { PAVER_SYSTEMS } from './options.ts'
import type { PaverInput } from './schema.ts'

const PATTERN_WORDS = {
	stack: 'in stack bond, the joints lined up both ways',
	running: 'in running bond, each row half a unit along from the last',
	basketweave: 'in basketweave',
	herringbone90: 'in herringbone at 90°',
	herringbone45: 'in herringbone at 45° to the edges',
} as const

function describe(
	plan: AreaPlan,
	name: string,
	size: string,
	laid: { unit: string; noun: string; pattern: string; joint: string },
) {
	const area = `${name}, ${size}, seen from above`
	if (plan.reason === 'small')
		return `${area}: the ${laid.noun} are too small to draw at this scale, so only its outline is drawn.`
	if (plan.reason === 'many') return `${area}: too many ${laid.noun} to draw one by one, so only its outline is drawn.`
	return `${area}: ${laid.unit} ${laid.noun} ${laid.pattern}, ${laid.joint}, set out from the top left corner; ${laid.noun} cut at the edges are hatched. The count to buy is worked from the area, not counted here.`
}

/** Each area from above to one scale, its slabs or pavers laid in the chosen pattern, cut ones hatched (decision 078). */
export function PaverDrawing({ input, result }: { input: PaverInput; result: PaverResult }) {
	const system = PAVER_SYSTEMS[input.unit]
	const toLength = (small: number) => small / system.smallPerLength
	const unit: LaidUnit = {
		length: toLength(result.unitLength),
		width: toLength(result.unitWidth),
		joint: toLength(input.joint),
	}
	const areas = input.areas.map((area, index) => ({
		...area,
		name: entryLabel({ id: '', name: area.name }, 'Area', index),
	}))
	const drawn = paverDrawingLayout(areas, unit, input.pattern)
	const noun = result.isSlab ? 'slabs' : 'pavers'
	const weave = basketweaveCount(unit)
	const pattern =
		input.pattern === 'basketweave'
			? weave === null
				? 'drawn in stack bond, as basketweave needs a unit about a whole number of widths long'
				: `in basketweave, squares of ${formatEntered(weave)} turned a quarter from the next`
			: PATTERN_WORDS[input.pattern]
	const length = (value: number) => drawingLength(value, system.lengthUnit)
	const laid = {
		unit: `${formatEntered(result.unitLength)} × ${formatEntered(result.unitWidth)} ${system.smallUnit}`,
		noun,
		pattern,
		joint: input.joint > 0 ? `${drawingLength(input.joint, system.smallUnit)} joints` : 'butted',
	}
	const hasPieces = drawn.some(({ plan }) => plan.reason === null)
	return (
		<Drawings total={input.areas.length} noun={{ one: 'area', many: 'areas' }}>
			{drawn.map(({ area, plan }, index) => (
				<DrawingFigure
					key={`${area.name} ${index}`}
					name={`Paving plan of ${area.name}`}
					description={describe(plan, area.name, `${length(area.length)} × ${length(area.width)}`, laid)}
					height={plan.height}
				>
					<AreaPieces plan={plan} />
					<DimensionLine from={plan.lengthLine.from} to={plan.lengthLine.to} label={length(area.length)} side={1} />
					<DimensionLine from={plan.widthLine.from} to={plan.widthLine.to} label={length(area.width)} side={1} />
				</DrawingFigure>
			))}
			{hasPieces ? (
				<DrawingKey
					items={[
						{ swatch: 'whole', label: `Whole ${noun.slice(0, -1)}` },
						{ swatch: 'cut', label: `Cut ${noun.slice(0, -1)}` },
					]}
				/>
			) : null}
		</Drawings>
	)
}

/** Inside the figure, where the hatching is defined: the whole and the cut units, then the area's outline. */
function AreaPieces({ plan }: { plan: AreaPlan }) {
	const cutFill = useCutFill()
	const { outline } = plan
	return (
		<>
			{plan.wholePath ? <path d={plan.wholePath} className={drawingStyles.whole} data-pieces="whole" /> : null}
			{plan.cutPath ? <path d={plan.cutPath} className={drawingStyles.cut} fill={cutFill} data-pieces="cut" /> : null}
			<rect
				x={outline.x}
				y={outline.y}
				width={outline.width}
				height={outline.height}
				className={drawingStyles.outline}
			/>
		</>
	)
}
