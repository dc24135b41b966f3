import { useContext, useId, useState } from 'react'
import { copyText } from '#app/lib/copy-text.ts'
import styles from './results.module.css'
import { ShareUrlContext } from './share-context.ts'

type CopyState = { status: 'idle' } | { status: 'copied' } | { status: 'manual'; url: string }

/**
 * 'Copy link' (the Clipboard API, then a visible 'Link copied'; where the browser refuses, the link
 * in a field to select and copy by hand) and 'Share' where the browser can share (Web Share API).
 */
export function ShareActions() {
	const shareUrl = useContext(ShareUrlContext)
	const [copy, setCopy] = useState<CopyState>({ status: 'idle' })
	const fieldId = useId()
	if (!shareUrl) return null
	const canShare = typeof navigator.share === 'function'

	async function copyLink(url: string) {
		setCopy((await copyText(url)) ? { status: 'copied' } : { status: 'manual', url })
	}

	async function share(url: string) {
		try {
			await navigator.share({ title: document.title, url })
		} catch {
			// Cancelled by the person, or refused by the browser: Copy link is beside it.
		}
	}

	return (
		<div className={`${styles.share} no-print`}>
			<div className={styles.shareButtons}>
				<button type="button" className="button button--secondary" onClick={() => void copyLink(shareUrl())}>
					Copy link
				</button>
				{canShare ? (
					<button type="button" className="button button--secondary" onClick={() => void share(shareUrl())}>
						Share
					</button>
				) : null}
			</div>
			<p role="status" className={styles.shareStatus}>
				{copy.status === 'copied' ? 'Link copied' : null}
			</p>
			{copy.status === 'manual' ? (
				<div className={styles.shareField}>
					<label htmlFor={fieldId}>Copy this link</label>
					<input id={fieldId} type="text" readOnly value={copy.url} onFocus={(event) => event.target.select()} />
				</div>
			) : null}
		</div>
	)
}
