import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type ProjectEntry, readEntry, readSharedEntry } from './project-entries.ts'
import { makeShareLink, readShareLink } from './project-share.ts'
import { hasShareLink, MAX_SHARE_LINK_LENGTH } from './share-link-params.ts'
import { paintEntry } from '../../tests/support/project-entry.ts'

/** Priced in euros, the price in its link too. */
const entry = (id: string, label = 'Paint Calculator') =>
	paintEntry(id, {
		label,
		currency: 'EUR',
		href: '/calculators/paint-calculator?surfaces.0.length=4&cur=EUR&price.paint-tin-5l=23.50#results',
	})

const ORIGIN = 'https://calcwright.example'

const withoutId = (item: ProjectEntry) => readSharedEntry(item)

async function openLink(link: string) {
	const url = new URL(link)
	return readShareLink(url.search, url.hash)
}

async function deflated(text: string) {
	const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))
	return Buffer.from(await new Response(stream).arrayBuffer()).toString('base64url')
}

test('a project goes into the link’s fragment, compressed, and comes back whole without its ids', async () => {
	const entries = [entry('a', 'Patio – “back”, £ & €'), entry('b')]
	const link = (await makeShareLink(ORIGIN, entries)) ?? ''
	expect(link).toMatch(/^https:\/\/calcwright\.example\/project#share=[\w-]+$/)
	expect(await openLink(link)).toEqual({ entries: entries.map(withoutId), unreadable: 0 })
})

test('forty estimates make a link of a few kilobytes, not the 40 KB that overflowed a server’s header limit', async () => {
	const entries = Array.from({ length: 40 }, (_, index) => entry(`e${index}`, `Room ${index + 1}`))
	const link = (await makeShareLink(ORIGIN, entries)) ?? ''
	expect(Buffer.from(JSON.stringify(entries)).toString('base64url').length).toBeGreaterThan(16_384)
	expect(link.length).toBeLessThan(3_000)
	expect((await openLink(link))?.entries).toHaveLength(40)
})

test('a project too large for a link gives none', async () => {
	// Digits that barely compress: ten estimates of 20,000 make over 65,536 characters of link.
	let seed = 1
	const digits = () => Array.from({ length: 20_000 }, () => String((seed = (seed * 48271) % 2147483647) % 10)).join('')
	const entries = Array.from({ length: 10 }, (_, index) => ({
		...entry(`e${index}`),
		href: `/calculators/paint-calculator?note=${digits()}#results`,
	}))
	expect(entries.every((item) => readEntry(item))).toBe(true)
	expect(await makeShareLink(ORIGIN, entries)).toBeNull()
	expect(MAX_SHARE_LINK_LENGTH).toBe(65_536)
})

test('a link of the first form, ?share=<base64url JSON> with ids, still opens', async () => {
	const old = Buffer.from(JSON.stringify([entry('a'), entry('b')])).toString('base64url')
	expect(hasShareLink(`?share=${old}`, '')).toBe(true)
	expect(await readShareLink(`?share=${old}`, '')).toEqual({
		entries: [entry('a'), entry('b')].map(withoutId),
		unreadable: 0,
	})
})

test('estimates in a link that cannot be read are counted, the rest opened', async () => {
	const crafted = [
		{ ...entry('a'), lines: [{ ...entry('a').lines[0], quantity: 1e300, unitPrice: 1e300 }] },
		entry('b'),
	]
	const old = Buffer.from(JSON.stringify(crafted)).toString('base64url')
	expect(await readShareLink(`?share=${old}`, '')).toEqual({ entries: [withoutId(entry('b'))], unreadable: 1 })
})

test('a damaged, cut short, empty or foreign link opens nothing', async () => {
	const link = (await makeShareLink(ORIGIN, [entry('a'), entry('b')])) ?? ''
	const cases = [
		['', '#share='],
		['?share=', ''],
		['', '#share=not*base64!'],
		['', `#share=${Buffer.from('plain text, not compressed').toString('base64url')}`],
		['', `#share=${await deflated('{"not":"a list"}')}`],
		['', `#share=${await deflated('[1, 2, 3]')}`],
		[`?share=${Buffer.from('[{"id":"a"').toString('base64url')}`, ''],
	]
	for (const [search, hash] of cases) {
		expect(hasShareLink(search!, hash!)).toBe(true)
		expect(await readShareLink(search!, hash!), `${search}${hash}`).toBeNull()
	}
	expect(await openLink(link.slice(0, -12))).toBeNull()
	expect(hasShareLink('?length=4', '#results')).toBe(false)
})

test('a link that unpacks to more than any project could hold is refused before it fills the memory', async () => {
	// 17 million spaces compress to about 17 KB
	const bomb = await deflated(`[${' '.repeat(17_000_000)}]`)
	expect(bomb.length).toBeLessThan(40_000)
	expect(await readShareLink('', `#share=${bomb}`)).toBeNull()
})

const anyEntry = fc.record({
	id: fc.uuid(),
	calculatorId: fc.constantFrom('paint-calculator', 'deck-board-estimator'),
	label: fc.string({ maxLength: 60, unit: 'binary' }),
	href: fc.webPath().map((path) => `/calculators/${path}`),
	currency: fc.constantFrom('GBP' as const, 'USD' as const, 'EUR' as const),
	lines: fc.array(
		fc.record({
			key: fc.string({ maxLength: 60 }),
			item: fc.string({ maxLength: 120 }),
			quantity: fc.double({ min: 0, max: 1e9, noNaN: true }),
			unit: fc.string({ maxLength: 20 }),
			unitPrice: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true })),
		}),
		{ maxLength: 5 },
	),
	figures: fc.array(fc.record({ label: fc.string({ maxLength: 200 }), value: fc.string({ maxLength: 200 }) }), {
		maxLength: 5,
	}),
})

test('any project of valid estimates round-trips through a link', async () => {
	await fc.assert(
		fc.asyncProperty(fc.array(anyEntry, { minLength: 1, maxLength: 20 }), async (entries) => {
			const link = await makeShareLink(ORIGIN, entries)
			expect(link).not.toBeNull()
			// JSON keeps -0 as 0: compare what JSON keeps.
			const expected = JSON.parse(JSON.stringify(entries.map(withoutId))) as unknown
			expect(await openLink(link ?? '')).toEqual({ entries: expected, unreadable: 0 })
		}),
		{ numRuns: 50 },
	)
})
