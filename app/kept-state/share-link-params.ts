/**
 * Where a project link keeps its estimates (decision 072), apart from the code that packs and reads them
 * (project-share.ts), which the project page loads only when a link is made or opened.
 *
 *   SHARE_PARAM, MAX_SHARE_LINK_LENGTH
 *   shareParams(search, hash): { packed, old }     the fragment's compressed form, the first form's query
 *   hasShareLink(search, hash): boolean
 */
export const SHARE_PARAM = 'share'
/** Longest link made: messaging apps and browsers take it whole; a longer project goes as CSV or text. */
export const MAX_SHARE_LINK_LENGTH = 65_536

export function shareParams(search: string, hash: string) {
	return {
		packed: new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_PARAM),
		old: new URLSearchParams(search).get(SHARE_PARAM),
	}
}

export function hasShareLink(search: string, hash: string) {
	const { packed, old } = shareParams(search, hash)
	return packed !== null || old !== null
}
