import { expect, test } from 'vitest'
import { chooseOpening, type Place, type TabDraft } from './drafts.ts'

// This tab typed length 3000 and width 3600 at entry k2; the address caught up with the length only.
const typed: TabDraft = { key: 'k2', address: 'length=3000', query: 'length=3000&width=3600' }

/** What a page at `place` with inputs in its address opens, with this tab's draft `typed`. */
const openingAt = (place: Place, isReloadWithoutKey = false) =>
	chooseOpening({ place, isLink: true, isReloadWithoutKey, drafts: { tab: typed, device: null } })

test("a reload at the entry the tab's inputs were typed at opens them, not the address a few keys behind", () => {
	expect(openingAt({ key: 'k2', address: 'length=3000' })).toEqual({ source: 'tab', query: 'length=3000&width=3600' })
})

test('another entry with inputs (a link, an estimate opened from the project) opens its own inputs', () => {
	expect(openingAt({ key: 'k9', address: 'length=7000' })).toEqual({ source: 'link', query: 'length=7000' })
})

test('a reload that lost its entry key (the address rewritten as the reload began) still opens the tab inputs', () => {
	// Chromium reloaded the address before the rewrite, with no state: key 'default', the older address.
	expect(openingAt({ key: 'default', address: 'length=30' }, true)).toEqual({
		source: 'tab',
		query: 'length=3000&width=3600',
	})
})
