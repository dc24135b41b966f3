/**
 * The stored shape of a project entry: one valibot schema, used wherever the project is written,
 * read, shared or imported (decision 072). A list is read entry by entry: what does not fit the
 * schema is returned apart, to be set aside, never allowed to hide the rest.
 *
 *   readEntry(value: unknown): ProjectEntry | null
 *   readSharedEntry(value: unknown): SharedEntry | null
 *   readEntries(value: unknown): { entries: ProjectEntry[]; unreadable: unknown[] }
 *   contentOf(entry: SharedEntry): string    same text for the same estimate, whatever its id
 */
import * as v from 'valibot'
import { CURRENCIES, type Currency, MAX_PRICE } from '#app/estimate/money.ts'

/** Most estimates a project keeps. */
export const MAX_ENTRIES = 100
/**
 * Longest link back to an estimate: a calculator takes up to 200 entries a list (MAX_ENTRIES in address.ts), and a
 * 200-wall paint estimate's link is about 9,000 characters, so any real job fits.
 */
export const MAX_HREF_LENGTH = 100_000
/** Most of one thing to buy: with MAX_PRICE, every cost and total stays finite and short. */
export const MAX_QUANTITY = 1_000_000_000
/** Most figures an estimate keeps: the first of its results' lines, where the headline figures are. */
export const MAX_FIGURES = 50
/** Longest label of an estimate (its name on /project, in the CSV and the text). */
export const MAX_LABEL_LENGTH = 120

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const upTo = (max: number) => v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(max))

const LineSchema = v.object({
	key: text(60),
	item: text(120),
	quantity: upTo(MAX_QUANTITY),
	unit: text(20),
	unitPrice: v.nullable(upTo(MAX_PRICE)),
})

const FigureSchema = v.object({ label: text(200), value: text(1_000) })

const SharedEntrySchema = v.object({
	calculatorId: text(60),
	label: text(MAX_LABEL_LENGTH),
	/** Path, query and #results: the link that reopens the estimate with its inputs. */
	href: v.pipe(text(MAX_HREF_LENGTH), v.startsWith('/calculators/')),
	currency: v.picklist(Object.keys(CURRENCIES) as Currency[]),
	lines: v.pipe(v.array(LineSchema), v.maxLength(50)),
	/** The results' figures, label and value as shown: 'Total Paint Needed' '5.87 litres'. */
	figures: v.pipe(v.array(FigureSchema), v.maxLength(MAX_FIGURES)),
})

const EntrySchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(80)), ...SharedEntrySchema.entries })

export type ProjectLine = v.InferOutput<typeof LineSchema>
export type Figure = v.InferOutput<typeof FigureSchema>
/** An estimate as a share link carries it: its own id is given where it is imported. */
export type SharedEntry = v.InferOutput<typeof SharedEntrySchema>
export type ProjectEntry = v.InferOutput<typeof EntrySchema>

export function readEntry(value: unknown): ProjectEntry | null {
	const parsed = v.safeParse(EntrySchema, value)
	return parsed.success ? parsed.output : null
}

export function readSharedEntry(value: unknown): SharedEntry | null {
	const parsed = v.safeParse(SharedEntrySchema, value)
	return parsed.success ? parsed.output : null
}

/** An id not yet in `taken`, made from `id`: an estimate listed twice under one id must be removable alone. */
function uniqueId(id: string, taken: ReadonlySet<string>) {
	let candidate = id
	for (let copy = 2; taken.has(candidate); copy += 1) candidate = `${id.slice(0, 70)}~${copy}`
	return candidate
}

/**
 * A stored list, entry by entry: the readable ones (at most MAX_ENTRIES, each with an id of its own)
 * and, apart, everything else, as it was. Anything that is not a list is one unreadable thing.
 */
export function readEntries(value: unknown): { entries: ProjectEntry[]; unreadable: unknown[] } {
	if (!Array.isArray(value)) return { entries: [], unreadable: value === undefined || value === null ? [] : [value] }
	const entries: ProjectEntry[] = []
	const unreadable: unknown[] = []
	const ids = new Set<string>()
	for (const item of value as unknown[]) {
		const entry = entries.length < MAX_ENTRIES ? readEntry(item) : null
		if (!entry) {
			unreadable.push(item)
			continue
		}
		const id = uniqueId(entry.id, ids)
		ids.add(id)
		entries.push(id === entry.id ? entry : { ...entry, id })
	}
	return { entries, unreadable }
}

/** What an estimate is, without its id: the same text for the same estimate from any device or link. */
export function contentOf({ calculatorId, label, href, currency, lines, figures }: SharedEntry) {
	// Read entries' objects hold their keys in the schema's order, so equal estimates give equal text.
	return JSON.stringify([calculatorId, label, href, currency, lines, figures])
}
