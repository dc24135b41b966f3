import resultStyles from '#app/components/results/results.module.css'
import styles from './tile.module.css'

const TIPS = [
	'Tiles are sold by the box: divide the tiles needed by the number in a box and round up to whole boxes.',
	'Buy all the tiles at once and check that every box carries the same batch (shade) number: the colour can differ between batches.',
	'Keep a few spare tiles after the job for repairs; a discontinued range is hard to match later.',
	'Dry-lay a row before fixing and set out from the centre of the wall or floor, so the cut tiles at both edges are at least half a tile wide.',
	'Leave a movement gap of about 5 mm around the edges of a floor and where tiles meet another material, and fill it with flexible sealant, not grout.',
	'Use a flexible adhesive on timber floors and over underfloor heating, and waterproof shower walls before tiling them.',
]

export function TilingTips() {
	return (
		<div className={resultStyles.block}>
			<h3>Tiling Tips</h3>
			<ul className={styles.tips}>
				{TIPS.map((tip) => (
					<li key={tip}>{tip}</li>
				))}
			</ul>
		</div>
	)
}
