import fc from 'fast-check'
import { expect, test } from 'vitest'
import { deckBoardEstimator } from '#app/calculators/construction/deck-board-estimator/calculator.ts'
import { tileCalculator } from '#app/calculators/flooring/tile-calculator/calculator.ts'
import type { TileValues } from '#app/calculators/flooring/tile-calculator/schema.ts'
import { readPricing } from '#app/estimate/pricing.ts'
import { updateEntry } from '#app/lib/entries.ts'
import { SimulatedTab } from '../../tests/support/browser-model.ts'
import { memoryStorage } from '../../tests/support/memory-storage.ts'
import { carriesValues, readLink } from './address.ts'
import { inputsQuery, type KeptDefinition } from './calculator-inputs.ts'
import { PROJECT_KEY } from './project-count.ts'
import type { StorageLike } from './storage.ts'
import { contentOf, MAX_ENTRIES, type SharedEntry } from './project-entries.ts'
import { makeShareLink, readShareLink } from './project-share.ts'
import { addToProject, importEntries, loadProject, relabelEntry, removeEntry } from './project-store.ts'

/**
 * A model-based test of kept state (issue #26, decisions 070 and 072): random sequences of what people
 * do — type, Calculate, let the address catch up, reload, Back, go to another page and Back (issue #37), open a
 * link, open the bare page, a second tab, add to the project, relabel, remove, open an estimate, share and import,
 * corrupt storage; and on a calculator with a list, type into its rows and into several fields of one row before the
 * scripts arrive (issue #37) — run on
 * a browser in memory (tests/support/browser-model.ts) through the site's own kept-state functions, each
 * checked against a simple model: the form shows what this tab last had; a link shows what it carries;
 * every valid estimate added is listed exactly once; nothing throws. `KEPT_STATE_RUNS` sets how many
 * sequences (1,000 in `npm test`).
 */

const RUNS = Number(process.env.KEPT_STATE_RUNS ?? 1000)
const definition = deckBoardEstimator

/** The inputs a query string gives, written back the way the runtime writes them: equal means the same form. */
function canonical<TValues extends object>(kept: KeptDefinition<TValues>, query: string) {
	return inputsQuery(kept, readLink(query, kept.defaults, kept.schema).values, readPricing(query))
}

type Model = {
	tabs: Array<{ last: string; isDraftLost: boolean }>
	/** The project as a person would list it: each estimate added, by content, in order. */
	project: Array<string>
	/** The inputs last kept on the device (any tab), or null once that draft was corrupted. */
	device: string | null
	active: number
}

type Real = {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whichever calculator the run is on
	definition: KeptDefinition<any>
	device: ReturnType<typeof memoryStorage>
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a tab of whichever calculator the run is on
	tabs: Array<SimulatedTab<any>>
}

function activeTab(real: Real, model: Model) {
	const tab = real.tabs[model.active]
	if (!tab) throw new Error('no such tab')
	return tab
}

/** After the active tab kept its inputs: it last had them, and so did the device. */
function kept(model: Model, real: Real) {
	const query = activeTab(real, model).query
	const tab = model.tabs[model.active]
	if (tab) Object.assign(tab, { last: query, isDraftLost: false })
	model.device = query || null
}

function expectForm(real: Real, model: Model, expected: string) {
	expect(activeTab(real, model).query).toBe(canonical(real.definition, expected))
}

/** Listed as the model has it, each estimate once, each with an id of its own (Remove takes out one). */
function expectProject(real: Real, model: Model, storage: StorageLike = real.device) {
	const { entries } = loadProject(storage)
	expect(entries.map(contentOf)).toEqual(model.project)
	expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
}

/** The estimate 'Add to project' makes of the active tab's inputs (estimate-tools.tsx). */
function estimateOf(real: Real, model: Model, label: string): SharedEntry {
	const tab = activeTab(real, model)
	return {
		calculatorId: definition.id,
		label,
		href: `/calculators/${definition.id}?${tab.query}#results`,
		currency: 'GBP',
		lines: [
			{ key: 'deck-board-140x4800', item: 'Deck board, 140 × 4800 mm', quantity: 28, unit: 'board', unitPrice: 4.5 },
		],
		figures: [{ label: 'Total Boards Required', value: '28' }],
	}
}

