import { DimensionLine } from './dimension-line.tsx'
import { DrawingFigure, drawingStyles, useCutFill } from './job-drawing.tsx'
import type { pieceGridLayout } from './piece-grid-layout.ts'

/**
 * One surface of whole pieces (plain) and cut pieces (hatched) with its openings cut out (dashed), dimensioned along
 * its length and up its height (issue #29). Shared by the tile and drywall drawings.
 */
export function PieceGridFigure({
	name,
	description,
	layout,
	lengthLabel,
	heightLabel,
}: {
	name: string
	description: string
	layout: ReturnType<typeof pieceGridLayout>
	lengthLabel: string
	heightLabel: string
}) {
	return (
		<DrawingFigure name={name} description={description} height={layout.height}>
			<PieceGrid layout={layout} />
			<DimensionLine from={layout.lengthLine.from} to={layout.lengthLine.to} label={lengthLabel} side={1} />
			<DimensionLine from={layout.heightLine.from} to={layout.heightLine.to} label={heightLabel} side={1} />
		</DrawingFigure>
	)
}

function PieceGrid({ layout }: { layout: ReturnType<typeof pieceGridLayout> }) {
	const cutFill = useCutFill()
	const { surface } = layout
	return (
		<g>
			{layout.isOneByOne ? (
				layout.pieces.map((piece) => (
					<rect
						key={`${piece.x} ${piece.y}`}
						x={piece.x}
						y={piece.y}
						width={piece.width}
						height={piece.height}
						className={drawingStyles[piece.kind]}
						fill={piece.kind === 'cut' ? cutFill : undefined}
						data-piece={piece.kind}
					/>
				))
			) : (
				<>
					<rect
						x={surface.x}
						y={surface.y}
						width={surface.width}
						height={surface.height}
						className={drawingStyles.whole}
					/>
					{layout.strips.map((strip) => (
						<rect
							key={`${strip.x} ${strip.y} ${strip.width}`}
							x={strip.x}
							y={strip.y}
							width={strip.width}
							height={strip.height}
							className={drawingStyles.cut}
							fill={cutFill}
						/>
					))}
					{layout.gridPath ? <path d={layout.gridPath} className={drawingStyles.whole} fill="none" /> : null}
				</>
			)}
			{layout.cutouts.map((cutout) => (
				<rect
					key={`${cutout.x} ${cutout.y}`}
					x={cutout.x}
					y={cutout.y}
					width={cutout.width}
					height={cutout.height}
					className={drawingStyles.cutout}
				/>
			))}
			<rect
				x={surface.x}
				y={surface.y}
				width={surface.width}
				height={surface.height}
				className={drawingStyles.outline}
			/>
		</g>
	)
}
