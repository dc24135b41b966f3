import * as v from 'valibot'
import { CURRENCIES, type Currency } from './money.ts'
import type { PricedLine } from './pricing.ts'
import { MAX_ENTRIES, storedProject } from '#app/kept-state/project-store.ts'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const amount = v.pipe(v.number(), v.finite(), v.minValue(0))

const LineSchema = v.object({
	key: text(60),
	item: text(120),
	quantity: amount,
	unit: text(20),
	unitPrice: v.nullable(amount),
})

const EntrySchema = v.object({
	id: text(40),
	calculatorId: text(60),
	label: text(120),
	/** Path, query and #results: the link that reopens the estimate with its inputs. */
	href: v.pipe(text(4000), v.startsWith('/calculators/')),
	currency: v.picklist(Object.keys(CURRENCIES) as Currency[]),
	lines: v.pipe(v.array(LineSchema), v.maxLength(50)),
	/** Key figures of an estimate with nothing to buy: 'Voltage Drop' '2.25 V'. */
	figures: v.pipe(v.array(v.object({ label: text(120), value: text(120) })), v.maxLength(20)),
})

const ProjectSchema = v.pipe(v.array(EntrySchema), v.maxLength(MAX_ENTRIES))

export type ProjectLine = v.InferOutput<typeof LineSchema>
export type ProjectEntry = v.InferOutput<typeof EntrySchema>

/** A project as stored or shared, or an empty one when it is not one (old, edited or cut short). */
export function readProject(json: unknown): ProjectEntry[] {
	const parsed = v.safeParse(ProjectSchema, json)
	return parsed.success ? parsed.output : []
}

/** The project list on this device (localStorage); nothing leaves it but a link the person shares. */
export function loadProject(stored = storedProject()): ProjectEntry[] {
	try {
		return readProject(JSON.parse(stored))
	} catch {
		return []
	}
}

export const costOf = (line: ProjectLine) => (line.unitPrice === null ? null : line.unitPrice * line.quantity)

export type CombinedLine = PricedLine & { currency: Currency }

/**
 * The project's shopping list: the same product (key, unit and currency) from every estimate added up,
 * its cost the sum of the estimates' costs; a unit price only where every estimate priced it the same.
 */
export function combineLines(entries: ReadonlyArray<ProjectEntry>): CombinedLine[] {
	const combined = new Map<string, CombinedLine & { prices: Set<number | null> }>()
	for (const entry of entries) {
		for (const line of entry.lines) {
			const id = `${line.key}|${line.unit}|${entry.currency}`
			const cost = costOf(line)
			const before = combined.get(id)
			if (before) {
				before.quantity += line.quantity
				before.cost = cost === null ? before.cost : (before.cost ?? 0) + cost
				before.prices.add(line.unitPrice)
			} else {
				combined.set(id, { ...line, cost, currency: entry.currency, prices: new Set([line.unitPrice]) })
			}
		}
	}
	return [...combined.values()].map(({ prices, ...line }) => ({
		...line,
		unitPrice: prices.size === 1 ? line.unitPrice : null,
	}))
}

/** The total cost in each currency used (one, nearly always). */
export function totalsOf(lines: ReadonlyArray<CombinedLine>) {
	const totals = new Map<Currency, number>()
	for (const line of lines)
		if (line.cost !== null) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.cost)
	return totals
}

/** The whole project in a link's parameter: JSON, UTF-8, base64url. */
export function encodeShare(entries: ReadonlyArray<ProjectEntry>) {
	const bytes = new TextEncoder().encode(JSON.stringify(entries))
	let binary = ''
	for (const byte of bytes) binary += String.fromCharCode(byte)
	return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** A shared project back, or none from a link that is not one. */
export function decodeShare(parameter: string): ProjectEntry[] {
	try {
		const binary = atob(parameter.replaceAll('-', '+').replaceAll('_', '/'))
		const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
		return readProject(JSON.parse(json))
	} catch {
		return []
	}
}

/** A shared project added to this device's: entries it already has (same id) are not repeated. */
export function mergeProjects(mine: ReadonlyArray<ProjectEntry>, shared: ReadonlyArray<ProjectEntry>) {
	const ids = new Set(mine.map((entry) => entry.id))
	return [...mine, ...shared.filter((entry) => !ids.has(entry.id))].slice(0, MAX_ENTRIES)
}
