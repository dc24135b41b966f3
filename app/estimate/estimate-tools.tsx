import { useContext, useId, useState } from 'react'
import { Link } from 'react-router'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { EstimateContext } from './estimate-context.ts'
import { addToProject } from '#app/kept-state/project-store.ts'
import type { ExportList } from './export-formats.ts'
import { CURRENCIES, type Currency, readPrice } from './money.ts'
import { priceLines } from './pricing.ts'
import type { WorkingLine } from './estimate.ts'
import { typedSums } from './estimate-tools-sums.ts'
import { resultOfSteps, workedOut } from './estimate-tools-working.ts'
import { ShoppingList } from './shopping-list.tsx'
import { showList } from './shown-list.ts'
import { TakeAwayButtons } from './take-away-buttons.tsx'
import styles from './estimate-tools.module.css'

const ADDED = 'Added to your project'

const CURRENCY_OPTIONS = (Object.keys(CURRENCIES) as Currency[]).map((code) => ({
	value: code,
	label: `${CURRENCIES[code]} ${code}`,
}))

/** 'Show working': each result line's formula with the person's numbers, from compute. Print shows it too. */
function Working({ working }: { working: ReadonlyArray<WorkingLine> }) {
	const [isOpen, setIsOpen] = useState(false)
	const id = useId()
	return (
		<div>
			<button
				type="button"
				className="button button--secondary no-print"
				aria-expanded={isOpen}
				aria-controls={id}
				onClick={() => setIsOpen(!isOpen)}
			>
				{isOpen ? 'Hide working' : 'Show working'}
			</button>
			<div id={id} role="group" aria-label="Working" className={styles.working} hidden={!isOpen}>
				<dl>
					{working.map((line, index) => (
						<div key={`${index} ${line.label}`}>
							<dt>{line.label}</dt>
							<dd>{line.steps}</dd>
						</div>
					))}
				</dl>
			</div>
		</div>
	)
}

/**
 * Under a calculator's results (issue #17): 'Show working', optional prices with the shopping list and
 * its total, and the ways to take the estimate away: the project list, CSV, plain text and print. It
 * loads with the results, not with the page (decision 071).
 */
export function EstimateTools() {
	const tools = useContext(EstimateContext)
	const [status, setStatus] = useState('')
	const [printsMethod, setPrintsMethod] = useState(false)
	if (!tools) return null
	const { pricing, setPricing, calculatorName } = tools
	const estimate = workedOut(tools.estimate)
	const priced = priceLines(estimate.purchases, pricing, tools.unit)
	const figures = estimate.working.map((line) => ({ label: line.label, value: resultOfSteps(line.steps) }))
	// The lengths typed as sums first, then the results' working; the figures kept are the results' alone.
	const working = [...(tools.typed ? typedSums(tools.typed.schema(), tools.typed.values) : []), ...estimate.working]
	const list: ExportList = {
		title: calculatorName,
		currency: priced.currency,
		list: showList(priced.lines),
		sections: [{ figures }],
	}

	function addEstimate() {
		const result = addToProject({
			calculatorId: tools!.calculatorId,
			label: calculatorName,
			href: tools!.reopenHref(),
			currency: priced.currency,
			lines: priced.lines,
			figures,
		})
		setStatus(result.added ? ADDED : result.message)
	}

	return (
		<div className={styles.tools}>
			{working.length ? <Working working={working} /> : null}
			{estimate.purchases.length ? (
				<section className={styles.prices} aria-label="Prices">
					<h3 className="no-print">Prices (optional)</h3>
					<div className="no-print">
						<SelectField
							label="Currency"
							options={CURRENCY_OPTIONS}
							value={priced.currency}
							onValueChange={(currency) => setPricing({ ...pricing, currency })}
						/>
						{estimate.purchases.map((purchase) => {
							const text = pricing.prices[purchase.key] ?? ''
							const read = readPrice(text)
							return (
								<NumberField
									key={purchase.key}
									label={`${purchase.item}: price per ${purchase.unit}`}
									unit={CURRENCIES[priced.currency]}
									value={text}
									onValueChange={(next) =>
										setPricing({ ...pricing, prices: { ...pricing.prices, [purchase.key]: next } })
									}
									error={read && !read.ok ? read.message : undefined}
								/>
							)
						})}
					</div>
					<ShoppingList caption="What to buy" list={list.list} />
				</section>
			) : null}
			<div className={`${styles.actions} no-print`}>
				<button type="button" className="button button--secondary" onClick={addEstimate}>
					Add to project
				</button>
				<TakeAwayButtons fileName={`${tools.calculatorId}.csv`} list={list} onStatus={setStatus} />
			</div>
			<div className="no-print">
				{/* The page's print styles show 'How it's calculated' while this is ticked (calculator.module.css). */}
				<CheckboxField
					id="print-method"
					label="Print how it's calculated too"
					checked={printsMethod}
					onCheckedChange={setPrintsMethod}
				/>
			</div>
			<p role="status" className="no-print">
				{status}
				{status === ADDED ? (
					<>
						{' '}
						<Link to="/project">View project</Link>
					</>
				) : null}
			</p>
		</div>
	)
}
