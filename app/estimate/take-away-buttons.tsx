import type { ExportList } from './export-formats.ts'
import { copyText } from '#app/lib/copy-text.ts'

/**
 * The CSV and text writers, fetched when a button asks for them (the page's first load leaves them out; the service
 * worker precaches them, and a cached module arrives well inside the click's permission to copy).
 */
const writers = () => import('./export-formats.ts')

/** Download CSV, Copy as text and Print, for an estimate's results and for the project. */
export function TakeAwayButtons({
	fileName,
	list,
	onStatus,
}: {
	fileName: string
	list: ExportList
	onStatus: (status: string) => void
}) {
	const offline = () => onStatus('No connection: reload when online to export (your estimate is kept).')
	return (
		<>
			<button
				type="button"
				className="button button--secondary"
				onClick={() => void writers().then(({ downloadCsv }) => downloadCsv(fileName, list), offline)}
			>
				Download CSV
			</button>
			<button
				type="button"
				className="button button--secondary"
				onClick={() =>
					void writers()
						.then(({ toText }) => copyText(toText(list)))
						.then((ok) => onStatus(ok ? 'List copied' : 'Copying was refused'), offline)
				}
			>
				Copy as text
			</button>
			<button type="button" className="button button--secondary" onClick={() => window.print()}>
				Print
			</button>
		</>
	)
}