const FIELDS = ['length', 'width', 'boardWidth', 'boardLength', 'gapSize', 'wastePercentage'] as const
const TYPED = fc.oneof(
	fc.constantFrom('3000', '4800', '140', '5', '4.5', '12\' 6"', '', 'abc', '-1', '1e400', '2,5', '<b>x</b>'),
	fc.string({ maxLength: 6 }),
)

class Type implements fc.Command<Model, Real> {
	constructor(
		readonly field: (typeof FIELDS)[number] | 'unit',
		readonly text: string,
	) {}
	check = () => true
	run(model: Model, real: Real) {
		const patch =
			this.field === 'unit' ? { unit: this.text === '' ? 'imperial' : 'metric' } : { [this.field]: this.text }
		activeTab(real, model).type(patch)
		kept(model, real)
	}
	toString = () => `type ${this.field}=${JSON.stringify(this.text)}`
}

class Price implements fc.Command<Model, Real> {
	constructor(readonly text: string) {}
	check = () => true
	run(model: Model, real: Real) {
		activeTab(real, model).setPricing({ currency: 'EUR', prices: { 'deck-board-140x4800': this.text } })
		kept(model, real)
	}
	toString = () => `price ${JSON.stringify(this.text)}`
}

class SyncAddress implements fc.Command<Model, Real> {
	check = () => true
	run(model: Model, real: Real) {
		activeTab(real, model).syncAddress()
		kept(model, real)
		expect(activeTab(real, model).entry.address).toBe(activeTab(real, model).query)
	}
	toString = () => 'address catches up'
}

class Calculate implements fc.Command<Model, Real> {
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		const before = tab.query
		tab.calculate()
		kept(model, real)
		expect(tab.entry.address).toBe(before)
	}
	toString = () => 'Calculate'
}

/** A reload shows what the tab last had (or, with its draft corrupted, what the address or device gives). */
class Reload implements fc.Command<Model, Real> {
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		const { last, isDraftLost } = model.tabs[model.active] ?? { last: '', isDraftLost: true }
		const { address, hash } = tab.entry
		tab.reload()
		if (!isDraftLost) expectForm(real, model, last)
		else if (carriesValues(address, real.definition.defaults) || hash) expectForm(real, model, address)
		kept(model, real)
	}
	toString = () => 'reload'
}

/**
 * Another page of the site, then Back (or Back, Forward and Back again): the form the tab last had, whatever the
 * calculator (issue #37: on 13 of them an empty form, the address stripped and the draft overwritten with it).
 */
class LeaveAndComeBack implements fc.Command<Model, Real> {
	constructor(readonly viaForward: boolean) {}
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		const { last, isDraftLost } = model.tabs[model.active] ?? { last: '', isDraftLost: true }
		const device = model.device
		// Typing not yet in the address is kept as the page is left; what is in it is there to come back to.
		const isAddressBehind = tab.entry.address !== tab.query
		const { address, hash } = tab.entry
		tab.leaveAndComeBack({ viaForward: this.viaForward })
		if (!isDraftLost || isAddressBehind) expectForm(real, model, last)
		else if (carriesValues(address, real.definition.defaults) || hash) expectForm(real, model, address)
		else if (device !== null) expectForm(real, model, device)
		kept(model, real)
	}
	toString = () => `another page and Back${this.viaForward ? ', Forward and Back' : ''}`
}

class Back implements fc.Command<Model, Real> {
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		const target = tab.history[tab.index - 1]
		tab.back()
		if (!target) return
		expectForm(real, model, target.address)
		kept(model, real)
	}
	toString = () => 'Back'
}

/** A link (Copy link, Share, Open on the project) always shows what it carries, whatever the drafts hold. */
class OpenLink implements fc.Command<Model, Real> {
	constructor(readonly length: string) {}
	check = () => true
	run(model: Model, real: Real) {
		const link = `length=${encodeURIComponent(this.length)}&width=3600&boardWidth=140&boardLength=4800&gapSize=5`
		activeTab(real, model).navigate(link, '#results', { mounts: true })
		expectForm(real, model, link)
		kept(model, real)
	}
	toString = () => `open link length=${this.length}`
}

/** The bare calculator address (the menu): this tab's last inputs, else this device's, else the defaults. */
class OpenBare implements fc.Command<Model, Real> {
	check = () => true
	run(model: Model, real: Real) {
		const { last, isDraftLost } = model.tabs[model.active] ?? { last: '', isDraftLost: true }
		const device = model.device
		activeTab(real, model).navigate('', '', { mounts: true })
		if (!isDraftLost && last) expectForm(real, model, last)
		else if (!isDraftLost && device !== null) expectForm(real, model, device)
		kept(model, real)
	}
	toString = () => 'open the bare page'
}

