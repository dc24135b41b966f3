import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { importEntries, type ImportResult } from '#app/kept-state/project-store.ts'
import type { SharedProject } from '#app/kept-state/project-share.ts'
import { hasShareLink } from '#app/kept-state/share-link-params.ts'
import { MAX_ENTRIES } from '#app/kept-state/project-entries.ts'

export const DAMAGED_LINK =
	'This project link is damaged or incomplete, so nothing was added. Ask for the link again and open all of it.'

export const NOT_OPENED = 'The shared project could not be opened just now. Reload the page to try again.'

const estimates = (count: number) => `${count} ${count === 1 ? 'estimate' : 'estimates'}`

/** 'Shared project opened: 4 estimates added. 1 estimate in the link could not be read.' */
export function openedMessage({ added, alreadyThere, didNotFit }: ImportResult, { unreadable }: SharedProject) {
	return [
		`Shared project opened: ${added ? `${estimates(added)} added` : 'nothing new'}.`,
		alreadyThere ? `${estimates(alreadyThere)} ${alreadyThere === 1 ? 'was' : 'were'} already in your project.` : '',
		didNotFit ? `${estimates(didNotFit)} did not fit: a project keeps at most ${MAX_ENTRIES}.` : '',
		unreadable ? `${estimates(unreadable)} in the link could not be read.` : '',
	]
		.filter(Boolean)
		.join(' ')
}

/**
 * Opening a 'Share project' link adds its estimates to this device's project, says what it did, and
 * takes the link out of the address (a reload must not add them again; a damaged one must not stay).
 */
export function useSharedProject(onStatus: (status: string) => void) {
	const { search, hash } = useLocation()
	const navigate = useNavigate()
	useEffect(() => {
		if (!hasShareLink(search, hash)) return
		let isCurrent = true
		// Unpacking a link loads only when the address holds one.
		void import('#app/kept-state/project-share.ts')
			.then(({ readShareLink }) => readShareLink(search, hash))
			.then(
				(shared) => {
					if (!isCurrent) return
					const result = shared && importEntries(shared.entries)
					if (!shared) onStatus(DAMAGED_LINK)
					else if (!result) onStatus('The shared project could not be saved: this browser’s storage is off or full.')
					else onStatus(openedMessage(result, shared))
					void navigate('/project', { replace: true })
				},
				() => {
					// The code could not be fetched: the link stays in the address for a reload to try again.
					if (isCurrent) onStatus(NOT_OPENED)
				},
			)
		return () => {
			isCurrent = false
		}
	}, [search, hash, navigate, onStatus])
}
