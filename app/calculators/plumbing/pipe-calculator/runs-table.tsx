import { ScrollBox } from '#app/components/results/scroll-box.tsx'
import resultStyles from '#app/components/results/results.module.css'
import { formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { PipeRunResult } from './compute.ts'
import styles from './pipe.module.css'

/** US gallons per 100 ft, the trade's figure for water per length. */
const FEET_PER_HUNDRED = 100

/** One row per run: its pipe, bore, water per length, water and pipe weight ('–' for a custom bore). */
export function RunsTable({ runs, system }: { runs: ReadonlyArray<PipeRunResult>; system: UnitSystem }) {
	const isMetric = system === 'metric'
	return (
		<ScrollBox label="Pipe runs" isBlock>
			<table className={`${resultStyles.table} ${styles.runs}`}>
				<caption>Pipe runs</caption>
				<thead>
					<tr>
						<th scope="col">Run</th>
						<th scope="col">Inside diameter</th>
						<th scope="col">{isMetric ? 'Water per metre' : 'Water per 100 ft'}</th>
						<th scope="col">Water</th>
						<th scope="col">Pipe weight</th>
					</tr>
				</thead>
				<tbody>
					{runs.map((run, index) => (
						<tr key={`${run.name}-${index}`}>
							<th scope="row">
								{run.name}
								<span className={styles.pipe}>{run.pipe}</span>
							</th>
							<td>{`${formatNumber(run.insideDiameterMm, 1)} mm (${formatNumber(run.insideDiameterIn, 3)} in)`}</td>
							<td>
								{isMetric
									? `${formatNumber(run.volumePerLength, 3)} L/m`
									: `${formatNumber(run.volumePerLength * FEET_PER_HUNDRED)} US gal`}
							</td>
							<td>{`${formatNumber(run.volume)} ${isMetric ? 'L' : 'US gal'}`}</td>
							<td>{run.pipeWeight === null ? '–' : `${formatNumber(run.pipeWeight)} ${isMetric ? 'kg' : 'lb'}`}</td>
						</tr>
					))}
				</tbody>
			</table>
		</ScrollBox>
	)
}
