import type * as v from 'valibot'
import { type Pricing, readPricing, writePricing } from '#app/estimate/pricing.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { carriesValues, encodeParams, readLink } from './address.ts'
import { type DraftStores, browserDraftStores } from './draft-keys.ts'
import { chooseOpening, type Opening, type Place, readDrafts, writeDrafts } from './drafts.ts'

/**
 * A calculator's inputs as they are kept (issues #14, #26; decision 070): its values and prices as one
 * query string, written to the address and the drafts, and what a page opens with. The runtime's
 * address hook and the kept-state model test both go through these, so the test checks the real rules.
 */

export const RESULTS_HASH = '#results'

export type View = 'form' | 'results'

/** The parts of a calculator's declaration its kept inputs need. */
export type KeptDefinition<TValues> = {
	id: string
	defaults: TValues
	schema: (values: TValues) => unknown
	/** The defaults of the unit system `values` are in, where they differ from `defaults` (imperial ones). */
	defaultsFor?: ((values: TValues) => TValues) | undefined
}

/**
 * A link made before a field existed does not carry it, and reading fills it with `defaults`, which in another unit
 * system can be out of bounds (a 192 mm board width read as 192 in). Such a field, one the link does not carry and
 * the schema rejects, takes the default of the link's own unit system (decision 078). What a link carries, and a
 * filled default that is valid, stay as they are: older links mean what they meant.
 */
function withUnitSystemDefaults<TValues extends object>(
	definition: KeptDefinition<TValues>,
	query: string,
	values: TValues,
): TValues {
	if (!definition.defaultsFor) return values
	const carried = new Set([...new URLSearchParams(query).keys()].map((key) => key.split('.')[0]))
	const { errors } = parseWith(definition.schema(values) as v.GenericSchema, values)
	const filledAndRejected = new Set(
		Object.keys(errors)
			.map((path) => path.split('.')[0] ?? '')
			.filter((key) => key in values && !carried.has(key)),
	)
	if (filledAndRejected.size === 0) return values
	const systemDefaults = definition.defaultsFor(values)
	const fixes = [...filledAndRejected].map((key) => [key, systemDefaults[key as keyof TValues]])
	return { ...values, ...Object.fromEntries(fixes) }
}

function readKeptLink<TValues extends object>(definition: KeptDefinition<TValues>, query: string) {
	const link = readLink(query, definition.defaults, definition.schema)
	return { ...link, values: withUnitSystemDefaults(definition, query, link.values) }
}

/** What a page opened with: values and prices, the view asked for, where they came from, what could not be used. */
export type Opened<TValues> = {
	values: TValues
	pricing: Pricing
	view: View
	source: Exclude<Opening['source'], null> | 'history'
	/** Paths of choices the link or draft gave that the form does not offer (their defaults are used). */
	unusable: ReadonlyArray<string>
	/** Paths of lists the link or draft gave more than MAX_ENTRIES entries of (the first are used). */
	cut: ReadonlyArray<string>
}

/** The query string of values and prices: what differs from the defaults, then `cur` and `price.*`. */
export function inputsQuery<TValues extends object>(
	definition: KeptDefinition<TValues>,
	values: TValues,
	pricing: Pricing,
) {
	const params = encodeParams(values, definition.defaults, definition.schema)
	writePricing(params, pricing)
	return params.toString()
}

/** The inputs an address (query string without '?', and hash) carries: for Back and Forward. */
export function inputsAt<TValues extends object>(
	definition: KeptDefinition<TValues>,
	address: string,
	hash: string,
): Opened<TValues> {
	const link = readKeptLink(definition, address)
	return { ...link, pricing: readPricing(address), view: hash === RESULTS_HASH ? 'results' : 'form', source: 'history' }
}

/**
 * What a page opens with once it wakes (chooseOpening's rules), or null for the defaults. `address` is
 * the query string without '?'.
 */
export function openInputs<TValues extends object>(
	definition: KeptDefinition<TValues>,
	{ hash, isReloadWithoutKey = false, ...place }: Place & { hash: string; isReloadWithoutKey?: boolean },
	stores: DraftStores = browserDraftStores(),
): Opened<TValues> | null {
	// A bare address with #results is a link to the defaults' results (calculators whose defaults are a full form).
	const isLink = carriesValues(place.address, definition.defaults) || hash === RESULTS_HASH
	const drafts = readDrafts(definition.id, stores)
	const { source, query } = chooseOpening({ place, isLink, isReloadWithoutKey, drafts })
	if (source === null) return null
	const link = readKeptLink(definition, query)
	const view = isLink && hash === RESULTS_HASH ? 'results' : 'form'
	return { ...link, pricing: readPricing(query), view, source }
}

/** Keeps the inputs, and the history entry and address they are at, in the drafts. */
export function keepInputs<TValues extends object>(
	definition: KeptDefinition<TValues>,
	values: TValues,
	pricing: Pricing,
	place: Place,
	stores: DraftStores = browserDraftStores(),
) {
	writeDrafts(definition.id, inputsQuery(definition, values, pricing), place, stores)
}
