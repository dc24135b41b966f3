/**
 * A whole project in one link (decision 072): `/project#share=<base64url of deflate-raw JSON>`. The
 * fragment never reaches a server (no size limit there, nothing logged), and compression keeps a
 * project of 100 estimates short. Links of the first form, `/project?share=<base64url JSON>`, still
 * open. Estimates travel without their ids: each gets a fresh one where it is imported.
 *
 *   makeShareLink(origin, entries): Promise<string | null>           null: too long for a link
 *   readShareLink(search, hash): Promise<SharedProject | null>       null: damaged, cut short or empty
 */
import { MAX_ENTRIES, type ProjectEntry, readSharedEntry, type SharedEntry } from './project-entries.ts'
import { MAX_SHARE_LINK_LENGTH, SHARE_PARAM, shareParams } from './share-link-params.ts'
/** Most text a link may unpack to: 100 estimates at their largest, well short of a page's memory. */
const MAX_JSON_BYTES = 16_000_000
const FORMAT = 'deflate-raw'

export type SharedProject = { entries: SharedEntry[]; unreadable: number }

function toBase64Url(bytes: Uint8Array) {
	let binary = ''
	for (let start = 0; start < bytes.length; start += 0x8000) {
		binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
	}
	return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string) {
	if (!/^[\w-]+$/.test(text)) return null
	try {
		return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0))
	} catch {
		return null
	}
}

async function deflate(text: string) {
	const stream = new Blob([text]).stream().pipeThrough(new CompressionStream(FORMAT))
	return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The text a compressed link holds, or null when it is cut short, not compressed or too large to be ours. */
async function inflate(bytes: Uint8Array<ArrayBuffer>) {
	const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(FORMAT)).getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	try {
		for (let read = await reader.read(); !read.done; read = await reader.read()) {
			size += read.value.byteLength
			if (size > MAX_JSON_BYTES) {
				void reader.cancel().catch(() => {})
				return null
			}
			chunks.push(read.value)
		}
		return utf8(chunks)
	} catch {
		return null
	}
}

function utf8(chunks: ReadonlyArray<Uint8Array>) {
	const decoder = new TextDecoder('utf-8', { fatal: true })
	return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode()
}

function sharedPart({ calculatorId, label, href, currency, lines, figures }: SharedEntry): SharedEntry {
	return { calculatorId, label, href, currency, lines, figures }
}

/** The project's link, or null when it would be longer than MAX_SHARE_LINK_LENGTH. */
export async function makeShareLink(origin: string, entries: ReadonlyArray<ProjectEntry>) {
	const packed = toBase64Url(await deflate(JSON.stringify(entries.map(sharedPart))))
	const link = `${origin}/project#${SHARE_PARAM}=${packed}`
	return link.length > MAX_SHARE_LINK_LENGTH ? null : link
}

/** A link's estimates, read one by one (at most MAX_ENTRIES); null when it holds none that can be read. */
function readShared(json: string | null): SharedProject | null {
	let list: unknown
	try {
		list = json === null ? null : JSON.parse(json)
	} catch {
		return null
	}
	if (!Array.isArray(list)) return null
	const entries = (list as unknown[])
		.slice(0, MAX_ENTRIES)
		.map(readSharedEntry)
		.filter((entry) => entry !== null)
	return entries.length ? { entries, unreadable: list.length - entries.length } : null
}

export async function readShareLink(search: string, hash: string) {
	const { packed, old } = shareParams(search, hash)
	const bytes = fromBase64Url(packed ?? old ?? '')
	if (!bytes) return null
	if (packed !== null) return readShared(await inflate(bytes))
	try {
		return readShared(utf8([bytes]))
	} catch {
		return null
	}
}
