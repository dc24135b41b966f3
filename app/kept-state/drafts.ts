import { browserDraftStores, DEVICE_PREFIX, type DraftStores, TAB_PREFIX } from './draft-keys.ts'
import { readItem, writeItem } from './storage.ts'

/**
 * A calculator's last inputs, kept as their address query string in two places (issue #26, decision 070):
 * - the device draft (localStorage): the last inputs typed in any tab, for a later visit to the bare page;
 * - the tab draft (sessionStorage, one per tab, kept across reloads): this tab's last inputs and the
 *   address they were typed at. The address is rewritten at most every 300 ms, so a reload can load an
 *   address a few keys behind the typing; the tab draft has every key.
 * Nothing else is kept, and nothing leaves the device (privacy page).
 */
/** This tab's inputs, and the history entry (its key, kept across reloads) and address they were at. */
export type TabDraft = { key: string; address: string; query: string }

/** This tab's draft, or null when there is none or what is stored is not one (old, edited, cut short). */
function readTabDraft(stored: string | null): TabDraft | null {
	if (!stored) return null
	try {
		const draft: unknown = JSON.parse(stored)
		if (typeof draft !== 'object' || draft === null) return null
		const { key, address, query } = draft as Record<string, unknown>
		const isDraft = typeof key === 'string' && typeof address === 'string' && typeof query === 'string'
		return isDraft ? { key, address, query } : null
	} catch {
		return null
	}
}

export function readDrafts(calculatorId: string, stores: DraftStores = browserDraftStores()) {
	return {
		tab: readTabDraft(readItem(stores.tab, TAB_PREFIX + calculatorId)),
		device: readItem(stores.device, DEVICE_PREFIX + calculatorId) || null,
	}
}

/** The history entry a page is at: its key (React Router's, kept across reloads) and its query string. */
export type Place = { key: string; address: string }

/** Saves the query string of the inputs, and where they were typed; an empty query (the defaults) removes the device draft. */
export function writeDrafts(calculatorId: string, query: string, place: Place, stores = browserDraftStores()) {
	writeItem(stores.device, DEVICE_PREFIX + calculatorId, query || null)
	writeItem(stores.tab, TAB_PREFIX + calculatorId, JSON.stringify({ ...place, query } satisfies TabDraft))
}

export type Opening = { source: 'tab' | 'link' | 'draft' | null; query: string }

/**
 * What a calculator page opens with (decision 070):
 * 1. this tab's own inputs, when the page is at the history entry and address they were typed at: a
 *    reload (a new visit to the same address is a new entry, with a new key), or a reload that lost
 *    its entry's key;
 * 2. else an address with inputs (a link, Copy link, Share, an estimate opened from the project);
 * 3. else, on a bare address, the last inputs: this tab's, then this device's;
 * 4. else nothing: the defaults.
 */
export function chooseOpening({
	place,
	isLink,
	isReloadWithoutKey = false,
	drafts,
}: {
	place: Place
	/** Whether the address carries inputs (or asks for results). */
	isLink: boolean
	/**
	 * The document was reloaded and its history entry has no key: Chromium drops the entry's state (and
	 * keeps the address before) when the address is rewritten while a reload starts. It is still this
	 * tab's page, so this tab's inputs win.
	 */
	isReloadWithoutKey?: boolean
	drafts: ReturnType<typeof readDrafts>
}): Opening {
	const { tab, device } = drafts
	const isSamePlace = tab?.key === place.key && tab.address === place.address
	if (tab && (isSamePlace || isReloadWithoutKey)) return { source: 'tab', query: tab.query }
	if (isLink) return { source: 'link', query: place.address }
	if (tab?.query) return { source: 'draft', query: tab.query }
	if (device) return { source: 'draft', query: device }
	return { source: null, query: '' }
}
