import { browserDraftStores, DEVICE_PREFIX, type DraftStores, TAB_PREFIX } from './draft-keys.ts'
import { readItem, writeItem } from './storage.ts'

export { clearDrafts } from './draft-keys.ts'

/**
 * A calculator's last inputs, kept as their address query string in two places (issue #26, decision 070):
 * - the device draft (localStorage): the last inputs typed in any tab, for a later visit to the bare page;
 * - the tab draft (sessionStorage, one per tab, kept across reloads): this tab's last inputs and the
 *   address they were typed at. The address is rewritten at most every 300 ms, so a reload can load an
 *   address a few keys behind the typing; the tab draft has every key.
 * Nothing else is kept, and nothing leaves the device (privacy page).
 */
export type TabDraft = { address: string; query: string }

/** This tab's draft, or null when there is none or what is stored is not one (old, edited, cut short). */
function readTabDraft(stored: string | null): TabDraft | null {
	if (!stored) return null
	try {
		const draft: unknown = JSON.parse(stored)
		if (typeof draft !== 'object' || draft === null) return null
		const { address, query } = draft as Record<string, unknown>
		return typeof address === 'string' && typeof query === 'string' ? { address, query } : null
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

/**
 * Saves the query string of the inputs, and the address (query string) they were typed at; an empty
 * query (the defaults) removes the device draft.
 */
export function writeDrafts(calculatorId: string, query: string, address: string, stores = browserDraftStores()) {
	writeItem(stores.device, DEVICE_PREFIX + calculatorId, query || null)
	writeItem(stores.tab, TAB_PREFIX + calculatorId, JSON.stringify({ address, query } satisfies TabDraft))
}

export type Opening = { source: 'tab' | 'link' | 'draft' | null; query: string }

/**
 * What a calculator page opens with (decision 070):
 * 1. this tab's own inputs, when the address is the one they were typed at (a reload, or a return to it);
 * 2. else an address with inputs (a link, Copy link, Share, an estimate opened from the project);
 * 3. else, on a bare address, the last inputs: this tab's, then this device's;
 * 4. else nothing: the defaults.
 */
export function chooseOpening({
	address,
	isLink,
	drafts,
}: {
	/** The address's query string, without '?'. */
	address: string
	/** Whether the address carries inputs (or asks for results). */
	isLink: boolean
	drafts: ReturnType<typeof readDrafts>
}): Opening {
	const { tab, device } = drafts
	if (tab && tab.address === address && (isLink || tab.query)) return { source: 'tab', query: tab.query }
	if (isLink) return { source: 'link', query: address }
	if (tab?.query) return { source: 'draft', query: tab.query }
	if (device) return { source: 'draft', query: device }
	return { source: null, query: '' }
}
