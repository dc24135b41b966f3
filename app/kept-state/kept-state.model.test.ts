import fc from 'fast-check'
import { expect, test } from 'vitest'
import { deckBoardEstimator } from '#app/calculators/deck-board-estimator/calculator.ts'
import type { DeckValues } from '#app/calculators/deck-board-estimator/schema.ts'
import { readPricing } from '#app/estimate/pricing.ts'
import { SimulatedTab } from '../../tests/support/browser-model.ts'
import { memoryStorage } from '../../tests/support/memory-storage.ts'
import { carriesValues, readLink } from './address.ts'
import { inputsQuery } from './calculator-inputs.ts'

/**
 * A model-based test of kept state (issue #26, decision 070): random sequences of what people do —
 * type, Calculate, let the address catch up, reload, Back, open a link, open the bare page, a second
 * tab, corrupt storage — run on a browser in memory (tests/support/browser-model.ts) through the
 * runtime's own kept-state functions, each checked against a simple model: the form shows what this
 * tab last had; a link shows what it carries; nothing throws. `KEPT_STATE_RUNS` sets how many sequences
 * (1,000 in `npm test`).
 */

const RUNS = Number(process.env.KEPT_STATE_RUNS ?? 1000)
const definition = deckBoardEstimator
const DEFAULTS = definition.defaults

/** The inputs a query string gives, written back the way the runtime writes them: equal means the same form. */
function canonical(query: string) {
	return inputsQuery(definition, readLink(query, DEFAULTS, definition.schema).values, readPricing(query))
}

type Model = {
	tabs: Array<{ last: string; isDraftLost: boolean }>
	/** The inputs last kept on the device (any tab), or null once that draft was corrupted. */
	device: string | null
	active: number
}

type Real = { device: ReturnType<typeof memoryStorage>; tabs: Array<SimulatedTab<DeckValues>> }

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
	expect(activeTab(real, model).query).toBe(canonical(expected))
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
		activeTab(real, model).type(patch as Partial<DeckValues>)
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
		else if (carriesValues(address, DEFAULTS) || hash) expectForm(real, model, address)
		kept(model, real)
	}
	toString = () => 'reload'
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
		real.tabs.push(new SimulatedTab(definition, real.device))
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
			real.device.setItem(`calcwright:draft:${definition.id}`, this.garbage)
			model.device = null
		} else {
			tab.session.setItem(`calcwright:tab-draft:${definition.id}`, this.garbage)
			const modelTab = model.tabs[model.active]
			if (modelTab) modelTab.isDraftLost = true
		}
	}
	toString = () => `corrupt ${this.where} draft with ${JSON.stringify(this.garbage)}`
}

const GARBAGE = fc.oneof(
	fc.constantFrom('', '[null,1,"x"]', '{"address":1}', 'length=9&walls.1e2.x=1', '%E0%A4%A', '{'),
	fc.json(),
	fc.string({ maxLength: 30 }),
)

const commands = [
	fc.tuple(fc.constantFrom(...FIELDS, 'unit' as const), TYPED).map(([field, text]) => new Type(field, text)),
	TYPED.map((text) => new Price(text)),
	fc.constant(new SyncAddress()),
	fc.constant(new Calculate()),
	fc.constant(new Reload()),
	fc.constant(new Back()),
	fc.constantFrom('3000', '4800', '9999').map((length) => new OpenLink(length)),
	fc.constant(new OpenBare()),
	fc.constant(new NewTab()),
	fc.nat({ max: 3 }).map((to) => new SwitchTab(to)),
	fc
		.tuple(fc.constantFrom('device' as const, 'tab' as const), GARBAGE)
		.map(([where, garbage]) => new CorruptStorage(where, garbage)),
]

test(`kept inputs: ${RUNS} random sequences of typing, reloads, links, tabs and corrupted storage match the model`, () => {
	fc.assert(
		fc.property(fc.commands(commands, { maxCommands: 40 }), (sequence) => {
			const device = memoryStorage()
			const real: Real = { device, tabs: [new SimulatedTab(definition, device)] }
			const model: Model = { tabs: [{ last: '', isDraftLost: false }], device: null, active: 0 }
			fc.modelRun(() => ({ model, real }), sequence)
		}),
		{ numRuns: RUNS },
	)
})
