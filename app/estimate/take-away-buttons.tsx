import { downloadCsv, type ExportList, toText } from './export-formats.ts'
import { copyText } from '#app/lib/copy-text.ts'

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
	return (
		<>
			<button type="button" className="button button--secondary" onClick={() => downloadCsv(fileName, list)}>
				Download CSV
			</button>
			<button
				type="button"
				className="button button--secondary"
				onClick={() => void copyText(toText(list)).then((ok) => onStatus(ok ? 'List copied' : 'Copying was refused'))}
			>
				Copy as text
			</button>
			<button type="button" className="button button--secondary" onClick={() => window.print()}>
				Print
			</button>
		</>
	)
}
