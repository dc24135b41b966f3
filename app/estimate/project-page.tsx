import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { getCalculator, type CalculatorId } from '#app/catalogue/calculators.ts'
import { formatEntered } from '#app/lib/format.ts'
import { toCsv, toText } from './export-formats.ts'
import { type Currency, formatMoney } from './money.ts'
import {
	loadProject,
	combineLines,
	costOf,
	decodeShare,
	encodeShare,
	mergeProjects,
	type ProjectEntry,
	totalsOf,
} from './project.ts'
import { subscribeToProject } from '#app/kept-state/project-count.ts'
import { saveProject, storedProject } from '#app/kept-state/project-store.ts'
import { ShoppingList } from './shopping-list.tsx'
import { copyText, download } from './take-away.ts'
import styles from './project-page.module.css'

export const SHARE_PARAM = 'share'

function calculatorName(id: string) {
	try {
		return getCalculator(id as CalculatorId).name
	} catch {
		return 'Calculator'
	}
}

/** One estimate: its calculator, an editable label, its quantities and cost, the link back, and Remove. */
function EntryCard({
	entry,
	number,
	onLabel,
	onRemove,
}: {
	entry: ProjectEntry
	number: number
	onLabel: (label: string) => void
	onRemove: () => void
}) {
	const labelId = useId()
	const name = `Estimate ${number}`
	const costs = entry.lines.map(costOf).filter((cost) => cost !== null)
	return (
		<li className={styles.entry}>
			<h2>{calculatorName(entry.calculatorId)}</h2>
			<label htmlFor={labelId}>
				<span className="visually-hidden">{`${name} `}</span>Label
			</label>
			<input
				id={labelId}
				type="text"
				value={entry.label}
				maxLength={120}
				onChange={(event) => onLabel(event.target.value)}
			/>
			<dl className={styles.figures}>
				{entry.lines.map((line) => (
					<div key={line.key}>
						<dt>{line.item}</dt>
						<dd>{`${formatEntered(line.quantity)} ${line.unit}`}</dd>
					</div>
				))}
				{entry.figures.map((figure) => (
					<div key={figure.label}>
						<dt>{figure.label}</dt>
						<dd>{figure.value}</dd>
					</div>
				))}
				{costs.length ? (
					<div>
						<dt>Cost</dt>
						<dd>
							{formatMoney(
								costs.reduce((sum, cost) => sum + cost, 0),
								entry.currency,
							)}
						</dd>
					</div>
				) : null}
			</dl>
			<div className={styles.entryActions}>
				<Link to={entry.href} className="button button--secondary">
					Open<span className="visually-hidden">{` ${name}`}</span>
				</Link>
				<button type="button" className="button button--secondary" onClick={onRemove}>
					Remove<span className="visually-hidden">{` ${name}`}</span>
				</button>
			</div>
		</li>
	)
}

function EmptyProject({ status }: { status: string }) {
	return (
		<>
			<p>No estimates yet. On a calculator’s results, press ‘Add to project’ to collect them here.</p>
			<p>
				<Link to="/calculators">All calculators</Link>
			</p>
			<p role="status">{status}</p>
		</>
	)
}

/**
 * The project list (issue #17): every estimate added on this device, one shopping list that adds up
 * the same product across them, its total, and the ways to take it away. A 'Share project' link
 * carries the whole list; opening it adds the list to this device's.
 */
export function ProjectPage() {
	const location = useLocation()
	const navigate = useNavigate()
	// Null while pre-rendered and hydrating: the list is this device's.
	const stored = useSyncExternalStore(subscribeToProject, storedProject, () => null)
	const entries = useMemo(() => (stored === null ? [] : loadProject(stored)), [stored])
	const [actionStatus, setStatus] = useState('')
	const [shareLink, setShareLink] = useState('')
	const opened = (location.state as { opened?: number } | null)?.opened
	const status =
		actionStatus || (opened ? `Shared project opened: ${opened} ${opened === 1 ? 'estimate' : 'estimates'}` : '')

	// A shared link's list joins this device's, and the address drops it so a reload does not add it again.
	useEffect(() => {
		const shared = decodeShare(new URLSearchParams(location.search).get(SHARE_PARAM) ?? '')
		if (!shared.length) return
		saveProject(mergeProjects(loadProject(), shared))
		void navigate('/project', { replace: true, state: { opened: shared.length } })
	}, [location.search, navigate])

	function change(next: ProjectEntry[]) {
		if (!saveProject(next)) setStatus('Could not save: this browser’s storage is off or full')
	}

	// Pre-rendered, the list is unknown: the empty state holds its place unseen, so nothing below
	// it moves when the list or the empty state appears (Lighthouse counted the footer's jump).
	if (stored === null) {
		return (
			<div className={styles.pending} inert>
				<EmptyProject status="" />
			</div>
		)
	}
	if (!entries.length) return <EmptyProject status={status} />

	const lines = combineLines(entries)
	const totals = [...totalsOf(lines)]
	const currency: Currency = lines[0]?.currency ?? entries[0]?.currency ?? 'GBP'
	const list = { title: 'Project', currency, lines, total: totals.length === 1 ? (totals[0]?.[1] ?? null) : null }

	async function share() {
		const link = `${window.location.origin}/project?${SHARE_PARAM}=${encodeShare(entries)}`
		setShareLink(link)
		setStatus((await copyText(link)) ? 'Project link copied' : 'Copy the link below')
	}

	return (
		<>
			<ol className={styles.entries} aria-label="Estimates">
				{entries.map((entry, index) => (
					<EntryCard
						key={entry.id}
						entry={entry}
						number={index + 1}
						onLabel={(label) => change(entries.map((item) => (item.id === entry.id ? { ...item, label } : item)))}
						onRemove={() => change(entries.filter((item) => item.id !== entry.id))}
					/>
				))}
			</ol>
			{lines.length ? (
				<ShoppingList
					caption="Shopping list"
					lines={lines}
					currency={currency}
					totals={totals}
					totalLabel="Grand total"
				/>
			) : null}
			<div className={`${styles.actions} no-print`}>
				<button type="button" className="button" onClick={() => void share()}>
					Share project
				</button>
				<button type="button" className="button button--secondary" onClick={() => download('project.csv', toCsv(list))}>
					Download CSV
				</button>
				<button
					type="button"
					className="button button--secondary"
					onClick={() =>
						void copyText(toText(list)).then((ok) => setStatus(ok ? 'List copied' : 'Copying was refused'))
					}
				>
					Copy as text
				</button>
				<button type="button" className="button button--secondary" onClick={() => window.print()}>
					Print
				</button>
			</div>
			<p role="status" className="no-print">
				{status}
			</p>
			{shareLink ? (
				<p className="no-print">
					<label>
						Project link
						<input type="text" readOnly value={shareLink} onFocus={(event) => event.target.select()} />
					</label>
				</p>
			) : null}
		</>
	)
}
