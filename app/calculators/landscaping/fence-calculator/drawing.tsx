import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import {
	CutRect,
	DrawingFigure,
	DrawingKey,
	Drawings,
	drawingStyles,
	MOST_ENTRIES_DRAWN,
} from '#app/components/drawing/job-drawing.tsx'
import { entryLabel } from '#app/lib/entries.ts'
import { formatCount } from '#app/lib/format.ts'
import type { FenceResult } from './compute.ts'
import { elevationLayout, type ElevationSizes, MOST_BAYS_DRAWN, postInHoleLayout } from './drawing-layout.ts'
import type { SectionLayout } from './layout.ts'
import { FENCE_SYSTEMS } from './options.ts'
import type { FenceInput } from './schema.ts'

type Line = readonly [readonly [number, number], readonly [number, number]]

function GroundLine({ line }: { line: Line }) {
	const [[x1, y1], [x2, y2]] = line
	return <line x1={x1} y1={y1} x2={x2} y2={y2} className={drawingStyles.outline} />
}

/** In words what a section's elevation shows (its figures stay in the results). */
function describeSection(section: SectionLayout, name: string, size: (value: number) => string, isPanels: boolean) {
	if (section.type === 'gate')
		return `${name}: a gate opening of ${size(section.length)} (dashed) between two posts ${size(section.centres)} apart, centre to centre.`
	const posts = formatCount(section.bays + 1)
	const start = `${name}, ${size(section.length)} centre to centre of its end posts, seen from the side`
	if (section.bays > MOST_BAYS_DRAWN)
		return `${start}: ${formatCount(section.bays)} bays, too many to draw one by one, so its outline is drawn.`
	const infill = isPanels ? 'panels' : 'boards'
	const bays = `${formatCount(section.bays)} ${section.bays === 1 ? 'bay' : 'bays'} of ${infill} between ${posts} posts`
	const cut =
		section.cutPanels === 1
			? `, the last panel cut to ${size(section.cutWidth)} (hatched)`
			: section.cutPanels === 2
				? `, the last two bays re-spaced to ${size(section.lastBay)} and both panels cut to ${size(section.cutWidth)} (hatched)`
				: ''
	return `${start}: ${bays}${section.bays > 1 ? ` at ${size(section.bay)} centres` : ''}${cut}.`
}

function SectionElevation({
	section,
	name,
	sizes,
	size,
	isPanels,
}: {
	section: SectionLayout
	name: string
	sizes: ElevationSizes
	size: (value: number) => string
	isPanels: boolean
}) {
	const layout = elevationLayout(section, sizes)
	const span = section.type === 'gate' ? section.centres : section.length
	return (
		<DrawingFigure
			name={`Elevation of ${name}`}
			description={describeSection(section, name, size, isPanels)}
			height={layout.height}
		>
			{layout.isOutline ? <rect {...layout.outline} className={drawingStyles.whole} /> : null}
			{layout.bays.map((bay) => {
				const box = { x: bay.x, y: bay.y, width: bay.width, height: bay.height }
				return (
					<g key={bay.x}>
						{bay.kind === 'cut' ? (
							<CutRect {...box} data-part="cut" />
						) : (
							<rect
								{...box}
								className={bay.kind === 'gate' ? drawingStyles.cutout : drawingStyles.whole}
								data-part={bay.kind}
							/>
						)}
						{bay.gravelBoard ? (
							<rect {...bay.gravelBoard} className={drawingStyles.accent} data-part="gravel-board" />
						) : null}
					</g>
				)
			})}
			{layout.posts.map((post) => (
				<rect key={post.x} {...post} fill="currentColor" data-part="post" />
			))}
			<GroundLine line={layout.ground} />
			{layout.bayLine ? (
				<DimensionLine
					from={layout.bayLine[0]}
					to={layout.bayLine[1]}
					label={size(section.type === 'fence' ? section.bay : 0)}
				/>
			) : null}
			<DimensionLine from={layout.lengthLine[0]} to={layout.lengthLine[1]} label={size(span)} side={1} />
			<DimensionLine
				from={layout.heightLine[0]}
				to={layout.heightLine[1]}
				label={size(sizes.infillHeight + sizes.gravelBoard)}
				side={1}
			/>
		</DrawingFigure>
	)
}

function PostInHole({
	input,
	result,
	size,
}: {
	input: FenceInput
	result: FenceResult
	size: (value: number) => string
}) {
	const system = FENCE_SYSTEMS[input.unit]
	const holeDiameter = input.holeDiameter / system.smallPerLength
	const layout = postInHoleLayout({
		postWidth: result.postWidth,
		aboveGround: result.aboveGround,
		holeDiameter,
		holeDepth: result.holeDepth,
	})
	const small = (value: number) => drawingLength(value, system.smallUnit)
	const description = `One post, ${size(result.postLength)} long, in section: ${size(result.aboveGround)} above the ground and ${small(input.holeDepth)} down a hole ${small(input.holeDiameter)} across, filled with concrete round the post.`
	return (
		<DrawingFigure name="Post in its hole" description={description} height={layout.height}>
			<rect {...layout.hole} className={drawingStyles.accent} data-part="concrete" />
			<rect {...layout.post} fill="currentColor" data-part="post" />
			<GroundLine line={layout.ground} />
			<DimensionLine
				from={layout.holeWidthLine[0]}
				to={layout.holeWidthLine[1]}
				label={small(input.holeDiameter)}
				side={1}
			/>
			<DimensionLine
				from={layout.holeDepthLine[0]}
				to={layout.holeDepthLine[1]}
				label={small(input.holeDepth)}
				side={1}
			/>
			<DimensionLine
				from={layout.aboveGroundLine[0]}
				to={layout.aboveGroundLine[1]}
				label={size(result.aboveGround)}
				side={1}
			/>
		</DrawingFigure>
	)
}

/** Each section from the side and one post in its hole, to scale (decision 078), from the compute result. */
export function FenceDrawing({ input, result }: { input: FenceInput; result: FenceResult }) {
	const system = FENCE_SYSTEMS[input.unit]
	const size = (value: number) => drawingLength(value, system.lengthUnit, 2)
	const isPanels = input.style === 'panels'
	const gravelBoard = input.gravelBoards ? system.gravelBoard : 0
	const sizes: ElevationSizes = {
		postWidth: result.postWidth,
		infillHeight: result.aboveGround - gravelBoard,
		gravelBoard,
	}
	const sections = result.layout.sections
	const drawn = sections.slice(0, MOST_ENTRIES_DRAWN)
	const hasCut = drawn.some((section) => section.type === 'fence' && section.cutPanels > 0)
	const hasGate = drawn.some((section) => section.type === 'gate')
	return (
		<Drawings total={sections.length} noun={{ one: 'section', many: 'sections' }}>
			{drawn.map((section, index) => (
				<SectionElevation
					key={`${index}-${section.name}`}
					section={section}
					name={entryLabel({ id: '', name: section.name }, 'Section', index)}
					sizes={sizes}
					size={size}
					isPanels={isPanels}
				/>
			))}
			<PostInHole input={input} result={result} size={size} />
			<DrawingKey
				items={[
					{ swatch: 'whole', label: isPanels ? 'Panel' : 'Boards' },
					...(hasCut ? [{ swatch: 'cut' as const, label: 'Cut panel' }] : []),
					...(hasGate ? [{ swatch: 'cutout' as const, label: 'Gate opening' }] : []),
					{
						swatch: 'accent',
						label: gravelBoard > 0 ? 'Gravel board; concrete round the post in its hole' : 'Concrete round the post',
					},
				]}
			/>
		</Drawings>
	)
}
