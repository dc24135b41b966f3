import { createContext, type ReactNode, useContext, useDeferredValue, useId, useState } from 'react'
import { DRAWING_WIDTH } from './fit-drawing.ts'
import styles from './drawing.module.css'

/** At most this many entries are drawn; a longer list says how many more there are (issue #29: draw within a frame). */
export const MOST_ENTRIES_DRAWN = 12

const HatchContext = createContext('')

/**
 * The fill of a cut piece: diagonal hatching, so it reads without colour. Only inside a DrawingFigure's children (a
 * component it renders), not in the component that renders the figure: use CutRect there.
 */
export function useCutFill() {
	return `url(#${useContext(HatchContext)})`
}

/** A cut piece: a hatched rectangle. Its own component, as the hatching is known only inside a DrawingFigure. */
export function CutRect(box: { x: number; y: number; width: number; height: number; 'data-part'?: string }) {
	return <rect {...box} className={styles.cut} fill={useCutFill()} />
}

function HatchPattern({ id }: { id: string }) {
	return (
		<defs>
			<pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
				<rect width="6" height="6" fill="#fff" />
				<line x1="0" y1="0" x2="0" y2="6" stroke="#475569" strokeWidth="2" />
			</pattern>
		</defs>
	)
}

/**
 * The User Timing measure of the drawings' first render, which `npm run bench:drawings` reads: from the drawings'
 * render starting to their last child's, so it covers what the drawings add to the results' own frame, and nothing
 * else in the results. The figures' content follows in a deferred render (FIGURE_DRAWN_MARK).
 */
export const DRAWING_RENDER_MEASURE = 'calcwright:drawing-render'
/**
 * Measured per figure as its content renders in the deferred render: from its start to its last child's, or longer
 * should React yield between them (so an upper bound of the figure's own work).
 */
export const FIGURE_RENDER_MEASURE = 'calcwright:figure-render'

function RenderMeasureEnd({ name, start }: { name: string; start: number }) {
	useState(() => performance.measure(name, { start, end: performance.now() }))
	return null
}

function FigureContent({ hatchId, children }: { hatchId: string; children: ReactNode }) {
	const [start] = useState(() => performance.now())
	return (
		<HatchContext value={hatchId}>
			{children}
			<RenderMeasureEnd name={FIGURE_RENDER_MEASURE} start={start} />
		</HatchContext>
	)
}

/**
 * The drawings under a calculator's results: a heading, one figure or more, and a key. `total` and `noun` say how many
 * entries there were when only the first MOST_ENTRIES_DRAWN are drawn.
 */
export function Drawings({
	children,
	total,
	noun,
}: {
	children: ReactNode
	total?: number
	noun?: { one: string; many: string }
}) {
	const headingId = useId()
	const [renderStart] = useState(() => performance.now())
	const omitted = total !== undefined && noun && total > MOST_ENTRIES_DRAWN ? total - MOST_ENTRIES_DRAWN : 0
	return (
		<section className={styles.drawings} aria-labelledby={headingId}>
			<h3 id={headingId}>Drawing to scale</h3>
			{children}
			{omitted > 0 && noun ? (
				<p>{`The first ${MOST_ENTRIES_DRAWN} ${noun.many} are drawn; ${omitted} more ${omitted === 1 ? `${noun.one} is` : `${noun.many} are`} counted in the results but not drawn.`}</p>
			) : null}
			<RenderMeasureEnd name={DRAWING_RENDER_MEASURE} start={renderStart} />
		</section>
	)
}

/**
 * One drawing: an SVG `height` drawing units tall (DRAWING_WIDTH wide) that scales to the card, named `name` for
 * assistive technology, with `description` under it in words (the figures themselves stay in the results tables).
 */
export function DrawingFigure({
	name,
	description,
	height,
	children,
}: {
	name: string
	description: string
	height: number
	children: ReactNode
}) {
	const hatchId = useId()
	const descriptionId = useId()
	// The figure's box shows with the results; what is in it is drawn in a deferred render, which React does in slices
	// between frames, so twelve figures of a 200-row job never hold up a frame (issue #29).
	const isDrawn = useDeferredValue(true, false)
	return (
		<figure className={styles.figure}>
			<svg
				role="img"
				aria-label={name}
				aria-describedby={descriptionId}
				aria-busy={!isDrawn}
				viewBox={`0 0 ${DRAWING_WIDTH} ${Math.max(1, Math.ceil(height))}`}
			>
				<HatchPattern id={hatchId} />
				{isDrawn ? <FigureContent hatchId={hatchId}>{children}</FigureContent> : null}
			</svg>
			<figcaption id={descriptionId}>{description}</figcaption>
		</figure>
	)
}

type Swatch = 'whole' | 'cut' | 'cutout' | 'accent'

function KeySwatch({ swatch }: { swatch: Swatch }) {
	const hatchId = useId()
	return (
		<svg viewBox="0 0 20 20" aria-hidden="true">
			<HatchPattern id={hatchId} />
			<rect
				x="1"
				y="1"
				width="18"
				height="18"
				className={swatch === 'cut' ? styles.cut : styles[swatch]}
				fill={swatch === 'cut' ? `url(#${hatchId})` : undefined}
			/>
		</svg>
	)
}

/** What the fills mean, in words beside a swatch of each. */
export function DrawingKey({ items }: { items: ReadonlyArray<{ swatch: Swatch; label: string }> }) {
	return (
		<ul className={styles.key} aria-label="Key">
			{items.map((item) => (
				<li key={item.label}>
					<KeySwatch swatch={item.swatch} />
					{item.label}
				</li>
			))}
		</ul>
	)
}

export { styles as drawingStyles }
