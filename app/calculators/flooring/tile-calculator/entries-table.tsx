import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatNumber } from '#app/lib/format.ts'
import { type FineLengthUnit, lengthToMm, mm2ToM2 } from '#app/lib/units.ts'
import type { TileEntry } from './schema.ts'
import styles from './tile.module.css'

/** The surfaces or obstructions that were counted: name (and type), size as typed and area. */
export function EntriesTable<TType extends string>({
	caption,
	entries,
	typeLabels,
	unit,
}: {
	caption: string
	entries: ReadonlyArray<TileEntry<TType>>
	typeLabels: Record<TType, string>
	unit: FineLengthUnit
}) {
	return (
		<table className={styles.entries}>
			<caption>{caption}</caption>
			<thead>
				<tr>
					<th scope="col">Name</th>
					<th scope="col">Size</th>
					<th scope="col" className={styles.number}>
						Area
					</th>
				</tr>
			</thead>
			<tbody>
				{entries.map((entry) => (
					<tr key={entry.id}>
						<th scope="row">
							{entry.name}
							{/* The type, unless the name already says it ('Wall 1'). */}
							{entry.name.toLowerCase().includes(typeLabels[entry.type].toLowerCase()) ? null : (
								<span className={styles.type}>{typeLabels[entry.type]}</span>
							)}
						</th>
						<td>{formatLengths([entry.length, entry.width], unit)}</td>
						<td className={styles.number}>
							{`${formatNumber(mm2ToM2(lengthToMm(entry.length, unit) * lengthToMm(entry.width, unit)))} m²`}
						</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}