/** A second tab opens the bare page: this device's last inputs; the first tab keeps its own. */
class NewTab implements fc.Command<Model, Real> {
	check = (model: Readonly<Model>) => model.tabs.length < 4
	run(model: Model, real: Real) {
		const device = model.device
		real.tabs.push(new SimulatedTab(real.definition, real.device))
		model.tabs.push({ last: '', isDraftLost: false })
		model.active = model.tabs.length - 1
		if (device !== null) expectForm(real, model, device)
		kept(model, real)
	}
	toString = () => 'new tab'
}

class SwitchTab implements fc.Command<Model, Real> {
	constructor(readonly to: number) {}
	check = (model: Readonly<Model>) => this.to < model.tabs.length
	run(model: Model) {
		model.active = this.to
	}
	toString = () => `switch to tab ${this.to}`
}

/** Another version of the site, an extension or a person leaves something else under a kept key. */
class CorruptStorage implements fc.Command<Model, Real> {
	constructor(
		readonly where: 'device' | 'tab',
		readonly garbage: string,
	) {}
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		if (this.where === 'device') {
			real.device.setItem(`calcwright:draft:${real.definition.id}`, this.garbage)
			model.device = null
		} else {
			tab.session.setItem(`calcwright:tab-draft:${real.definition.id}`, this.garbage)
			const modelTab = model.tabs[model.active]
			if (modelTab) modelTab.isDraftLost = true
		}
	}
	toString = () => `corrupt ${this.where} draft with ${JSON.stringify(this.garbage)}`
}

class AddToProject implements fc.Command<Model, Real> {
	constructor(readonly label: string) {}
	check = () => true
	run(model: Model, real: Real) {
		const estimate = estimateOf(real, model, this.label)
		const result = addToProject(estimate, real.device)
		const fits = model.project.length < MAX_ENTRIES && this.label.length <= 120
		expect(result.added).toBe(fits)
		if (result.added) model.project.push(contentOf(estimate))
		expectProject(real, model)
	}
	toString = () => `add to project ${JSON.stringify(this.label)}`
}

/** The project's estimate at `at` as stored now, if there is one. */
const storedEntry = (real: Real, at: number) => loadProject(real.device).entries[at]

class Relabel implements fc.Command<Model, Real> {
	constructor(
		readonly at: number,
		readonly label: string,
	) {}
	check = () => true
	run(model: Model, real: Real) {
		const entry = storedEntry(real, this.at)
		const isRelabelled = relabelEntry(entry?.id ?? 'none', this.label, real.device)
		expect(isRelabelled).toBe(entry !== undefined && this.label.length <= 120)
		if (entry && isRelabelled) model.project[this.at] = contentOf({ ...entry, label: this.label })
		expectProject(real, model)
	}
	toString = () => `relabel estimate ${this.at + 1} ${JSON.stringify(this.label)}`
}

class Remove implements fc.Command<Model, Real> {
	constructor(readonly at: number) {}
	check = () => true
	run(model: Model, real: Real) {
		const entry = storedEntry(real, this.at)
		expect(removeEntry(entry?.id ?? 'none', real.device) !== null).toBe(entry !== undefined)
		if (entry) model.project.splice(this.at, 1)
		expectProject(real, model)
	}
	toString = () => `remove estimate ${this.at + 1}`
}

/** 'Open' on the project: the estimate's own inputs, whatever the tab's drafts hold. */
class OpenEstimate implements fc.Command<Model, Real> {
	constructor(readonly at: number) {}
	check = () => true
	run(model: Model, real: Real) {
		const entry = storedEntry(real, this.at)
		if (!entry) return
		const url = new URL(entry.href, 'https://calcwright.example')
		activeTab(real, model).navigate(url.search.slice(1), url.hash, { mounts: true })
		expectForm(real, model, url.search.slice(1))
		kept(model, real)
	}
	toString = () => `open estimate ${this.at + 1}`
}

