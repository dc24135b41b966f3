import { deviceStorage, type StorageLike, tabStorage, writeItem } from './storage.ts'

/** Where drafts.ts keeps a calculator's drafts; apart from it so the error page can clear them (on every page). */
export const DEVICE_PREFIX = 'calcwright:draft:'
export const TAB_PREFIX = 'calcwright:tab-draft:'

export type DraftStores = { device: StorageLike | null; tab: StorageLike | null }

export function browserDraftStores(): DraftStores {
	return { device: deviceStorage(), tab: tabStorage() }
}

export function clearDrafts(calculatorId: string, stores = browserDraftStores()) {
	writeItem(stores.device, DEVICE_PREFIX + calculatorId, null)
	writeItem(stores.tab, TAB_PREFIX + calculatorId, null)
}
