import { useState } from 'react'
import { MAX_SHARE_LINK_LENGTH } from '#app/kept-state/share-link-params.ts'
import type { ProjectEntry } from '#app/kept-state/project-entries.ts'
import { formatCount } from '#app/lib/format.ts'
import type { ExportList } from './export-formats.ts'
import { copyText } from '#app/lib/copy-text.ts'
import { TakeAwayButtons } from './take-away-buttons.tsx'
import styles from './project-page.module.css'

const TOO_LARGE =
	`This project is too large to share as a link (over ${formatCount(MAX_SHARE_LINK_LENGTH)} characters). ` +
	'Send it with Download CSV or Copy as text instead, or remove some estimates and share the rest.'

/** The ways to take the project away: a link that rebuilds it, CSV, plain text and print. */
export function ProjectActions({
	entries,
	exported,
	onStatus,
}: {
	entries: ReadonlyArray<ProjectEntry>
	exported: ExportList
	onStatus: (status: string) => void
}) {
	const [shareLink, setShareLink] = useState('')

	async function share() {
		let link: string | null
		try {
			// Packing a project loads when it is asked for: the page itself need not carry it.
			const { makeShareLink } = await import('#app/kept-state/project-share.ts')
			link = await makeShareLink(window.location.origin, entries)
		} catch {
			setShareLink('')
			onStatus('This browser cannot make a project link. Send it with Download CSV or Copy as text instead.')
			return
		}
		setShareLink(link ?? '')
		if (!link) onStatus(TOO_LARGE)
		else onStatus((await copyText(link)) ? 'Project link copied' : 'Copy the link below')
	}

	return (
		<>
			<div className={`${styles.actions} no-print`}>
				<button type="button" className="button" onClick={() => void share()}>
					Share project
				</button>
				<TakeAwayButtons fileName="project.csv" list={exported} onStatus={onStatus} />
			</div>
			{shareLink ? (
				<p className={`${styles.shareLink} no-print`}>
					<label>
						Project link
						<input type="text" readOnly value={shareLink} onFocus={(event) => event.target.select()} />
					</label>
				</p>
			) : null}
		</>
	)
}