/** 'Share project', and the link opened here (nothing new) and on another device (everything, once each). */
class ShareAndImport implements fc.AsyncCommand<Model, Real> {
	check = () => true
	async run(model: Model, real: Real) {
		const link = await makeShareLink('https://calcwright.example', loadProject(real.device).entries)
		if (link === null) return
		const { search, hash } = new URL(link)
		const shared = await readShareLink(search, hash)
		if (model.project.length === 0) return expect(shared).toBeNull()
		const entries = shared?.entries ?? []
		expect(importEntries(entries, real.device)).toMatchObject({ added: 0, alreadyThere: model.project.length })
		expectProject(real, model)
		const elsewhere = memoryStorage()
		importEntries(entries, elsewhere)
		importEntries(entries, elsewhere)
		expectProject(real, model, elsewhere)
	}
	toString = () => 'share the project and open the link'
}

/** Something else in the stored project: an old version's entry, a stray value, or no list at all. */
class CorruptProject implements fc.Command<Model, Real> {
	constructor(
		readonly garbage: unknown,
		readonly isWholeList: boolean,
	) {}
	check = () => true
	run(model: Model, real: Real) {
		if (this.isWholeList) real.device.setItem(PROJECT_KEY, JSON.stringify(this.garbage) ?? 'undefined')
		else {
			let stored: unknown
			try {
				stored = JSON.parse(real.device.getItem(PROJECT_KEY) ?? '[]')
			} catch {
				stored = []
			}
			const list = Array.isArray(stored) ? stored : [stored]
			real.device.setItem(PROJECT_KEY, JSON.stringify([...list, this.garbage]))
		}
		// Whatever a generated value happens to be, what the reader keeps of it is the model from here on.
		model.project = loadProject(real.device).entries.map(contentOf)
		expect(model.project.length).toBeLessThanOrEqual(MAX_ENTRIES)
	}
	toString = () => `corrupt the project ${this.isWholeList ? 'list' : 'with an item'} ${JSON.stringify(this.garbage)}`
}

const GARBAGE = fc.oneof(
	fc.constantFrom('', '[null,1,"x"]', '{"address":1}', 'length=9&walls.1e2.x=1', '%E0%A4%A', '{'),
	fc.json(),
	fc.string({ maxLength: 30 }),
)

const LABEL = fc.oneof(fc.constantFrom('Back deck', 'Shed', 'x'.repeat(121)), fc.string({ maxLength: 12 }))

const commands = [
	fc.tuple(fc.constantFrom(...FIELDS, 'unit' as const), TYPED).map(([field, text]) => new Type(field, text)),
	TYPED.map((text) => new Price(text)),
	fc.constant(new SyncAddress()),
	fc.constant(new Calculate()),
	fc.constant(new Reload()),
	fc.constant(new Back()),
	fc.boolean().map((viaForward) => new LeaveAndComeBack(viaForward)),
	fc.constantFrom('3000', '4800', '9999').map((length) => new OpenLink(length)),
	fc.constant(new OpenBare()),
	fc.constant(new NewTab()),
	fc.nat({ max: 3 }).map((to) => new SwitchTab(to)),
	fc
		.tuple(fc.constantFrom('device' as const, 'tab' as const), GARBAGE)
		.map(([where, garbage]) => new CorruptStorage(where, garbage)),
	LABEL.map((label) => new AddToProject(label)),
	fc.tuple(fc.nat({ max: 4 }), LABEL).map(([at, label]) => new Relabel(at, label)),
	fc.nat({ max: 4 }).map((at) => new Remove(at)),
	fc.nat({ max: 4 }).map((at) => new OpenEstimate(at)),
	fc.constant(new ShareAndImport()),
	fc
		.tuple(
			fc.oneof(
				fc.json().map((text) => JSON.parse(text) as unknown),
				fc.constant(null),
			),
			fc.boolean(),
		)
		.map(([garbage, isWholeList]) => new CorruptProject(garbage, isWholeList)),
]

test(`kept state: ${RUNS} random sequences of typing, reloads, links, another page and Back, tabs, the project and corrupted storage match the model`, async () => {
	await fc.assert(
		// asyncModelRun awaits what each run returns: the sync commands and the one async one run alike.
		fc.asyncProperty(
			fc.commands(commands as Array<fc.Arbitrary<fc.AsyncCommand<Model, Real>>>, { maxCommands: 40 }),
			async (sequence) => {
				const device = memoryStorage()
				const real: Real = { definition, device, tabs: [new SimulatedTab(definition, device)] }
				const model: Model = { tabs: [{ last: '', isDraftLost: false }], project: [], device: null, active: 0 }
				await fc.asyncModelRun(() => ({ model, real }), sequence)
			},
		),
		{ numRuns: RUNS },
	)
}, 120_000)

