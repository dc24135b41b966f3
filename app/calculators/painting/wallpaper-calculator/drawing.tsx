import { DimensionLine } from '#app/components/drawing/dimension-line.tsx'
import { drawingLength } from '#app/components/drawing/drawing-length.ts'
import { LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import {
	CutRect,
	DrawingFigure,
	DrawingKey,
	Drawings,
	drawingStyles,
	MOST_ENTRIES_DRAWN,
} from '#app/components/drawing/job-drawing.tsx'
import { toBaseLength } from '#app/calculators/painting/shared/entries.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { formatCount } from '#app/lib/format.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import type { WallpaperResult, WallStrips } from './compute.ts'
import { wallPaperLayout, type WallPaper } from './drawing-layout.ts'
import { paperedHeight, smallLengthToBase } from './drops.ts'
import { rollUnits, type WallpaperInput } from './schema.ts'

type Props = { input: WallpaperInput; result: WallpaperResult }
type Units = { typed: string; base: string; small: string }

function WallFigure({
	name,
	wall,
	typed,
	units,
}: {
	name: string
	wall: WallPaper
	typed: { length: number; height: number | null; rollWidth: number; repeat: number }
	units: Units
}) {
	const labels = {
		height:
			typed.height === null ? drawingLength(wall.paperedHeight, units.base) : drawingLength(typed.height, units.typed),
		drop: `drop ${drawingLength(wall.stripHeight, units.base)}`,
	}
	const layout = wallPaperLayout(wall, labels)
	const { strips, breakAt, paper, skirting, rows } = layout
	const first = strips[0]
	const hasRepeat = wall.repeat > 0
	const description = [
		`${name}: ${formatCount(wall.strips)} ${wall.strips === 1 ? 'strip' : 'strips'} the roll width wide, each a drop of ${drawingLength(wall.stripHeight, units.base)}`,
		hasRepeat ? ', the pattern repeat shaded across the top of each.' : '.',
		' Hatched paper is trimmed off above and below the wall and past its end.',
		breakAt ? ` The wall is drawn broken after strip ${strips.length - 1}; its last strip is after the break.` : '',
		skirting ? ' The skirting below is left unpapered.' : '',
	].join('')
	return (
		<DrawingFigure name={`Wallpaper strips on ${name}`} description={description} height={layout.height}>
			{strips.map((strip) => (
				<g key={strip.index} data-part="strip">
					<CutRect {...strip.paper} />
					{hasRepeat ? <rect {...strip.repeat} className={drawingStyles.accent} data-part="repeat" /> : null}
					<rect {...strip.onWall} className={drawingStyles.whole} />
				</g>
			))}
			<rect
				x={layout.wall.x}
				y={layout.wall.y}
				width={layout.wall.right - layout.wall.x}
				height={layout.wall.height}
				className={drawingStyles.outline}
			/>
			{skirting ? <rect {...skirting} className={drawingStyles.outline} data-part="skirting" /> : null}
			{breakAt ? (
				<polyline
					data-part="break"
					points={[0, 1, 2, 3, 4]
						.map((step) => {
							const y = paper.top + ((paper.bottom - paper.top) * step) / 4
							return `${breakAt.x + breakAt.width / 2 + (step % 2 ? 3 : -3)},${y}`
						})
						.join(' ')}
					className={drawingStyles.outline}
				/>
			) : null}
			{hasRepeat && first ? (
				<text x={first.paper.x} y={paper.top - LABEL_SIZE * 0.5} fontSize={LABEL_SIZE} className={drawingStyles.label}>
					{`repeat ${drawingLength(typed.repeat, units.small)}`}
				</text>
			) : null}
			<DimensionLine
				from={[layout.wall.x - LABEL_SIZE * 0.75, layout.wall.y]}
				to={[layout.wall.x - LABEL_SIZE * 0.75, layout.wall.y + layout.wall.height]}
				label={labels.height}
			/>
			<DimensionLine
				from={[paper.right + LABEL_SIZE * 0.75, paper.top]}
				to={[paper.right + LABEL_SIZE * 0.75, paper.bottom]}
				label={labels.drop}
				side={1}
			/>
			{first ? (
				<DimensionLine
					from={[first.paper.x, rows[0]]}
					to={[first.paper.x + first.paper.width, rows[0]]}
					label={drawingLength(typed.rollWidth, units.small)}
					side={1}
				/>
			) : null}
			<DimensionLine
				from={[layout.wall.x, rows[1]]}
				to={[layout.wall.right, rows[1]]}
				label={drawingLength(typed.length, units.typed)}
				side={1}
			/>
		</DrawingFigure>
	)
}

/**
 * Each wall's strips at the roll width, with the trim and pattern repeat each drop carries, to scale (issue #29).
 * Strips and drops per wall are compute's (stripsPerWall, strips.width); the wall sizes are as typed.
 */
export function WallpaperDrawing({ input, result }: Props) {
	const system = input.unit
	const units: Units = { typed: typedLengthUnit(input), base: result.strips.unit, small: rollUnits(system).small }
	const repeat = smallLengthToBase(input.patternRepeat, system)
	const drawn = result.stripsPerWall.slice(0, MOST_ENTRIES_DRAWN)
	return (
		<Drawings total={result.stripsPerWall.length} noun={{ one: 'wall', many: 'walls' }}>
			{drawn.map((strips: WallStrips, index) => {
				const wall = input.walls[index]
				if (!wall || strips.strips === 0) return null
				const papered = paperedHeight(wall, input)
				return (
					<WallFigure
						key={strips.id}
						name={entryLabel(strips, 'Wall', index)}
						wall={{
							length: toBaseLength(wall.length, system, input.metricUnit),
							paperedHeight: papered,
							skirting: wall.includeSkirting ? 0 : smallLengthToBase(wall.skirtingHeight, system),
							strips: strips.strips,
							stripHeight: strips.stripHeight,
							rollWidth: result.strips.width,
							repeat,
						}}
						typed={{
							length: wall.length,
							height: wall.includeSkirting ? wall.height : null,
							rollWidth: input.rollWidth,
							repeat: input.patternRepeat,
						}}
						units={units}
					/>
				)
			})}
			{/* Openings have no wall or place, and never change the strips (docs/calculators/wallpaper-calculator.md §3 step 7). */}
			{input.openings.length > 0 ? (
				<p>
					Windows and doors are not drawn: they come off the area only, not the strips, since paper still goes above and
					below them.
				</p>
			) : null}
			<DrawingKey
				items={[
					{ swatch: 'whole', label: 'Paper on the wall' },
					{ swatch: 'cut', label: 'Trimmed off' },
					...(repeat > 0 ? [{ swatch: 'accent' as const, label: 'Pattern repeat' }] : []),
				]}
			/>
		</Drawings>
	)
}
