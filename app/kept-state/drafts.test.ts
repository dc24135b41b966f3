import { expect, test } from 'vitest'
import { chooseOpening, type TabDraft } from './drafts.ts'

const typed: TabDraft = { key: 'k2', address: 'length=3000', query: 'length=3000&width=3600' }

test("a reload at the entry the tab's inputs were typed at opens them, not the address a few keys behind", () => {
	const opening = chooseOpening({
		place: { key: 'k2', address: 'length=3000' },
		isLink: true,
		drafts: { tab: typed, device: null },
	})
	expect(opening).toEqual({ source: 'tab', query: 'length=3000&width=3600' })
})

test('another entry with inputs (a link, an estimate opened from the project) opens its own inputs', () => {
	const opening = chooseOpening({
		place: { key: 'k9', address: 'length=7000' },
		isLink: true,
		drafts: { tab: typed, device: null },
	})
	expect(opening).toEqual({ source: 'link', query: 'length=7000' })
})

test('a reload that lost its entry key (the address rewritten as the reload began) still opens the tab inputs', () => {
	// Chromium reloaded the address before the rewrite, with no state: key 'default', the older address.
	const opening = chooseOpening({
		place: { key: 'default', address: 'length=30' },
		isLink: true,
		isReloadWithoutKey: true,
		drafts: { tab: typed, device: null },
	})
	expect(opening).toEqual({ source: 'tab', query: 'length=3000&width=3600' })
})