/** A wall or floor of the tile calculator's list, as its rows are typed into (docs/calculators/tile-calculator.md §2). */
const ROW_FIELDS = ['name', 'length', 'width'] as const
const ROW_TEXT = fc.constantFrom('4200', '2500', '3000', '', 'abc', 'Shower wall', '12\' 6"', '2,5')
const tile = tileCalculator as unknown as KeptDefinition<TileValues>

/** The surfaces' row `at` with `patch`, through the list's own entry update (EntryList's). */
function withRow(values: TileValues, at: number, patch: Partial<TileValues['surfaces'][number]>): TileValues {
	const row = values.surfaces[at]
	return row ? { ...values, surfaces: updateEntry(values.surfaces, row.id, patch) } : values
}

class TypeInRow implements fc.Command<Model, Real> {
	constructor(
		readonly at: number,
		readonly field: (typeof ROW_FIELDS)[number],
		readonly text: string,
	) {}
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		tab.type(withRow(tab.values as TileValues, this.at, { [this.field]: this.text }))
		kept(model, real)
	}
	toString = () => `type row ${this.at + 1} ${this.field}=${JSON.stringify(this.text)}`
}

class AddRow implements fc.Command<Model, Real> {
	check = () => true
	run(model: Model, real: Real) {
		const tab = activeTab(real, model)
		const values = tab.values as TileValues
		if (values.surfaces.length >= 4) return
		const name = `Wall ${values.surfaces.length + 1}`
		const row = { id: `added-${values.surfaces.length}`, name, type: 'wall' as const, length: '', width: '' }
		tab.type({ surfaces: [...values.surfaces, row] })
		kept(model, real)
	}
	toString = () => 'add a row'
}

/**
 * The bare page loaded again, typed into before its scripts came: several fields of its first row (issue #37: only
 * the row's last field kept its text). The form is every one of them, and it is what the tab keeps.
 */
class TypeEarlyIntoOneRow implements fc.Command<Model, Real> {
	constructor(readonly typed: ReadonlyArray<readonly [(typeof ROW_FIELDS)[number], string]>) {}
	check = () => true
	run(model: Model, real: Real) {
		const changes = this.typed.map(
			([field, text]) =>
				(values: TileValues) =>
					withRow(values, 0, { [field]: text }),
		)
		activeTab(real, model).loadTypedEarly(changes)
		const expected = Object.fromEntries(this.typed)
		const first = { ...tile.defaults.surfaces[0]!, ...expected }
		expectForm(real, model, inputsQuery(tile, { ...tile.defaults, surfaces: [first] }, readPricing('')))
		kept(model, real)
	}
	toString = () =>
		`type before the scripts: ${this.typed.map(([field, text]) => `${field}=${JSON.stringify(text)}`).join(', ')}`
}

const listCommands = [
	fc
		.tuple(fc.nat({ max: 3 }), fc.constantFrom(...ROW_FIELDS), ROW_TEXT)
		.map(([at, field, text]) => new TypeInRow(at, field, text)),
	fc.constant(new AddRow()),
	fc
		.uniqueArray(fc.tuple(fc.constantFrom(...ROW_FIELDS), ROW_TEXT), {
			minLength: 2,
			maxLength: 3,
			selector: ([field]) => field,
		})
		.map((typed) => new TypeEarlyIntoOneRow(typed)),
	fc.constant(new SyncAddress()),
	fc.constant(new Calculate()),
	fc.constant(new Reload()),
	fc.constant(new Back()),
	fc.boolean().map((viaForward) => new LeaveAndComeBack(viaForward)),
	fc.constant(new OpenBare()),
	fc.constant(new NewTab()),
	fc.nat({ max: 3 }).map((to) => new SwitchTab(to)),
	fc
		.tuple(fc.constantFrom('device' as const, 'tab' as const), GARBAGE)
		.map(([where, garbage]) => new CorruptStorage(where, garbage)),
]

test(`kept state of a list: ${RUNS} random sequences of typing into rows, typing before the scripts into one row, another page and Back, reloads and tabs match the model`, () => {
	fc.assert(
		fc.property(fc.commands(listCommands, { maxCommands: 30 }), (sequence) => {
			const device = memoryStorage()
			const real: Real = { definition: tile, device, tabs: [new SimulatedTab(tile, device)] }
			const model: Model = { tabs: [{ last: '', isDraftLost: false }], project: [], device: null, active: 0 }
			fc.modelRun(() => ({ model, real }), sequence)
		}),
		{ numRuns: RUNS },
	)
}, 120_000)
