import { NO_PRICING, type Pricing } from '#app/estimate/pricing.ts'
import {
	inputsAt,
	inputsQuery,
	keepInputs,
	type KeptDefinition,
	openInputs,
	RESULTS_HASH,
} from '#app/kept-state/calculator-inputs.ts'
import type { DraftStores } from '#app/kept-state/draft-keys.ts'
import type { StorageLike } from '#app/kept-state/storage.ts'
import { memoryStorage } from './memory-storage.ts'

/**
 * A browser in memory for the kept-state model test: one device storage shared by its tabs, and per
 * tab a session storage and a history of addresses. Each step does what the runtime's address hook
 * (calculator-runtime/use-calculator-address.ts) does at that moment, through the same functions.
 */

/**
 * A history entry: React Router's key (new for every push and replace, kept across a reload), address and hash; an
 * entry of another page of the site (the project, About) is `isElsewhere`.
 */
type HistoryEntry = { key: string; address: string; hash: string; isElsewhere?: boolean }

let keys = 0
const newKey = () => `k${(keys += 1)}`

export class SimulatedTab<TValues extends object> {
	readonly session = memoryStorage()
	// A document loaded with no history state has React Router's key 'default'.
	history: Array<HistoryEntry> = [{ key: 'default', address: '', hash: '' }]
	index = 0
	values: TValues
	pricing: Pricing = NO_PRICING

	constructor(
		private readonly definition: KeptDefinition<TValues>,
		private readonly device: StorageLike,
	) {
		this.values = definition.defaults
		this.load()
	}

	get stores(): DraftStores {
		return { device: this.device, tab: this.session }
	}

	get entry(): HistoryEntry {
		return this.history[this.index] ?? { key: 'default', address: '', hash: '' }
	}

	get query() {
		return inputsQuery(this.definition, this.values, this.pricing)
	}

	private keep() {
		keepInputs(this.definition, this.values, this.pricing, this.entry, this.stores)
	}

	/** A page load or the calculator's route mounting: the defaults, then what openInputs picks, kept. */
	load() {
		this.values = this.definition.defaults
		this.pricing = NO_PRICING
		const opened = openInputs(this.definition, this.entry, this.stores)
		// The drafts effect runs once with the defaults before the opened values render (as in the hook).
		this.keep()
		if (opened) {
			this.values = opened.values
			this.pricing = opened.pricing
			this.keep()
		}
	}

	type(patch: Partial<TValues>) {
		this.values = { ...this.values, ...patch }
		this.keep()
	}

	setPricing(pricing: Pricing) {
		this.pricing = pricing
		this.keep()
	}

	/** The 300 ms timer: the address replaced with the inputs; the drafts follow the new address. */
	syncAddress() {
		this.history[this.index] = { ...this.entry, key: newKey(), address: this.query }
		this.keep()
	}

	/** A new history entry (Calculate's results, a link followed in the tab), and the route mounting there. */
	navigate(address: string, hash: string, { mounts }: { mounts: boolean }) {
		this.history = [...this.history.slice(0, this.index + 1), { key: newKey(), address, hash }]
		this.index += 1
		if (mounts) this.load()
		else this.keep()
	}

	calculate() {
		this.navigate(this.query, RESULTS_HASH, { mounts: false })
	}

	back() {
		if (this.index === 0) return
		this.index -= 1
		const opened = inputsAt(this.definition, this.entry.address, this.entry.hash)
		this.values = opened.values
		this.pricing = opened.pricing
		this.keep()
	}

	/**
	 * Another page of the site, then Back (and, with `viaForward`, Forward to it and Back again): the calculator
	 * unmounts, its drafts kept for its own entry (the hook's flush as it is left), and mounts again at its entry.
	 */
	leaveAndComeBack({ viaForward = false }: { viaForward?: boolean } = {}) {
		this.leave()
		this.history = [
			...this.history.slice(0, this.index + 1),
			{ key: newKey(), address: '', hash: '', isElsewhere: true },
		]
		this.load()
		if (!viaForward) return
		this.leave()
		this.load()
	}

	/** The calculator unmounts: with typing not yet in the address (its timer pending), the drafts are written at once. */
	private leave() {
		if (this.entry.address !== this.query) this.keep()
	}

	/**
	 * A new page load of the bare address, typed into before its scripts came: nothing is opened, and each change is
	 * taken on the state the one before left (the runtime replays them one per task), then kept.
	 */
	loadTypedEarly(changes: ReadonlyArray<(values: TValues) => TValues>) {
		this.history = [...this.history.slice(0, this.index + 1), { key: newKey(), address: '', hash: '' }]
		this.index += 1
		this.values = changes.reduce((values, change) => change(values), this.definition.defaults)
		this.pricing = NO_PRICING
		this.keep()
	}

	reload() {
		this.load()
	}
}
